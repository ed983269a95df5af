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

/** One-line system state from GET /api/health. */
export function SystemStatus() {
  const { data, isLoading, isError } = useGetHealthQuery(undefined, pollingOptions);
  const view = isLoading ? LOADING : isError || !data ? UNAVAILABLE : (BY_STATUS[data.status] ?? UNAVAILABLE);

  return (
    <Stack direction="row" spacing={1} role="status" aria-live="polite" sx={{ alignItems: 'center' }}>
      <CircleIcon aria-hidden fontSize="inherit" sx={{ color: view.color, fontSize: 12 }} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {view.label}
      </Typography>
    </Stack>
  );
}
