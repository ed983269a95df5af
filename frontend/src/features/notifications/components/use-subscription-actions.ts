import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { httpStatusOf, serverErrorText } from '../../../lib/api/api-error';
import {
  type Subscription,
  type SubscriptionInput,
  useCreateSubscriptionMutation,
  useDeleteSubscriptionMutation,
  useResendRecipientConfirmationMutation,
  useToggleSubscriptionMutation,
  useUpdateSubscriptionMutation,
} from '../api/subscriptions-api';
import { CONFIRMATION_MESSAGES, NOTIFICATION_MESSAGES as TEXT } from './notification-messages';
import { useProRefusal } from './use-pro-refusal';

/** Create, update, toggle and delete with SPEC §8's toasts. Each resolves to whether it succeeded. */
export function useSubscriptionActions() {
  const [create, createState] = useCreateSubscriptionMutation();
  const [update, updateState] = useUpdateSubscriptionMutation();
  const [toggle, toggleState] = useToggleSubscriptionMutation();
  const [remove, removeState] = useDeleteSubscriptionMutation();
  const [resend, resendState] = useResendRecipientConfirmationMutation();
  const { enqueueSnackbar } = useSnackbar();
  const refuseFreeUser = useProRefusal();

  const run = useCallback(
    async (action: () => Promise<unknown>, success: string, failure: string, what: string): Promise<boolean> => {
      try {
        await action();
        enqueueSnackbar(success, { variant: 'success' });
        return true;
      } catch (error) {
        console.error(what, error);
        enqueueSnackbar(failure, { variant: 'error' });
        return false;
      }
    },
    [enqueueSnackbar],
  );

  const save = useCallback(
    async (input: SubscriptionInput, editing: Subscription | null): Promise<boolean> => {
      if (editing) {
        return run(
          () => update({ id: editing.id, input }).unwrap(),
          TEXT.updated,
          TEXT.saveFailed,
          'Benachrichtigung nicht gespeichert',
        );
      }
      try {
        const created = await create(input).unwrap();
        enqueueSnackbar(TEXT.created, { variant: 'success' });
        if (created.recipientStatus === 'pending')
          enqueueSnackbar(CONFIRMATION_MESSAGES.createdPending(created.email), { variant: 'info' });
        if (created.recipientStatus === 'queued')
          enqueueSnackbar(CONFIRMATION_MESSAGES.createdQueued(created.email), { variant: 'info' });
        return true;
      } catch (error) {
        // The stored plan can be stale (downgraded elsewhere): the server's refusal is the one that counts.
        if (httpStatusOf(error) === 403) {
          refuseFreeUser();
          return false;
        }
        console.error('Benachrichtigung nicht angelegt', error);
        enqueueSnackbar(TEXT.saveFailed, { variant: 'error' });
        // The cap (422) names its limit: say it besides SPEC's text.
        if (httpStatusOf(error) === 422 && serverErrorText(error))
          enqueueSnackbar(serverErrorText(error), { variant: 'warning' });
        return false;
      }
    },
    [create, update, run, enqueueSnackbar, refuseFreeUser],
  );

  const toggleActive = useCallback(
    (subscription: Subscription) =>
      run(() => toggle(subscription.id).unwrap(), TEXT.toggled, TEXT.toggleFailed, 'Status nicht geändert'),
    [toggle, run],
  );

  const deleteSubscription = useCallback(
    (subscription: Subscription) =>
      run(() => remove(subscription.id).unwrap(), TEXT.deleted, TEXT.deleteFailed, 'Benachrichtigung nicht gelöscht'),
    [remove, run],
  );

  /** The server's German reason (sent recently, refused, …) is what the user needs to read. */
  const resendConfirmation = useCallback(
    async (subscription: Subscription): Promise<boolean> => {
      try {
        await resend(subscription.id).unwrap();
        enqueueSnackbar(CONFIRMATION_MESSAGES.resent, { variant: 'success' });
        return true;
      } catch (error) {
        console.error('Bestätigung nicht gesendet', error);
        enqueueSnackbar(serverErrorText(error) ?? CONFIRMATION_MESSAGES.resendFailed, { variant: 'error' });
        return false;
      }
    },
    [resend, enqueueSnackbar],
  );

  return {
    save,
    resendConfirmation,
    resendingId: resendState.isLoading ? resendState.originalArgs : undefined,
    saving: createState.isLoading || updateState.isLoading,
    toggleActive,
    togglingId: toggleState.isLoading ? toggleState.originalArgs : undefined,
    deleteSubscription,
    deleting: removeState.isLoading,
  };
}
