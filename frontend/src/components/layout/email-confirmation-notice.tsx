import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { formatGermanDateTime } from '../../lib/format/german-dates';
import { useResendConfirmation } from '../../lib/session/use-resend-confirmation';

interface EmailConfirmationNoticeProps {
  email: string;
  deletionAt: string | null | undefined;
}

/**
 * The notice itself: what to do, a resend button, and when the account is deleted without a confirmation. A chunk
 * of its own (the alert, date formatting and the resend call), loaded only for the few users who need it.
 */
export default function EmailConfirmationNotice({ email, deletionAt }: EmailConfirmationNoticeProps) {
  const { send, sending } = useResendConfirmation();
  return (
    <Alert
      severity="warning"
      // On a phone the button goes under the text (the theme's MuiAlert), and a long address breaks.
      sx={{ mb: 3 }}
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => void send()}
          disabled={sending}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          Bestätigungsmail erneut senden
        </Button>
      }
    >
      Bitte bestätigen Sie Ihre E-Mail-Adresse {email}: Öffnen Sie den Link aus der E-Mail, die wir Ihnen gesendet
      haben. Erst danach können Sie E-Mail-Benachrichtigungen anlegen.
      {deletionAt
        ? ` Ohne Bestätigung wird Ihr Konto am ${formatGermanDateTime(deletionAt)} mit allen Angaben gelöscht.`
        : ''}
    </Alert>
  );
}
