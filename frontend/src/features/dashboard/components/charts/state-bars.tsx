import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatCount } from '../../../../lib/format/numbers';
import { LANDS, landName } from '../../../../lib/insolvency/lands';
import type { StateCount } from '../../api/dashboard-types';
import { CHART_HEIGHT } from './chart-card';
import { ChartDataTable } from './chart-data-table';

/** Every Land, largest first: the server leaves out Länder without cases, the chart shows them with 0. */
export function withAllLands(byState: StateCount[]): StateCount[] {
  const missing = LANDS.filter((land) => !byState.some((entry) => entry.state === land.code)).map((land) => ({
    state: land.code as string,
    count: 0,
  }));
  return [...byState, ...missing].sort((a, b) => b.count - a.count);
}

/** Horizontal bars per Land, largest first. */
export function StateBars({ byState }: { byState: StateCount[] }) {
  const sorted = withAllLands(byState);
  const max = Math.max(1, ...sorted.map((s) => s.count));
  const top = sorted
    .filter((s) => s.count > 0)
    .slice(0, 3)
    .map((s) => `${landName(s.state)} ${formatCount(s.count)}`)
    .join(', ');
  return (
    <>
      <Box
        role="img"
        aria-label={top ? `Verfahren nach Bundesland, die meisten in: ${top}.` : 'Verfahren nach Bundesland: keine.'}
        sx={{
          height: CHART_HEIGHT,
          display: 'grid',
          gridTemplateRows: `repeat(${sorted.length}, 1fr)`,
          alignItems: 'center',
        }}
      >
        {sorted.map((entry) => (
          <Box
            key={entry.state}
            aria-hidden
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '3rem 1fr 3.5rem', sm: '11rem 1fr 3.5rem' },
              gap: 1,
              alignItems: 'center',
            }}
          >
            <Typography variant="caption" noWrap title={landName(entry.state)} sx={{ lineHeight: 1.2 }}>
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                {landName(entry.state)}
              </Box>
              <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
                {entry.state}
              </Box>
            </Typography>
            <Box sx={{ height: 10, bgcolor: '#e3e8ef', borderRadius: 1, overflow: 'hidden' }}>
              <Box sx={{ height: '100%', width: `${(entry.count / max) * 100}%`, bgcolor: 'primary.main' }} />
            </Box>
            <Typography variant="caption" sx={{ textAlign: 'right', lineHeight: 1.2 }}>
              {formatCount(entry.count)}
            </Typography>
          </Box>
        ))}
      </Box>
      <ChartDataTable
        caption="Verfahren nach Bundesland"
        headers={['Bundesland', 'Verfahren']}
        rows={sorted.map((s) => [landName(s.state) ?? s.state, formatCount(s.count)])}
      />
    </>
  );
}
