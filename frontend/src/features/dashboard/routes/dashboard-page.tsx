import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useEffect, useState } from 'react';
import { FreePlanBanner } from '../../../components/insolvency/free-plan-banner';
import { useDocumentTitle } from '../../../components/use-document-title';
import { serverErrorText } from '../../../lib/api/api-error';
import { pollingOptions } from '../../../lib/api/polling';
import { isProPlan } from '../../../lib/session/session-user';
import { useSession } from '../../../lib/session/use-session';
import {
  RECENT_NOTICES_LIMIT,
  useGetActiveAlertCountQuery,
  useGetCaseStatsQuery,
  useGetImportStatusQuery,
  useGetRecentCasesQuery,
} from '../api/dashboard-api';
import { ChartsSection } from '../components/charts/charts-section';
import { DashboardChartsSkeleton } from '../components/charts/dashboard-charts-skeleton';
import { ImportMonitoringPanel } from '../components/import-monitoring/import-monitoring-panel';
import { QuickLinks } from '../components/quick-links';
import { RecentNotices } from '../components/recent-notices/recent-notices';
import { StatCards } from '../components/stats/stat-cards';
import { WelcomeHeader } from '../components/welcome-header';

const DashboardCharts = lazy(() => import('../components/charts/dashboard-charts'));

/** Polling of the import monitor while an import runs (its progress changes every few seconds). */
export const IMPORT_RUNNING_POLLING_MS = 3_000;

/** A count of the usual length for the unseen placeholder of the free-plan banner. */
const PLACEHOLDER_TOTAL = 10_000;

/** SPEC §8: what a failed data load shows when the server gave no text. */
export const GENERIC_LOAD_ERROR = 'An error occurred';

/** SPEC §2 Dashboard at / and /dashboard; everything polls every 30 s while the tab has focus (SPEC §4). */
export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user, isAdmin } = useSession();
  const stats = useGetCaseStatsQuery(undefined, pollingOptions);
  const recent = useGetRecentCasesQuery(RECENT_NOTICES_LIMIT, pollingOptions);
  const [importRunning, setImportRunning] = useState(false);
  // A running import is followed every few seconds; otherwise the SPEC's 30 s.
  const importStatus = useGetImportStatusQuery(undefined, {
    ...pollingOptions,
    pollingInterval: importRunning ? IMPORT_RUNNING_POLLING_MS : pollingOptions.pollingInterval,
  });
  const running = Boolean(importStatus.data?.systemStatus?.currentRun);
  if (running !== importRunning) setImportRunning(running);
  const alerts = useGetActiveAlertCountQuery(undefined, pollingOptions);

  useEffect(() => {
    for (const [name, query] of [
      ['Kennzahlen', stats],
      ['Aktuelle Meldungen', recent],
      ['Import-Status', importStatus],
    ] as const) {
      if (query.isError) console.error(`${name} konnten nicht geladen werden`, query.error);
    }
  }, [stats, recent, importStatus]);

  const statsFailed = stats.isError && !stats.data;
  const limited = recent.data?.subscription?.isLimited;
  // Free users most likely get the banner: hold its place while loading, so the page does not jump.
  const reserveBanner = recent.isLoading && !isProPlan(user?.plan);

  return (
    <Stack spacing={3}>
      <WelcomeHeader
        user={user}
        importOverall={importStatus.isError ? null : importStatus.data?.systemStatus?.overall}
      />
      {limited && <FreePlanBanner totalAvailable={recent.data?.subscription?.totalAvailable ?? 0} />}
      {/* The banner itself, unseen, holds its place: its height depends on the width (three lines on a phone),
          which a fixed placeholder did not match. */}
      {reserveBanner && (
        <Box aria-hidden data-testid="free-plan-banner-placeholder" sx={{ visibility: 'hidden' }}>
          <FreePlanBanner totalAvailable={PLACEHOLDER_TOTAL} />
        </Box>
      )}
      <QuickLinks />
      <StatCards
        stats={stats.data}
        statsFailed={statsFailed}
        // SPEC: a failed subscription call counts as no active notifications.
        activeAlerts={alerts.isError ? 0 : alerts.data}
      />
      <RecentNotices
        notices={recent.data?.results}
        loading={recent.isLoading}
        error={recent.isError && !recent.data ? (serverErrorText(recent.error) ?? GENERIC_LOAD_ERROR) : undefined}
      />
      <ImportMonitoringPanel
        status={importStatus.isError ? undefined : importStatus.data}
        loading={importStatus.isLoading}
        isAdmin={isAdmin}
      />
      {/* The section (its heading and the link to "Historische Daten") stays while the charts' chunk arrives: a
          click on the link as the placeholder was swapped for the charts was lost (mouse down on one element, up on
          its replacement), which a journey met under load. */}
      <ChartsSection>
        <Suspense fallback={<DashboardChartsSkeleton />}>
          {/* The charts draw the polled stats' daily and byState counts: no call of their own. */}
          <DashboardCharts stats={stats.data} loading={stats.isLoading} failed={statsFailed} />
        </Suspense>
      </ChartsSection>
    </Stack>
  );
}
