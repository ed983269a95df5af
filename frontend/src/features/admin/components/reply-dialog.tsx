import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type FormErrors, useForm } from '../../../lib/forms/use-form';
import { firstFailing, isBlank } from '../../../lib/forms/validators';
import type { ContactMessage } from '../api/contact-messages-api';

type ReplyValues = { reply: string };
const EMPTY_REPLY: ReplyValues = { reply: '' };
/** The contact backend's limit for an answer. */
export const MAX_REPLY_LENGTH = 10_000;

function validateReply({ reply }: ReplyValues): FormErrors<ReplyValues> {
  return {
    reply: firstFailing([
      [isBlank(reply), 'Antwort ist erforderlich'],
      [reply.trim().length > MAX_REPLY_LENGTH, `Antwort darf höchstens ${MAX_REPLY_LENGTH} Zeichen lang sein`],
    ]),
  };
}

interface ReplyDialogProps {
  message: ContactMessage;
  sending: boolean;
  /** Resolves to true when sent; the dialog is then closed by the parent. */
  onSend: (text: string) => Promise<boolean>;
  onClose: () => void;
}

/** Answer by e-mail (issue #6): the server sends it to the sender and marks the message replied. */
export function ReplyDialog({ message, sending, onSend, onClose }: ReplyDialogProps) {
  const titleId = useId();
  const form = useForm(EMPTY_REPLY, validateReply);

  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={form.handleSubmit(async ({ reply }) => void (await onSend(reply.trim())))}>
        <DialogTitle id={titleId}>Antwort an {message.name}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            An: {message.email}
          </Typography>
          <Typography variant="body2" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            Betreff: Re: {message.subject}
          </Typography>
          <TextField {...form.textField('reply')} label="Antwort" multiline minRows={6} required fullWidth autoFocus />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>
            Abbrechen
          </Button>
          <Button type="submit" variant="contained" disabled={sending}>
            {sending ? 'Wird gesendet…' : 'Antwort senden'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
