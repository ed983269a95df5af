import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCount } from '../../../lib/format/numbers';
import type { PortfolioSummary } from '../api/portfolio-types';

/** Whether the screen should ask again: the matching of the latest upload waits or runs. */
export function matchingRuns({ matching, lastUpload }: Pick<PortfolioSummary, 'matching' | 'lastUpload'>): boolean {
  // A portfolio without an upload has nothing to wait for, whatever state the store reports.
  return matching.state === 'läuft' || (matching.state === 'wartet' && lastUpload !== null);
}

/** The matching's progress while it runs; a short line once it is done. */
export function MatchingProgress({ portfolio }: { portfolio: Pick<PortfolioSummary, 'matching' | 'lastUpload'> }) {
  const { state, done, total } = portfolio.matching;
  if (!portfolio.lastUpload) return null;
  if (!matchingRuns(portfolio))
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Abgleich abgeschlossen
      </Typography>
    );
  const percent = total > 0 ? Math.round((done / total) * 100) : undefined;
  const text =
    state === 'wartet'
      ? 'Abgleich wartet auf den Start…'
      : `Abgleich läuft: ${formatCount(done)} von ${formatCount(total)} Zeilen geprüft`;
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2" aria-live="polite">
        {text}
      </Typography>
      <LinearProgress
        variant={percent === undefined ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label="Fortschritt des Abgleichs"
      />
    </Stack>
  );
}
