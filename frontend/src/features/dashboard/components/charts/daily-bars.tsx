import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../../lib/format/dates';
import { formatCount } from '../../../../lib/format/numbers';
import type { DailyCount } from '../../api/dashboard-types';
import { CHART_HEIGHT } from './chart-card';
import { ChartDataTable } from './chart-data-table';

const AXIS_HEIGHT = 24;
const shortDay = (date: string) => formatDate(date).slice(0, 6);

/** Columns of new proceedings per publication day, oldest left (the server sends 30 days, zero-filled). */
export function DailyBars({ daily }: { daily: DailyCount[] }) {
  const max = Math.max(1, ...daily.map((d) => d.count));
  const total = daily.reduce((sum, d) => sum + d.count, 0);
  const peak = daily.reduce((best, d) => (d.count > best.count ? d : best), daily[0] ?? { date: '', count: 0 });
  const first = daily[0]?.date;
  const last = daily.at(-1)?.date;
  const range = `Neue Verfahren pro Tag vom ${formatDate(first)} bis ${formatDate(last)}`;
  const summary =
    total > 0
      ? `${range}: insgesamt ${formatCount(total)}, höchstens ${formatCount(peak.count)} am ${formatDate(peak.date)}.`
      : `${range}: keine.`;
  return (
    <>
      <Box role="img" aria-label={summary} sx={{ height: CHART_HEIGHT, display: 'flex', flexDirection: 'column' }}>
        <Typography variant="caption" sx={{ color: 'text.secondary' }} aria-hidden>
          max. {formatCount(max)}
        </Typography>
        <Box
          aria-hidden
          sx={{
            flexGrow: 1,
            display: 'flex',
            alignItems: 'flex-end',
            gap: '2px',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {daily.map((day) => (
            <Box
              key={day.date}
              title={`${formatDate(day.date)}: ${formatCount(day.count)}`}
              sx={{
                flex: 1,
                minWidth: 0,
                height: `${(day.count / max) * 100}%`,
                minHeight: day.count > 0 ? 2 : 0,
                bgcolor: 'primary.main',
                borderRadius: '2px 2px 0 0',
              }}
            />
          ))}
        </Box>
        <Box aria-hidden sx={{ height: AXIS_HEIGHT, display: 'flex', justifyContent: 'space-between', pt: 0.5 }}>
          {[first, daily[Math.floor(daily.length / 2)]?.date, last].map((date, i) => (
            <Typography key={i} variant="caption" sx={{ color: 'text.secondary' }}>
              {date ? shortDay(date) : ''}
            </Typography>
          ))}
        </Box>
      </Box>
      <ChartDataTable
        caption="Neue Verfahren pro Veröffentlichungstag"
        headers={['Tag', 'Verfahren']}
        rows={daily.map((d) => [formatDate(d.date), formatCount(d.count)])}
      />
    </>
  );
}
