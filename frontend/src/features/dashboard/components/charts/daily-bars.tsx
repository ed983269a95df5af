import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AXIS_LABEL, CategoryAxis } from '../../../../components/charts/category-axis';
import { formatDate } from '../../../../lib/format/dates';
import { formatCount } from '../../../../lib/format/numbers';
import type { DailyCount } from '../../api/dashboard-types';
import { CHART_HEIGHT } from './chart-card';
import { valueScale } from './chart-scale';
import { ChartDataTable } from './chart-data-table';

const X_AXIS_HEIGHT = 24;
/** "21.11." */
const dayAndMonth = (date: string) => formatDate(date).slice(0, 6);

function summaryOf(daily: DailyCount[]): string {
  const total = daily.reduce((sum, d) => sum + d.count, 0);
  const peak = daily.reduce((best, d) => (d.count > best.count ? d : best), daily[0] ?? { date: '', count: 0 });
  const range = `Neue Verfahren pro Tag vom ${formatDate(daily[0]?.date)} bis ${formatDate(daily.at(-1)?.date)}`;
  return total > 0
    ? `${range}: insgesamt ${formatCount(total)}, höchstens ${formatCount(peak.count)} am ${formatDate(peak.date)}.`
    : `${range}: keine.`;
}

/** Tick values on the left, each level with the gridline it names. */
function ValueAxis({ ticks, top }: { ticks: number[]; top: number }) {
  return (
    <Box sx={{ position: 'relative', pr: 1 }}>
      {/* Sizes the column to the widest label; the labels themselves are placed absolutely. */}
      <Typography variant="caption" sx={{ ...AXIS_LABEL, visibility: 'hidden', display: 'block', height: 0 }}>
        {formatCount(top)}
      </Typography>
      {ticks.map((tick) => (
        <Typography
          key={tick}
          variant="caption"
          data-tick={tick}
          sx={{
            ...AXIS_LABEL,
            position: 'absolute',
            right: 8,
            bottom: `${(tick / top) * 100}%`,
            transform: 'translateY(50%)',
          }}
        >
          {formatCount(tick)}
        </Typography>
      ))}
    </Box>
  );
}

function Gridlines({ ticks, top }: { ticks: number[]; top: number }) {
  return ticks.map((tick) => (
    <Box
      key={tick}
      sx={{
        position: 'absolute',
        left: 0,
        right: 0,
        bottom: `${(tick / top) * 100}%`,
        borderTop: 1,
        borderColor: tick === 0 ? 'text.secondary' : 'divider',
      }}
    />
  ));
}

/**
 * Columns of new proceedings per publication day, oldest left (the server sends 30 days, zero-filled), on a
 * value axis with round ticks and gridlines and a date axis.
 */
export function DailyBars({ daily }: { daily: DailyCount[] }) {
  const { ticks, top } = valueScale(Math.max(0, ...daily.map((d) => d.count)));
  return (
    <>
      <Box
        role="img"
        aria-label={summaryOf(daily)}
        sx={{
          height: CHART_HEIGHT,
          display: 'grid',
          gridTemplateColumns: 'auto minmax(0, 1fr)',
          gridTemplateRows: `minmax(0, 1fr) ${X_AXIS_HEIGHT}px`,
          pt: 1,
        }}
      >
        <ValueAxis ticks={ticks} top={top} />
        <Box aria-hidden sx={{ position: 'relative' }}>
          <Gridlines ticks={ticks} top={top} />
          <Box sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'flex-end', gap: '2px' }}>
            {daily.map((day) => (
              <Box
                key={day.date}
                title={`${formatDate(day.date)}: ${formatCount(day.count)}`}
                sx={{
                  flex: 1,
                  minWidth: 0,
                  height: `${(day.count / top) * 100}%`,
                  minHeight: day.count > 0 ? 2 : 0,
                  bgcolor: 'primary.main',
                  borderRadius: '2px 2px 0 0',
                }}
              />
            ))}
          </Box>
        </Box>
        <Box />
        {/* Today and every seventh day before it, as many as fit ("21.11."). */}
        <Box aria-hidden>
          <CategoryAxis
            labels={daily.map((day) => dayAndMonth(day.date))}
            keys={daily.map((day) => day.date)}
            unit={7}
            height={X_AXIS_HEIGHT}
          />
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
