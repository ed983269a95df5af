import { PlaceholderPage } from '../../../components/layout/placeholder-page';

/** Placeholder for the dashboard at / and /dashboard (SPEC §2 Dashboard), to be built by the dashboard feature. */
export default function DashboardPage() {
  return (
    <PlaceholderPage
      title="Dashboard"
      description="Willkommen beim Insolvenzmonitor. Hier erscheinen bald Ihre aktuellen Meldungen und Statistiken."
    />
  );
}
