import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useCallback, useMemo } from 'react';
import { serverErrorText } from '../../../lib/api/api-error';
import { useForm } from '../../../lib/forms/use-form';
import { asSessionUser, type SessionUser } from '../../../lib/session/session-user';
import { useResendConfirmation } from '../../../lib/session/use-resend-confirmation';
import { useSessionUpdates } from '../../../lib/session/use-session-updates';
import { type ProfileChange, useUpdateProfileMutation } from '../api/profile-api';
import { isEmailChange, type ProfileValues, validateProfile } from './profile-validation';

export const PROFILE_FAILED = 'Profil konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.';
export const EMAIL_CHANGE_REQUESTED = 'Bestätigungslink an die neue Adresse gesendet.';

/**
 * Name and e-mail; on success header and stored user show the new values at once. A new address needs the
 * current password and takes effect only once the link mailed to it is opened (the page shows it as pending).
 */
export function ProfileForm({ user }: { user: SessionUser }) {
  const initial = useMemo<ProfileValues>(
    () => ({
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      email: user.email ?? '',
      currentPassword: '',
    }),
    [user],
  );
  const validate = useCallback((values: ProfileValues) => validateProfile(values, user.email), [user.email]);
  const form = useForm(initial, validate);
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const { updateUser } = useSessionUpdates();
  const { enqueueSnackbar } = useSnackbar();
  const resend = useResendConfirmation();
  const changesEmail = isEmailChange(form.values.email, user.email);

  const submit = async (values: ProfileValues) => {
    const change: ProfileChange = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      ...(changesEmail ? { currentPassword: values.currentPassword } : {}),
    };
    try {
      const result = await updateProfile(change).unwrap();
      // The server's user is the truth (a new address stays pending); should it send none, keep ours.
      const { currentPassword: _secret, ...shown } = change;
      updateUser(
        asSessionUser(result.user) ?? { ...user, ...(changesEmail ? { ...shown, email: user.email } : shown) },
      );
      const fallback = changesEmail ? EMAIL_CHANGE_REQUESTED : 'Profil gespeichert';
      enqueueSnackbar(result.message ?? fallback, { variant: 'success' });
    } catch (error) {
      console.error('Profil nicht gespeichert', error);
      enqueueSnackbar(serverErrorText(error) ?? PROFILE_FAILED, { variant: 'error' });
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit(submit)} aria-label="Persönliche Daten">
      {user.pendingEmail && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => void resend.send()} disabled={resend.sending}>
              Link erneut senden
            </Button>
          }
        >
          {EMAIL_CHANGE_REQUESTED} Bitte öffnen Sie den Link in der E-Mail an {user.pendingEmail}. Bis dahin gilt
          weiterhin {user.email}.
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField {...form.textField('firstName')} label="Vorname" autoComplete="given-name" required />
        <TextField {...form.textField('lastName')} label="Nachname" autoComplete="family-name" required />
      </Box>
      <TextField {...form.textField('email')} label="E-Mail-Adresse" type="email" autoComplete="email" required />
      {changesEmail && (
        <TextField
          {...form.textField('currentPassword')}
          helperText={
            form.textField('currentPassword').helperText ??
            'Zur Sicherheit: Die neue Adresse wird erst nach Bestätigung per E-Mail-Link wirksam.'
          }
          label="Aktuelles Passwort"
          type="password"
          autoComplete="current-password"
          required
        />
      )}
      <Box>
        <Button type="submit" variant="contained" aria-busy={isLoading}>
          {isLoading ? 'Wird gespeichert…' : 'Profil speichern'}
        </Button>
      </Box>
    </Stack>
  );
}
