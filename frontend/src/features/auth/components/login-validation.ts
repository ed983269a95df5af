import type { FormErrors } from '../../../lib/forms/use-form';
import { firstFailing, isBlank, isEmail } from '../../../lib/forms/validators';

export const PASSWORD_MIN_LENGTH = 8;

export type LoginValues = {
  email: string;
  password: string;
};

/** SPEC §5, shared by login and register. */
export function emailError(email: string): string | undefined {
  return firstFailing([
    [isBlank(email), 'E-Mail-Adresse ist erforderlich'],
    [!isEmail(email), 'Ungültiges E-Mail-Format'],
  ]);
}

export function validateLogin(values: LoginValues): FormErrors<LoginValues> {
  return {
    email: emailError(values.email),
    password: firstFailing([
      [values.password.length === 0, 'Passwort ist erforderlich'],
      [values.password.length < PASSWORD_MIN_LENGTH, 'Passwort muss mindestens 8 Zeichen lang sein'],
    ]),
  };
}
