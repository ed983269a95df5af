import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ImportStatus } from '../../api/dashboard-types';
import { FreshnessBox } from './freshness-box';
import { importStatusView } from './import-status-view';
import { ImportRunSummary } from './import-run-summary';
import { ImportTiles } from './import-tiles';
import { InfoBox } from './info-box';
import { RecentImportActivity } from './recent-import-activity';

interface ImportMonitoringPanelProps {
  status: ImportStatus | undefined;
  loading: boolean;
  /** Admins also see the portal request budget. */
  isAdmin?: boolean;
}

/** SPEC §2 'Live Import-Monitoring'. */
export function ImportMonitoringPanel({ status, loading, isAdmin = false }: ImportMonitoringPanelProps) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="import-monitoring-heading"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="import-monitoring-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
        Live Import-Monitoring
      </Typography>
      {loading ? (
        <Stack spacing={2} role="status" aria-label="Import-Monitoring wird geladen">
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rounded" height={84} />
            ))}
          </Box>
          <Skeleton variant="rounded" height={180} />
        </Stack>
      ) : !status ? (
        <Typography sx={{ color: 'text.secondary', py: 2 }}>Import-Monitoring nicht verfügbar</Typography>
      ) : (
        <LoadedPanel status={status} isAdmin={isAdmin} />
      )}
    </Paper>
  );
}

function LoadedPanel({ status, isAdmin }: { status: ImportStatus; isAdmin: boolean }) {
  const view = importStatusView(status);
  return (
    <Stack spacing={2}>
      <ImportTiles tiles={view.tiles} />
      <ImportRunSummary view={view} />
      {status.freshness && <FreshnessBox freshness={status.freshness} isAdmin={isAdmin} />}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}
      >
        <InfoBox
          title="Portal-Verbindung"
          rows={[
            { label: 'Primär', value: view.portal.primary },
            { label: 'Status', value: view.portal.primaryStatus },
            { label: 'Letzte Antwort', value: view.portal.lastContact },
            { label: 'Fallback', value: `${view.portal.fallback} (${view.portal.fallbackStatus})` },
          ]}
        />
        <InfoBox
          title="Import-System"
          rows={[
            { label: 'Status', value: view.system.status },
            { label: 'Methode', value: view.system.method },
            { label: 'Sessions pro Tag', value: view.system.sessionsPerDay },
            { label: 'Letzter erfolgreicher Import', value: view.system.lastImport },
          ]}
        />
        <RecentImportActivity activity={view.activity} />
      </Box>
    </Stack>
  );
}
