import { PlaceholderPage } from '../../../components/layout/placeholder-page';

/** Placeholder for /notifications (SPEC §2 Notifications), to be built by the notifications feature. */
export default function NotificationsPage() {
  return (
    <PlaceholderPage
      title="Benachrichtigungen"
      description="Hier verwalten Sie bald Ihre E-Mail-Benachrichtigungen zu Firmen und Stichwörtern."
    />
  );
}
