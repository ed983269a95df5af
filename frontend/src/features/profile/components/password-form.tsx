import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { serverErrorText } from '../../../lib/api/api-error';
import { useForm } from '../../../lib/forms/use-form';
import { useSessionUpdates } from '../../../lib/session/use-session-updates';
import { useChangePasswordMutation } from '../api/profile-api';
import { type PasswordValues, validatePassword } from './profile-validation';

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', newPasswordConfirmation: '' };

export const PASSWORD_FAILED = 'Passwort konnte nicht geändert werden. Bitte versuchen Sie es erneut.';

/**
 * The server ends every session on a password change and returns a new token: it is stored at once, so this
 * browser stays logged in while all others are logged out.
 */
export function PasswordForm() {
  const form = useForm(EMPTY, validatePassword);
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const { replaceToken } = useSessionUpdates();
  const { enqueueSnackbar } = useSnackbar();
  const newPassword = form.textField('newPassword');

  const submit = async (values: PasswordValues) => {
    try {
      const result = await changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      }).unwrap();
      if (result.token) replaceToken(result.token);
      enqueueSnackbar(result.message ?? 'Passwort geändert', { variant: 'success' });
      form.reset();
    } catch (error) {
      console.error('Passwort nicht geändert', error);
      enqueueSnackbar(serverErrorText(error) ?? PASSWORD_FAILED, { variant: 'error' });
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit(submit)} aria-label="Passwort ändern">
      <TextField
        {...form.textField('currentPassword')}
        label="Aktuelles Passwort"
        type="password"
        autoComplete="current-password"
        required
      />
      <TextField
        {...newPassword}
        helperText={newPassword.helperText ?? 'Mindestens 8 Zeichen mit Groß- und Kleinbuchstaben sowie einer Zahl'}
        label="Neues Passwort"
        type="password"
        autoComplete="new-password"
        required
      />
      <TextField
        {...form.textField('newPasswordConfirmation')}
        label="Neues Passwort bestätigen"
        type="password"
        autoComplete="new-password"
        required
      />
      <Box>
        <Button type="submit" variant="contained" aria-busy={isLoading}>
          {isLoading ? 'Wird geändert…' : 'Passwort ändern'}
        </Button>
      </Box>
    </Stack>
  );
}
