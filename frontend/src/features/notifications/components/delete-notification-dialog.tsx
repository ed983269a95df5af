import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { useLastPresent } from '../../../components/feedback/use-last-present';
import type { Subscription } from '../api/subscriptions-api';

interface DeleteNotificationDialogProps {
  subscription: Subscription | null;
  busy: boolean;
  onConfirm: (subscription: Subscription) => void;
  onCancel: () => void;
}

/** Deleting asks first (brief: "ask for confirmation"). */
export function DeleteNotificationDialog({ subscription, busy, onConfirm, onCancel }: DeleteNotificationDialogProps) {
  const shown = useLastPresent(subscription);
  return (
    <ConfirmDialog
      open={subscription !== null}
      title="Benachrichtigung löschen?"
      confirmLabel="Löschen"
      destructive
      busy={busy}
      onConfirm={() => subscription && onConfirm(subscription)}
      onCancel={onCancel}
    >
      Die Benachrichtigung für „{shown?.companyName}“ wird endgültig gelöscht. Sie erhalten dazu keine E-Mails mehr.
    </ConfirmDialog>
  );
}
