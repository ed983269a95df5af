import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { formatCount } from '../../../lib/format/numbers';
import type { RowState, StateCounts } from '../api/portfolio-types';

export const STATE_COLORS = { Treffer: 'error', Prüfen: 'warning', 'Kein Treffer': 'default' } as const;

/**
 * MUI's warning orange has 3:1 with white text and on white: the "Prüfen" chips use the theme's darker warning
 * tone (5.6:1), filled and outlined, so they are readable (WCAG AA).
 */
export function stateChipSx(state: RowState, variant: 'filled' | 'outlined') {
  if (state !== 'Prüfen') return undefined;
  return variant === 'filled'
    ? { bgcolor: 'warning.dark', color: 'common.white' }
    : { color: 'warning.dark', borderColor: 'warning.dark' };
}

export function countOf(counts: StateCounts, state: RowState): number {
  if (state === 'Treffer') return counts.treffer;
  return state === 'Prüfen' ? counts.pruefen : counts.keinTreffer;
}

/** "Treffer 3 · Prüfen 12 · Kein Treffer 9.985" as chips. */
export function StateCountChips({ counts }: { counts: StateCounts }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="list" aria-label="Zeilen je Status">
      {(['Treffer', 'Prüfen', 'Kein Treffer'] as const).map((state) => (
        <Chip
          key={state}
          role="listitem"
          size="small"
          color={STATE_COLORS[state]}
          variant={state === 'Kein Treffer' ? 'outlined' : 'filled'}
          sx={stateChipSx(state, state === 'Kein Treffer' ? 'outlined' : 'filled')}
          label={`${state}: ${formatCount(countOf(counts, state))}`}
        />
      ))}
    </Stack>
  );
}
