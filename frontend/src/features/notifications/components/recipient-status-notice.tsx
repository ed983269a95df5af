import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { formatGermanDateTime } from '../../../lib/format/german-dates';
import type { Subscription } from '../api/subscriptions-api';
import { CONFIRMATION_MESSAGES as TEXT } from './notification-messages';

interface RecipientStatusNoticeProps {
  subscription: Subscription;
  resending: boolean;
  onResend: () => void;
}

/**
 * Double opt-in (issue #12): an address other than the account's own receives nothing until it confirms the
 * confirmation mail. Explains that in German and offers to send the mail again; a refusal is final here.
 */
export function RecipientStatusNotice({ subscription, resending, onResend }: RecipientStatusNoticeProps) {
  const { recipientStatus, email, confirmationSentAt } = subscription;
  if (recipientStatus === 'pending') {
    const sent = confirmationSentAt
      ? `Am ${formatGermanDateTime(confirmationSentAt, '')} wurde eine Bestätigungs-E-Mail an ${email} gesendet.`
      : `Die Bestätigungs-E-Mail an ${email} konnte noch nicht gesendet werden.`;
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={onResend} disabled={resending}>
            {TEXT.resend}
          </Button>
        }
      >
        <strong>{TEXT.pending}</strong>: {sent} Erst nach der Bestätigung durch den Empfänger werden Benachrichtigungen
        dorthin gesendet.
      </Alert>
    );
  }
  if (recipientStatus === 'queued') {
    // Issue #28: the owner's opt-in mails of the day are used up; a resend would wait as well.
    return (
      <Alert severity="info">
        <strong>{TEXT.queued}</strong>: Die Bestätigungs-E-Mail an {email} geht morgen hinaus (höchstens eine begrenzte
        Zahl solcher E-Mails pro Tag). Erst nach der Bestätigung durch den Empfänger werden Benachrichtigungen dorthin
        gesendet.
      </Alert>
    );
  }
  if (recipientStatus === 'refused') {
    return (
      <Alert severity="error">
        <strong>{TEXT.refused}</strong>: {email} möchte keine Benachrichtigungen von Ihnen erhalten. Es werden keine
        E-Mails dorthin gesendet.
      </Alert>
    );
  }
  return null;
}
