import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ImportStatusViewModel } from './import-status-view';

/**
 * The monitor's one status in words (the same the headline and the boxes show), the progress of a running
 * import, and the plain-German note when the portal cannot be reached.
 */
export function ImportRunSummary({ view }: { view: ImportStatusViewModel }) {
  const { run } = view;
  return (
    <Box role="status" aria-live="polite" aria-label="Importstatus">
      {view.portal.message ? (
        <Alert severity="warning">{view.portal.message}</Alert>
      ) : (
        view.system.detail && (
          <Typography variant="body2">
            <Box component="span" sx={{ fontWeight: 600 }}>
              {view.system.status}:
            </Box>{' '}
            {view.system.detail}
          </Typography>
        )
      )}
      {run && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress
            variant="determinate"
            value={run.percent}
            aria-label={`Importfortschritt: Tag ${run.dayNumber} von ${run.daysTotal}`}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {`Tag ${run.dayNumber} von ${run.daysTotal} · ${run.fetched} abgerufen · ${run.newCases}`}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
