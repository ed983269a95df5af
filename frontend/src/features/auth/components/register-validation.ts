import {
  accountEmailError,
  nameError,
  newPasswordError,
  passwordConfirmationError,
} from '../../../lib/forms/account-rules';
import type { FormErrors } from '../../../lib/forms/use-form';

export type RegisterValues = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  termsAccepted: boolean;
};

/** SPEC §5 register rules, in the order a user meets them (shared with the profile forms). */
export function validateRegister(values: RegisterValues): FormErrors<RegisterValues> {
  return {
    firstName: nameError('Vorname', values.firstName),
    lastName: nameError('Nachname', values.lastName),
    email: accountEmailError(values.email),
    password: newPasswordError(values.password),
    passwordConfirmation: passwordConfirmationError(values.passwordConfirmation, values.password),
    termsAccepted: values.termsAccepted ? undefined : 'Sie müssen den Nutzungsbedingungen zustimmen',
  };
}
