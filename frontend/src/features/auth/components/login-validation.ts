import { accountEmailError, PASSWORD_MIN_LENGTH } from '../../../lib/forms/account-rules';
import type { FormErrors } from '../../../lib/forms/use-form';
import { firstFailing } from '../../../lib/forms/validators';

export type LoginValues = {
  email: string;
  password: string;
};

/** SPEC §5 login rules (the e-mail rule is the account forms' shared one). */
export function validateLogin(values: LoginValues): FormErrors<LoginValues> {
  return {
    email: accountEmailError(values.email),
    password: firstFailing([
      [values.password.length === 0, 'Passwort ist erforderlich'],
      [values.password.length < PASSWORD_MIN_LENGTH, 'Passwort muss mindestens 8 Zeichen lang sein'],
    ]),
  };
}
