import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { CardListSkeleton } from '../../../components/feedback/card-list-skeleton';
import { serverErrorText } from '../../../lib/api/api-error';
import { type Subscription, useGetSubscriptionsQuery } from '../api/subscriptions-api';
import { DeleteNotificationDialog } from './delete-notification-dialog';
import { GENERIC_ERROR } from './notification-messages';
import { NotificationList } from './notification-list';
import { NotificationsEmptyState } from './notifications-empty-state';
import type { useSubscriptionActions } from './use-subscription-actions';

interface NotificationsSectionProps {
  actions: ReturnType<typeof useSubscriptionActions>;
  onEdit: (subscription: Subscription) => void;
}

/** SPEC §2: the list with its count, a skeleton of 3 cards while loading, an empty state and a load error. */
export function NotificationsSection({ actions, onEdit }: NotificationsSectionProps) {
  const { data, isLoading, isError, error, refetch } = useGetSubscriptionsQuery();
  const [toDelete, setToDelete] = useState<Subscription | null>(null);

  // SPEC §8: request failures are logged to the console.
  useEffect(() => {
    if (error) console.error('Benachrichtigungen nicht geladen', error);
  }, [error]);

  const confirmDelete = async (subscription: Subscription) => {
    await actions.deleteSubscription(subscription);
    setToDelete(null);
  };

  return (
    <Stack component="section" aria-labelledby="notifications-list-heading" spacing={2}>
      <Typography id="notifications-list-heading" variant="h5" component="h2">
        Ihre Benachrichtigungen{data ? ` (${data.length})` : ''}
      </Typography>
      {isLoading ? (
        <CardListSkeleton label="Benachrichtigungen werden geladen" />
      ) : isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Erneut versuchen
            </Button>
          }
        >
          <AlertTitle>Benachrichtigungen konnten nicht geladen werden</AlertTitle>
          {serverErrorText(error) ?? GENERIC_ERROR}
        </Alert>
      ) : !data || data.length === 0 ? (
        <NotificationsEmptyState />
      ) : (
        <NotificationList
          subscriptions={data}
          togglingId={actions.togglingId}
          onToggle={(subscription) => void actions.toggleActive(subscription)}
          resendingId={actions.resendingId}
          onResend={(subscription) => void actions.resendConfirmation(subscription)}
          onEdit={onEdit}
          onDelete={setToDelete}
        />
      )}
      <DeleteNotificationDialog
        subscription={toDelete}
        busy={actions.deleting}
        onConfirm={(subscription) => void confirmDelete(subscription)}
        onCancel={() => setToDelete(null)}
      />
    </Stack>
  );
}
