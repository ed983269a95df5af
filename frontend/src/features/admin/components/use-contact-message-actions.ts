import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { serverErrorText } from '../../../lib/api/api-error';
import {
  type ContactMessage,
  useDeleteMessageMutation,
  useMarkMessageReadMutation,
  useMarkMessageRepliedMutation,
  useReplyToMessageMutation,
} from '../api/contact-messages-api';
import { ADMIN_MESSAGES as TEXT } from './admin-messages';

/** The inbox actions with SPEC §8's toasts; each resolves to whether it succeeded. */
export function useContactMessageActions() {
  const [markRead, readState] = useMarkMessageReadMutation();
  const [markReplied, repliedState] = useMarkMessageRepliedMutation();
  const [reply, replyState] = useReplyToMessageMutation();
  const [remove, removeState] = useDeleteMessageMutation();
  const { enqueueSnackbar } = useSnackbar();

  const run = useCallback(
    async (action: () => Promise<unknown>, success: string, failure: (error: unknown) => string) => {
      try {
        await action();
        enqueueSnackbar(success, { variant: 'success' });
        return true;
      } catch (error) {
        console.error(failure(error), error);
        enqueueSnackbar(failure(error), { variant: 'error' });
        return false;
      }
    },
    [enqueueSnackbar],
  );

  return {
    markRead: (message: ContactMessage) =>
      run(
        () => markRead(message.id).unwrap(),
        TEXT.markedRead,
        () => TEXT.markReadFailed,
      ),
    markReplied: (message: ContactMessage) =>
      run(
        () => markReplied(message.id).unwrap(),
        TEXT.markedReplied,
        () => TEXT.markRepliedFailed,
      ),
    reply: (message: ContactMessage, text: string) =>
      run(
        () => reply({ id: message.id, message: text }).unwrap(),
        `Antwort an ${message.email} versendet`,
        (error) => serverErrorText(error) ?? 'Fehler beim Versenden der Antwort',
      ),
    deleteMessage: (message: ContactMessage) =>
      run(
        () => remove(message.id).unwrap(),
        TEXT.deleted,
        () => TEXT.deleteFailed,
      ),
    busy: readState.isLoading || repliedState.isLoading || replyState.isLoading || removeState.isLoading,
    replying: replyState.isLoading,
    deleting: removeState.isLoading,
  };
}

export type ContactMessageActions = ReturnType<typeof useContactMessageActions>;
