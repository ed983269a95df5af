import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../components/use-document-title';
import { serverErrorText } from '../../../lib/api/api-error';
import { useConfirmEmailMutation } from '../../../lib/session/session-api';
import { useSession } from '../../../lib/session/use-session';
import { useSessionUpdates } from '../../../lib/session/use-session-updates';
import { AuthCard } from '../components/auth-card';

export const CONFIRMATION_FAILED = 'Die E-Mail-Adresse konnte nicht bestätigt werden. Bitte versuchen Sie es erneut.';
export const LINK_INCOMPLETE =
  'Dieser Bestätigungslink ist unvollständig. Bitte öffnen Sie den vollständigen Link aus Ihrer E-Mail.';

type Outcome = { state: 'pending' } | { state: 'confirmed'; message: string } | { state: 'failed'; message: string };

/** `/email-bestaetigen?token=…`, the link of the confirmation mail: sends the token once and says how it went. */
export default function ConfirmEmailPage() {
  useDocumentTitle('E-Mail-Adresse bestätigen');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirm] = useConfirmEmailMutation();
  const { status, user } = useSession();
  const { updateUser } = useSessionUpdates();
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { state: 'pending' } : { state: 'failed', message: LINK_INCOMPLETE },
  );
  // One request per token, also when React runs the effect twice (development) or the user object changes.
  const sent = useRef<string | null>(null);
  const session = useRef({ user, updateUser });
  session.current = { user, updateUser };

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    confirm(token)
      .unwrap()
      .then((result) => {
        const current = session.current.user;
        const mine =
          current && [current.email, current.pendingEmail].some((e) => e?.toLowerCase() === result.email.toLowerCase());
        if (current && mine) {
          session.current.updateUser({
            ...current,
            email: result.email,
            emailConfirmed: true,
            pendingEmail: null,
            unconfirmedAccountDeletionAt: null,
          });
        }
        setOutcome({ state: 'confirmed', message: result.message ?? 'Ihre E-Mail-Adresse wurde bestätigt.' });
      })
      .catch((error: unknown) => {
        console.error('E-Mail-Adresse nicht bestätigt', error);
        setOutcome({ state: 'failed', message: serverErrorText(error) ?? CONFIRMATION_FAILED });
      });
  }, [confirm, token]);

  const loggedIn = status === 'authenticated';
  return (
    <AuthCard title="E-Mail-Adresse bestätigen" subtitle="Ihr Link aus der Bestätigungsmail">
      {outcome.state === 'pending' ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} aria-hidden />
          <Typography>Ihre E-Mail-Adresse wird bestätigt …</Typography>
        </Stack>
      ) : (
        <Alert severity={outcome.state === 'confirmed' ? 'success' : 'error'}>{outcome.message}</Alert>
      )}
      {outcome.state !== 'pending' && (
        <Stack direction="row" spacing={2}>
          <Button component={RouterLink} to={loggedIn ? '/notifications' : '/login'} variant="contained">
            {loggedIn ? 'Zu den Benachrichtigungen' : 'Zur Anmeldung'}
          </Button>
          {outcome.state === 'failed' && loggedIn && (
            <Button component={RouterLink} to="/profile">
              Zum Profil
            </Button>
          )}
        </Stack>
      )}
    </AuthCard>
  );
}
