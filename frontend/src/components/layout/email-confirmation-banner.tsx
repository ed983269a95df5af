import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { formatGermanDateTime } from '../../lib/format/german-dates';
import { needsEmailConfirmation } from '../../lib/session/session-user';
import { useResendConfirmation } from '../../lib/session/use-resend-confirmation';
import { useSession } from '../../lib/session/use-session';

/**
 * On every screen while the logged-in user's address is unconfirmed: what to do, a resend button, and when the
 * account is deleted without a confirmation.
 */
export function EmailConfirmationBanner() {
  const { status, user } = useSession();
  const { send, sending } = useResendConfirmation();
  if (status !== 'authenticated' || !needsEmailConfirmation(user)) return null;
  const deletionAt = user!.unconfirmedAccountDeletionAt;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 3 }}
      action={
        <Button color="inherit" size="small" onClick={() => void send()} disabled={sending}>
          Bestätigungsmail erneut senden
        </Button>
      }
    >
      Bitte bestätigen Sie Ihre E-Mail-Adresse {user!.email}: Öffnen Sie den Link aus der E-Mail, die wir Ihnen gesendet
      haben. Erst danach können Sie E-Mail-Benachrichtigungen anlegen.
      {deletionAt
        ? ` Ohne Bestätigung wird Ihr Konto am ${formatGermanDateTime(deletionAt)} mit allen Angaben gelöscht.`
        : ''}
    </Alert>
  );
}
