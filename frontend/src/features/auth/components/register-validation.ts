import type { FormErrors } from '../../../lib/forms/use-form';
import { firstFailing, isBlank } from '../../../lib/forms/validators';
import { emailError, PASSWORD_MIN_LENGTH } from './login-validation';

export const NAME_MIN_LENGTH = 2;

export type RegisterValues = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  termsAccepted: boolean;
};

const MIXED_CASE_AND_DIGIT = /(?=.*[a-zäöüß])(?=.*[A-ZÄÖÜ])(?=.*\d)/;

/** SPEC §5 register rules, in the order a user meets them. */
export function validateRegister(values: RegisterValues): FormErrors<RegisterValues> {
  return {
    firstName: firstFailing([
      [isBlank(values.firstName), 'Vorname ist erforderlich'],
      [values.firstName.trim().length < NAME_MIN_LENGTH, 'Vorname muss mindestens 2 Zeichen lang sein'],
    ]),
    lastName: firstFailing([
      [isBlank(values.lastName), 'Nachname ist erforderlich'],
      [values.lastName.trim().length < NAME_MIN_LENGTH, 'Nachname muss mindestens 2 Zeichen lang sein'],
    ]),
    email: emailError(values.email),
    password: firstFailing([
      [values.password.length === 0, 'Passwort ist erforderlich'],
      [values.password.length < PASSWORD_MIN_LENGTH, 'Passwort muss mindestens 8 Zeichen lang sein'],
      [
        !MIXED_CASE_AND_DIGIT.test(values.password),
        'Passwort muss Groß- und Kleinbuchstaben sowie eine Zahl enthalten',
      ],
    ]),
    passwordConfirmation: firstFailing([
      [values.passwordConfirmation.length === 0, 'Passwort-Bestätigung ist erforderlich'],
      [values.passwordConfirmation !== values.password, 'Passwörter stimmen nicht überein'],
    ]),
    termsAccepted: values.termsAccepted ? undefined : 'Sie müssen den Nutzungsbedingungen zustimmen',
  };
}
