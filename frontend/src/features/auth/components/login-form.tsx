import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type SnackbarKey, useSnackbar } from 'notistack';
import { useRef } from 'react';
import { serverErrorText } from '../../../lib/api/api-error';
import { useForm } from '../../../lib/forms/use-form';
import { asSessionUser } from '../../../lib/session/session-user';
import { useSessionActions } from '../../../lib/session/use-session';
import { useLoginMutation } from '../api/auth-api';
import { type LoginValues, validateLogin } from './login-validation';

const EMPTY: LoginValues = { email: '', password: '' };

export const LOGIN_FAILED = 'Anmeldung fehlgeschlagen. Bitte versuchen Sie es erneut.';

/** SPEC §2/§8: on success the session starts; the guest-only route then moves on (to the remembered origin). */
export function LoginForm() {
  const form = useForm(EMPTY, validateLogin);
  const [login, { isLoading }] = useLoginMutation();
  const { startSession } = useSessionActions();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  // The error toast of the last failed attempt: a new attempt replaces it, a successful one closes it, so that
  // attempts refused during a rebuild ("… neu aufgebaut (49 %) …") do not stay stacked over the dashboard.
  const failure = useRef<SnackbarKey | undefined>(undefined);

  const submit = async ({ email, password }: LoginValues) => {
    if (failure.current !== undefined) closeSnackbar(failure.current);
    failure.current = undefined;
    try {
      const result = await login({ email: email.trim(), password }).unwrap();
      const user = asSessionUser(result.user);
      if (!result.token || !user) throw new Error('Antwort ohne Token oder Benutzer');
      enqueueSnackbar(result.message || 'Anmeldung erfolgreich!', { variant: 'success' });
      startSession({ token: result.token, user });
    } catch (error) {
      failure.current = enqueueSnackbar(serverErrorText(error) ?? LOGIN_FAILED, { variant: 'error' });
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit(submit)} aria-label="Anmeldung">
      <TextField
        {...form.textField('email')}
        label="E-Mail-Adresse"
        type="email"
        autoComplete="email"
        required
        fullWidth
      />
      <TextField
        {...form.textField('password')}
        label="Passwort"
        type="password"
        autoComplete="current-password"
        required
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" disabled={isLoading}>
        {isLoading ? 'Anmeldung läuft…' : 'Anmelden'}
      </Button>
    </Stack>
  );
}
