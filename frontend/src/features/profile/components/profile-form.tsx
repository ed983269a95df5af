import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useMemo } from 'react';
import { serverErrorText } from '../../../lib/api/api-error';
import { useForm } from '../../../lib/forms/use-form';
import { asSessionUser, type SessionUser } from '../../../lib/session/session-user';
import { useSessionUpdates } from '../../../lib/session/use-session-updates';
import { useUpdateProfileMutation } from '../api/profile-api';
import { type ProfileValues, validateProfile } from './profile-validation';

export const PROFILE_FAILED = 'Profil konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.';

/** Name and e-mail; on success header and stored user show the new values at once. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const initial = useMemo<ProfileValues>(
    () => ({ firstName: user.firstName ?? '', lastName: user.lastName ?? '', email: user.email ?? '' }),
    [user],
  );
  const form = useForm(initial, validateProfile);
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const { updateUser } = useSessionUpdates();
  const { enqueueSnackbar } = useSnackbar();

  const submit = async (values: ProfileValues) => {
    const change = { firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim() };
    try {
      const result = await updateProfile(change).unwrap();
      // The server's user is the truth; should it send none, keep ours with the saved fields.
      updateUser(asSessionUser(result.user) ?? { ...user, ...change });
      enqueueSnackbar(result.message ?? 'Profil gespeichert', { variant: 'success' });
    } catch (error) {
      console.error('Profil nicht gespeichert', error);
      enqueueSnackbar(serverErrorText(error) ?? PROFILE_FAILED, { variant: 'error' });
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit(submit)} aria-label="Persönliche Daten">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField {...form.textField('firstName')} label="Vorname" autoComplete="given-name" required />
        <TextField {...form.textField('lastName')} label="Nachname" autoComplete="family-name" required />
      </Box>
      <TextField {...form.textField('email')} label="E-Mail-Adresse" type="email" autoComplete="email" required />
      <Box>
        <Button type="submit" variant="contained" aria-busy={isLoading}>
          {isLoading ? 'Wird gespeichert…' : 'Profil speichern'}
        </Button>
      </Box>
    </Stack>
  );
}
