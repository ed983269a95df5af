import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CardListSkeleton } from '../../../components/feedback/card-list-skeleton';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { useLastPresent } from '../../../components/feedback/use-last-present';
import { pollingOptions } from '../../../lib/api/polling';
import { type ContactMessage, useGetContactMessagesQuery } from '../api/contact-messages-api';
import { ADMIN_MESSAGES, CONTACT_MESSAGES_SHOWN } from './admin-messages';
import { AdminSection } from './admin-section';
import { ContactMessageItem } from './contact-message-item';
import { LoadErrorAlert } from './load-error-alert';
import { ReplyDialog } from './reply-dialog';
import { useContactMessageActions } from './use-contact-message-actions';

/** SPEC §2 contact messages: the newest 10 with a 'Showing 10 of N' note, refreshed every 30 s (SPEC §4). */
export function ContactMessagesPanel() {
  const { data, isLoading, isError, error } = useGetContactMessagesQuery(
    { limit: CONTACT_MESSAGES_SHOWN, offset: 0 },
    pollingOptions,
  );
  const actions = useContactMessageActions();
  const [replyingTo, setReplyingTo] = useState<ContactMessage | null>(null);
  const [toDelete, setToDelete] = useState<ContactMessage | null>(null);
  const deleting = useLastPresent(toDelete);
  const messages = data?.messages.slice(0, CONTACT_MESSAGES_SHOWN) ?? [];

  const sendReply = async (text: string) => {
    if (!replyingTo) return false;
    const sent = await actions.reply(replyingTo, text);
    if (sent) setReplyingTo(null);
    return sent;
  };

  const confirmDelete = async () => {
    if (toDelete) await actions.deleteMessage(toDelete);
    setToDelete(null);
  };

  return (
    <AdminSection title="Kontaktanfragen">
      {isLoading ? (
        <CardListSkeleton label="Kontaktanfragen werden geladen" />
      ) : isError ? (
        <LoadErrorAlert error={error} />
      ) : messages.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>Keine Kontaktanfragen vorhanden.</Typography>
      ) : (
        <Stack spacing={2}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {ADMIN_MESSAGES.showing(messages.length, data?.total ?? messages.length)}
          </Typography>
          {messages.map((message) => (
            <ContactMessageItem
              key={message.id}
              message={message}
              busy={actions.busy}
              onMarkRead={() => void actions.markRead(message)}
              onMarkReplied={() => void actions.markReplied(message)}
              onReply={() => setReplyingTo(message)}
              onDelete={() => setToDelete(message)}
            />
          ))}
        </Stack>
      )}
      {replyingTo && (
        <ReplyDialog
          key={replyingTo.id}
          message={replyingTo}
          sending={actions.replying}
          onSend={sendReply}
          onClose={() => setReplyingTo(null)}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Nachricht löschen?"
        confirmLabel="Löschen"
        destructive
        busy={actions.deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      >
        Die Nachricht „{deleting?.subject}“ von {deleting?.name} wird endgültig gelöscht.
      </ConfirmDialog>
    </AdminSection>
  );
}
