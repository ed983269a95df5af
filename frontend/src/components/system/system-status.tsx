import CircleIcon from '@mui/icons-material/Circle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pollingOptions } from '../../lib/api/polling';
import { type HealthStatus, useGetHealthQuery } from '../../lib/system/health-api';

type StatusView = { label: string; color: 'success.main' | 'warning.main' | 'error.main' | 'text.disabled' };

const LOADING: StatusView = { label: 'Status wird geladen…', color: 'text.disabled' };
const UNAVAILABLE: StatusView = { label: 'Status nicht verfügbar', color: 'error.main' };
const BY_STATUS: Record<HealthStatus, StatusView> = {
  ok: { label: 'System bereit', color: 'success.main' },
  degraded: { label: 'System eingeschränkt', color: 'warning.main' },
  down: UNAVAILABLE,
};

/** The import monitor's overall states (server-derived) and their colours. */
const IMPORT_COLORS: Record<string, StatusView['color']> = {
  running: 'success.main',
  ready: 'success.main',
  incomplete: 'warning.main',
  never: 'text.disabled',
  failed: 'error.main',
  portal_unreachable: 'error.main',
};

export interface ImportOverall {
  state: string;
  label: string;
}

/**
 * One-line system state: the import monitor's overall status when the page has it (so the headline agrees
 * with the monitor's boxes), else GET /api/health. A backend that is down wins over both.
 */
export function SystemStatus({ importOverall }: { importOverall?: ImportOverall | null }) {
  const { data, isLoading, isError } = useGetHealthQuery(undefined, pollingOptions);
  const health = isLoading ? LOADING : isError || !data ? UNAVAILABLE : (BY_STATUS[data.status] ?? UNAVAILABLE);
  const view =
    importOverall && health !== UNAVAILABLE
      ? { label: importOverall.label, color: IMPORT_COLORS[importOverall.state] ?? 'text.disabled' }
      : health;

  return (
    // One line whatever the label: "Status wird geladen…" wrapped beside the dashboard's greeting and the header
    // shrank by a line when the short state arrived, moving the page below it.
    <Stack direction="row" spacing={1} role="status" aria-live="polite" sx={{ alignItems: 'center', flexShrink: 0 }}>
      <CircleIcon aria-hidden fontSize="inherit" sx={{ color: view.color, fontSize: 12 }} />
      <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
        {view.label}
      </Typography>
    </Stack>
  );
}
