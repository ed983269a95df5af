import {
  accountEmailError,
  nameError,
  newPasswordError,
  passwordConfirmationError,
} from '../../../lib/forms/account-rules';
import type { FormErrors } from '../../../lib/forms/use-form';
import { isBlank } from '../../../lib/forms/validators';

export type ProfileValues = { firstName: string; lastName: string; email: string; currentPassword: string };

/** A different mailbox (not just another letter case) needs the password and a confirmation link. */
export function isEmailChange(email: string, currentEmail: string): boolean {
  return email.trim().toLowerCase() !== currentEmail.trim().toLowerCase();
}

export type PasswordValues = { currentPassword: string; newPassword: string; newPasswordConfirmation: string };

export const API_KEY_NAME_MAX = 60;
export type ApiKeyValues = { name: string };

/** SPEC §5 registration rules for the same fields; the current password when the address changes. */
export function validateProfile(values: ProfileValues, currentEmail: string): FormErrors<ProfileValues> {
  return {
    firstName: nameError('Vorname', values.firstName),
    lastName: nameError('Nachname', values.lastName),
    email: accountEmailError(values.email),
    currentPassword:
      isEmailChange(values.email, currentEmail) && values.currentPassword.length === 0
        ? 'Aktuelles Passwort ist erforderlich'
        : undefined,
  };
}

export function validatePassword(values: PasswordValues): FormErrors<PasswordValues> {
  return {
    currentPassword: values.currentPassword.length === 0 ? 'Aktuelles Passwort ist erforderlich' : undefined,
    newPassword: newPasswordError(values.newPassword),
    newPasswordConfirmation: passwordConfirmationError(values.newPasswordConfirmation, values.newPassword),
  };
}

/** The server's rules for a key name, so the form says it first. */
export function validateApiKey(values: ApiKeyValues): FormErrors<ApiKeyValues> {
  if (isBlank(values.name)) return { name: 'Bezeichnung ist erforderlich' };
  if (values.name.trim().length > API_KEY_NAME_MAX) return { name: 'Bezeichnung darf höchstens 60 Zeichen lang sein' };
  return {};
}
