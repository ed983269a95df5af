import { PlaceholderPage } from '../../../components/layout/placeholder-page';

/** Placeholder for /admin (SPEC §2 Admin dashboard), to be built by the admin feature. */
export default function AdminPage() {
  return (
    <PlaceholderPage title="Administration" description="Systemstatistiken, Datenaufbewahrung und Kontaktanfragen." />
  );
}
