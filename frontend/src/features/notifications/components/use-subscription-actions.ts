import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { httpStatusOf } from '../../../lib/api/api-error';
import {
  type Subscription,
  type SubscriptionInput,
  useCreateSubscriptionMutation,
  useDeleteSubscriptionMutation,
  useToggleSubscriptionMutation,
  useUpdateSubscriptionMutation,
} from '../api/subscriptions-api';
import { NOTIFICATION_MESSAGES as TEXT } from './notification-messages';
import { useProRefusal } from './use-pro-refusal';

/** Create, update, toggle and delete with SPEC §8's toasts. Each resolves to whether it succeeded. */
export function useSubscriptionActions() {
  const [create, createState] = useCreateSubscriptionMutation();
  const [update, updateState] = useUpdateSubscriptionMutation();
  const [toggle, toggleState] = useToggleSubscriptionMutation();
  const [remove, removeState] = useDeleteSubscriptionMutation();
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
        await create(input).unwrap();
        enqueueSnackbar(TEXT.created, { variant: 'success' });
        return true;
      } catch (error) {
        // The stored plan can be stale (downgraded elsewhere): the server's refusal is the one that counts.
        if (httpStatusOf(error) === 403) {
          refuseFreeUser();
          return false;
        }
        console.error('Benachrichtigung nicht angelegt', error);
        enqueueSnackbar(TEXT.saveFailed, { variant: 'error' });
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

  return {
    save,
    saving: createState.isLoading || updateState.isLoading,
    toggleActive,
    togglingId: toggleState.isLoading ? toggleState.originalArgs : undefined,
    deleteSubscription,
    deleting: removeState.isLoading,
  };
}
