import { firstFailing, isBlank, isEmail } from './validators';

/** SPEC §5 registration rules and messages, for every form that edits an account (profile, password). */
export const NAME_MIN_LENGTH = 2;
export const PASSWORD_MIN_LENGTH = 8;

const MIXED_CASE_AND_DIGIT = /(?=.*[a-zäöüß])(?=.*[A-ZÄÖÜ])(?=.*\d)/;

export function nameError(label: 'Vorname' | 'Nachname', value: string): string | undefined {
  return firstFailing([
    [isBlank(value), `${label} ist erforderlich`],
    [value.trim().length < NAME_MIN_LENGTH, `${label} muss mindestens 2 Zeichen lang sein`],
  ]);
}

export function accountEmailError(value: string): string | undefined {
  return firstFailing([
    [isBlank(value), 'E-Mail-Adresse ist erforderlich'],
    [!isEmail(value), 'Ungültiges E-Mail-Format'],
  ]);
}

export function newPasswordError(value: string): string | undefined {
  return firstFailing([
    [value.length === 0, 'Passwort ist erforderlich'],
    [value.length < PASSWORD_MIN_LENGTH, 'Passwort muss mindestens 8 Zeichen lang sein'],
    [!MIXED_CASE_AND_DIGIT.test(value), 'Passwort muss Groß- und Kleinbuchstaben sowie eine Zahl enthalten'],
  ]);
}

export function passwordConfirmationError(confirmation: string, password: string): string | undefined {
  return firstFailing([
    [confirmation.length === 0, 'Passwort-Bestätigung ist erforderlich'],
    [confirmation !== password, 'Passwörter stimmen nicht überein'],
  ]);
}
