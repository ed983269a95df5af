import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { CardListSkeleton } from '../../../components/feedback/card-list-skeleton';
import { useDocumentTitle } from '../../../components/use-document-title';
import { httpStatusOf } from '../../../lib/api/api-error';
import { pollingOptions } from '../../../lib/api/polling';
import { useGetAdminDashboardQuery, useRunCleanupMutation } from '../api/admin-dashboard-api';
import { CLEANUP_MUTATION_KEY, CLEANUP_POLLING_MS } from '../components/admin-messages';
import { AdminOverview } from '../components/admin-overview';
import { ContactMessagesPanel } from '../components/contact-messages-panel';
import { LoadErrorAlert } from '../components/load-error-alert';
import { UsersPanel } from '../components/users-panel';

// Long German words must fit a 360 px phone: a smaller size there, and wrapping as a last resort.
const PAGE_TITLE_SX = { fontSize: { xs: '1.75rem', sm: '2.125rem' }, overflowWrap: 'anywhere' } as const;

/**
 * SPEC §2 Admin dashboard, refreshed every 30 s (SPEC §4), every 2 s while a cleanup or an import runs (or the
 * cleanup just started has not shown up yet); plus user management (issue #6).
 */
export default function AdminPage() {
  useDocumentTitle('Administration');
  const [, started] = useRunCleanupMutation({ fixedCacheKey: CLEANUP_MUTATION_KEY });
  const [cleanupActive, setCleanupActive] = useState(false);
  const [importActive, setImportActive] = useState(false);
  const { data, isLoading, isError, error } = useGetAdminDashboardQuery(undefined, {
    ...pollingOptions,
    pollingInterval: cleanupActive || importActive ? CLEANUP_POLLING_MS : pollingOptions.pollingInterval,
  });
  // A running import's progress is followed as closely as a cleanup's.
  const importRunning = data?.importLogs.some((log) => log.status === 'running') ?? false;
  if (importRunning !== importActive) setImportActive(importRunning);
  const run = data?.cleanupRun;
  const startedRunId = started.data?.runId;
  const active = run?.status === 'running' || (startedRunId !== undefined && run?.runId !== startedRunId);
  if (active !== cleanupActive) setCleanupActive(active);
  const status = httpStatusOf(error);

  // SPEC §6: the server decides who is admin; a stale stored role ends here.
  if (status === 401 || status === 403) return <Navigate to="/" replace />;

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h4" component="h1" sx={PAGE_TITLE_SX}>
          Administration
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Systemstatistiken, Datenaufbewahrung, Importe, Kontaktanfragen und Benutzer.
        </Typography>
      </Stack>
      {isLoading ? (
        <CardListSkeleton label="Dashboard wird geladen" />
      ) : isError || !data ? (
        <LoadErrorAlert error={error} />
      ) : (
        <AdminOverview dashboard={data} />
      )}
      <ContactMessagesPanel />
      <UsersPanel />
    </Stack>
  );
}
