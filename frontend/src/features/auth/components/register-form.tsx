import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { serverErrorText } from '../../../lib/api/api-error';
import { savedShownShortlyText } from '../../../lib/api/saved-shown-shortly';
import { useForm } from '../../../lib/forms/use-form';
import { useRegisterMutation } from '../api/auth-api';
import { PrivacyLink, TermsLink } from './legal-links';
import { type RegisterValues, validateRegister } from './register-validation';

const EMPTY: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  passwordConfirmation: '',
  termsAccepted: false,
};

export const REGISTER_FAILED = 'Registrierung fehlgeschlagen. Bitte versuchen Sie es erneut.';
export const REGISTER_SUCCEEDED = 'Registrierung erfolgreich!';

/**
 * SPEC §2/§5/§8 (changed by issue #28): the server answers a registration alike whether the address was free
 * or already had an account, and starts no session, so the form hands the address to `onRegistered` and the
 * page asks the user to confirm it (true in both cases: a mail went to that address).
 */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const form = useForm(EMPTY, validateRegister);
  const [register, { isLoading }] = useRegisterMutation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const termsErrorId = useId();
  const termsError = form.errorOf('termsAccepted');
  const passwordField = form.textField('password');

  const submit = async (values: RegisterValues) => {
    try {
      const result = await register({
        email: values.email.trim(),
        password: values.password,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
      }).unwrap();
      const saved = savedShownShortlyText(result);
      if (saved) {
        // The account exists; the session starts with the next login, once the read models show it.
        enqueueSnackbar(`${saved} Bitte melden Sie sich in Kürze an.`, { variant: 'info' });
        navigate('/login');
        return;
      }
      // SPEC's success toast: the registration was taken (for a taken address too: the answer must not differ).
      enqueueSnackbar(REGISTER_SUCCEEDED, { variant: 'success' });
      onRegistered(typeof result.email === 'string' ? result.email : values.email.trim());
    } catch (error) {
      enqueueSnackbar(serverErrorText(error) ?? REGISTER_FAILED, { variant: 'error' });
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit(submit)} aria-label="Registrierung">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField {...form.textField('firstName')} label="Vorname" autoComplete="given-name" required />
        <TextField {...form.textField('lastName')} label="Nachname" autoComplete="family-name" required />
      </Box>
      <TextField
        {...form.textField('email')}
        label="E-Mail-Adresse"
        type="email"
        autoComplete="email"
        required
        fullWidth
      />
      <TextField
        {...passwordField}
        helperText={passwordField.helperText ?? 'Mindestens 8 Zeichen mit Groß- und Kleinbuchstaben sowie einer Zahl'}
        label="Passwort"
        type="password"
        autoComplete="new-password"
        required
        fullWidth
      />
      <TextField
        {...form.textField('passwordConfirmation')}
        label="Passwort bestätigen"
        type="password"
        autoComplete="new-password"
        required
        fullWidth
      />
      <FormControl error={termsError !== undefined} required>
        <FormControlLabel
          control={
            <Checkbox
              {...form.checkbox('termsAccepted')}
              slotProps={{ input: { 'aria-describedby': termsError ? termsErrorId : undefined } }}
            />
          }
          label={
            <>
              Ich akzeptiere die <TermsLink /> und die <PrivacyLink />.
            </>
          }
        />
        {termsError && <FormHelperText id={termsErrorId}>{termsError}</FormHelperText>}
      </FormControl>
      <Button type="submit" variant="contained" size="large" disabled={isLoading}>
        {isLoading ? 'Registrierung läuft…' : 'Registrieren'}
      </Button>
    </Stack>
  );
}
