import Stack from '@mui/material/Stack';
import type { Subscription } from '../api/subscriptions-api';
import { NotificationCard } from './notification-card';

interface NotificationListProps {
  subscriptions: Subscription[];
  togglingId: string | undefined;
  onToggle: (subscription: Subscription) => void;
  onEdit: (subscription: Subscription) => void;
  onDelete: (subscription: Subscription) => void;
  resendingId?: string;
  onResend?: (subscription: Subscription) => void;
}

export function NotificationList({
  subscriptions,
  togglingId,
  onToggle,
  onEdit,
  onDelete,
  resendingId,
  onResend,
}: NotificationListProps) {
  return (
    <Stack spacing={2}>
      {subscriptions.map((subscription) => (
        <NotificationCard
          key={subscription.id}
          subscription={subscription}
          toggling={togglingId === subscription.id}
          onToggle={() => onToggle(subscription)}
          onEdit={() => onEdit(subscription)}
          onDelete={() => onDelete(subscription)}
          resending={resendingId === subscription.id}
          onResend={() => onResend?.(subscription)}
        />
      ))}
    </Stack>
  );
}
