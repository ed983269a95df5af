import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../components/use-document-title';
import { httpStatusOf, serverErrorText } from '../../../lib/api/api-error';
import { newPasswordError, passwordConfirmationError } from '../../../lib/forms/account-rules';
import { type FormErrors, useForm } from '../../../lib/forms/use-form';
import { useSession, useSessionActions } from '../../../lib/session/use-session';
import { useResetPasswordMutation } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';

type ResetPasswordValues = { newPassword: string; passwordConfirmation: string };

const EMPTY: ResetPasswordValues = { newPassword: '', passwordConfirmation: '' };

export const RESET_LINK_INCOMPLETE =
  'Dieser Link ist unvollständig. Bitte öffnen Sie den vollständigen Link aus Ihrer E-Mail.';
export const RESET_FAILED = 'Das Passwort konnte nicht geändert werden. Bitte versuchen Sie es erneut.';
/** Only used when the server's answer carries no message of its own. */
export const PASSWORD_CHANGED = 'Ihr Passwort wurde geändert. Bitte melden Sie sich mit dem neuen Passwort an.';

function validateResetPassword(values: ResetPasswordValues): FormErrors<ResetPasswordValues> {
  return {
    newPassword: newPasswordError(values.newPassword),
    passwordConfirmation: passwordConfirmationError(values.passwordConfirmation, values.newPassword),
  };
}

function RequestNewLink() {
  return (
    <Typography variant="body2">
      <Link component={RouterLink} to="/passwort-vergessen">
        Neuen Link anfordern
      </Link>
    </Typography>
  );
}

/**
 * `/passwort-zuruecksetzen?token=…`, the link of the reset mail. Nothing is sent when the page opens (mail
 * scanners open links too): only the button sends the token with the new password.
 */
export default function ResetPasswordPage() {
  useDocumentTitle('Neues Passwort festlegen');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <AuthCard title="Neues Passwort festlegen" subtitle="Wählen Sie ein neues Passwort für Ihr Konto.">
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <>
          <Alert severity="error">{RESET_LINK_INCOMPLETE}</Alert>
          <RequestNewLink />
        </>
      )}
    </AuthCard>
  );
}

type Failure = { message: string; expired: boolean };

function ResetPasswordForm({ token }: { token: string }) {
  const form = useForm(EMPTY, validateResetPassword);
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const { status } = useSession();
  const { endSession } = useSessionActions();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [failure, setFailure] = useState<Failure | null>(null);
  const passwordField = form.textField('newPassword');

  const submit = async ({ newPassword }: ResetPasswordValues) => {
    setFailure(null);
    try {
      const result = await resetPassword({ token, newPassword }).unwrap();
      // The server ended every session of the account: a session in this browser holds a dead token.
      if (status !== 'unauthenticated') endSession({ loggedOut: true });
      navigate('/login', { replace: true });
      enqueueSnackbar(result.message || PASSWORD_CHANGED, { variant: 'success' });
    } catch (error) {
      console.error('Passwort nicht zurückgesetzt', error);
      setFailure({ message: serverErrorText(error) ?? RESET_FAILED, expired: httpStatusOf(error) === 410 });
    }
  };

  return (
    <>
      {failure && (
        <Stack spacing={1}>
          <Alert severity="error">{failure.message}</Alert>
          {failure.expired && <RequestNewLink />}
        </Stack>
      )}
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={form.handleSubmit(submit)}
        aria-label="Neues Passwort festlegen"
      >
        <TextField
          {...passwordField}
          helperText={passwordField.helperText ?? 'Mindestens 8 Zeichen mit Groß- und Kleinbuchstaben sowie einer Zahl'}
          label="Neues Passwort"
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
        <Button type="submit" variant="contained" size="large" disabled={isLoading}>
          {isLoading ? 'Wird gespeichert…' : 'Passwort speichern'}
        </Button>
      </Stack>
    </>
  );
}
