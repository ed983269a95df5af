import Stack from '@mui/material/Stack';
import type { AdminDashboard } from '../api/admin-dashboard-api';
import { AdminSection } from './admin-section';
import { AdminStatTiles } from './admin-stat-tiles';
import { CleanupHistoryTable } from './cleanup-history-table';
import { ImportRunsTable } from './import-runs-table';
import { ImportTriggerButton } from './import-trigger-button';
import { MailDeliveriesTable } from './mail-deliveries-table';
import { RetentionPanel } from './retention-panel';
import { useAdminOperations } from './use-admin-operations';
import { useCleanupOutcomeToast } from './use-cleanup-outcome-toast';

/** Everything GET /admin/dashboard feeds: tiles, retention with cleanup, import and cleanup history, mail delivery. */
export function AdminOverview({ dashboard }: { dashboard: AdminDashboard }) {
  const operations = useAdminOperations();
  useCleanupOutcomeToast(dashboard.cleanupRun, operations.startedCleanupId);
  return (
    <Stack spacing={3}>
      <AdminSection title="Systemübersicht">
        <AdminStatTiles dashboard={dashboard} />
      </AdminSection>
      <RetentionPanel dashboard={dashboard} cleaning={operations.cleaning} onCleanup={operations.runCleanup} />
      {/* Stacked, not side by side: each table needs the full width to show all columns without scrolling. */}
      <AdminSection
        title="Letzte Importe"
        actions={<ImportTriggerButton importing={operations.importing} onTrigger={operations.triggerImport} />}
      >
        <ImportRunsTable logs={dashboard.importLogs} />
      </AdminSection>
      <AdminSection title="Bereinigungsverlauf">
        <CleanupHistoryTable logs={dashboard.cleanupLogs} />
      </AdminSection>
      {dashboard.mailDeliveries && (
        <AdminSection title="E-Mail-Zustellung">
          <MailDeliveriesTable deliveries={dashboard.mailDeliveries} />
        </AdminSection>
      )}
    </Stack>
  );
}
