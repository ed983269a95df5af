import { Transform } from 'class-transformer';
import { FirstFailingRule, isText, present, type Rule } from './first-failing-rule.js';
import { isEmailAddress } from '../../platform/text/email-address.js';

/** The account form rules of docs/SPEC.md §5, with its German messages, shared by every account request. */
export const PASSWORD_MAX = 128;

const trim = () => Transform(({ value }: { value: unknown }) => (isText(value) ? value.trim() : value));
const maxLength = (max: number, message: string): Rule => [(v) => isText(v) && v.length <= max, message];

export const EmailField = () => (target: object, property: string | symbol) => {
  trim()(target, property);
  FirstFailingRule([
    [present, 'E-Mail-Adresse ist erforderlich'],
    [(v) => isText(v) && isEmailAddress(v), 'Ungültiges E-Mail-Format'],
    maxLength(254, 'E-Mail-Adresse darf höchstens 254 Zeichen lang sein'),
  ])(target, property);
};

/** A new password: the registration and password-change policy. */
export const NewPasswordField = (label = 'Passwort') =>
  FirstFailingRule([
    [(v) => isText(v) && v !== '', `${label} ist erforderlich`],
    [(v) => isText(v) && v.length >= 8, `${label} muss mindestens 8 Zeichen lang sein`],
    maxLength(PASSWORD_MAX, `${label} darf höchstens ${PASSWORD_MAX} Zeichen lang sein`),
    [
      (v) => isText(v) && /[a-zäöüß]/.test(v) && /[A-ZÄÖÜ]/.test(v) && /\d/.test(v),
      `${label} muss Groß- und Kleinbuchstaben sowie eine Zahl enthalten`,
    ],
  ]);

/** A password to check (login, current password): no policy, so older passwords keep working. */
export const GivenPasswordField = (label = 'Passwort') =>
  FirstFailingRule([
    [(v) => isText(v) && v !== '', `${label} ist erforderlich`],
    maxLength(PASSWORD_MAX, `${label} darf höchstens ${PASSWORD_MAX} Zeichen lang sein`),
  ]);

export const NameField = (label: 'Vorname' | 'Nachname') => (target: object, property: string | symbol) => {
  trim()(target, property);
  FirstFailingRule([
    [present, `${label} ist erforderlich`],
    [(v) => isText(v) && v.length >= 2, `${label} muss mindestens 2 Zeichen lang sein`],
    maxLength(100, `${label} darf höchstens 100 Zeichen lang sein`),
    // Names reach e-mail greetings: no control characters.
    [(v) => isText(v) && !/[\p{Cc}]/u.test(v), `${label} enthält ungültige Zeichen`],
  ])(target, property);
};
