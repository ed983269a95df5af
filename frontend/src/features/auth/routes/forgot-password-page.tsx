import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../../../components/use-document-title';
import { serverErrorText } from '../../../lib/api/api-error';
import { accountEmailError } from '../../../lib/forms/account-rules';
import { type FormErrors, useForm } from '../../../lib/forms/use-form';
import { useRequestPasswordResetMutation } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';

type ForgotPasswordValues = { email: string };

const EMPTY: ForgotPasswordValues = { email: '' };

export const RESET_REQUEST_FAILED = 'Die Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es erneut.';
/** Only used when the server's answer carries no message of its own. */
export const RESET_LINK_SENT =
  'Falls zu dieser E-Mail-Adresse ein Konto besteht, haben wir Ihnen einen Link zum Zurücksetzen des Passworts gesendet. Der Link ist 60 Minuten gültig.';

function validateForgotPassword(values: ForgotPasswordValues): FormErrors<ForgotPasswordValues> {
  return { email: accountEmailError(values.email) };
}

/**
 * `/passwort-vergessen`: asks for a reset link. The server answers alike whether or not the address has an
 * account, so the page shows its neutral message in place of the form.
 */
export default function ForgotPasswordPage() {
  useDocumentTitle('Passwort vergessen');
  const form = useForm(EMPTY, validateForgotPassword);
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [sent, setSent] = useState<string | null>(null);

  const submit = async ({ email }: ForgotPasswordValues) => {
    try {
      const result = await requestReset({ email: email.trim() }).unwrap();
      setSent(result.message || RESET_LINK_SENT);
    } catch (error) {
      enqueueSnackbar(serverErrorText(error) ?? RESET_REQUEST_FAILED, { variant: 'error' });
    }
  };

  return (
    <AuthCard
      title="Passwort vergessen"
      subtitle="Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen."
    >
      {sent !== null ? (
        <>
          <Alert severity="success">{sent}</Alert>
          <Box>
            <Button component={RouterLink} to="/login" variant="contained">
              Zur Anmeldung
            </Button>
          </Box>
        </>
      ) : (
        <>
          <Stack
            component="form"
            noValidate
            spacing={2}
            onSubmit={form.handleSubmit(submit)}
            aria-label="Link zum Zurücksetzen anfordern"
          >
            <TextField
              {...form.textField('email')}
              label="E-Mail-Adresse"
              type="email"
              autoComplete="email"
              required
              fullWidth
            />
            <Button type="submit" variant="contained" size="large" disabled={isLoading}>
              {isLoading ? 'Wird gesendet…' : 'Link anfordern'}
            </Button>
          </Stack>
          <Typography variant="body2">
            <Link component={RouterLink} to="/login">
              Zurück zur Anmeldung
            </Link>
          </Typography>
        </>
      )}
    </AuthCard>
  );
}
