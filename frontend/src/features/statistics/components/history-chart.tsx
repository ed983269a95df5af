import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AXIS_LABEL, CategoryAxis } from '../../../components/charts/category-axis';
import { formatCount } from '../../../lib/format/numbers';
import type { HistorySeries } from './history-series';

const CHART_HEIGHT = 300;
/** Colour-blind-safe palette (Okabe–Ito), the last one for "Übrige". */
const COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#7f7f7f'];

export const colourOf = (index: number, count: number) =>
  index === count - 1 && count === COLOURS.length ? COLOURS.at(-1)! : COLOURS[index % COLOURS.length]!;

/** A round axis top at or above `max` with four steps (1, 2, 5 × 10ⁿ, never below 1). */
export function axisTop(max: number): { top: number; ticks: number[] } {
  const rough = Math.max(max, 1) / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, ([1, 2, 5, 10].find((m) => rough <= m * power) ?? 10) * power);
  const top = Math.max(step, Math.ceil(max / step) * step);
  return { top, ticks: Array.from({ length: top / step + 1 }, (_, i) => i * step) };
}

/** "KW 47", "Nov. 2026" or "2026": short enough for four labels side by side on a phone. */
export function axisLabel(label: string): string {
  if (label.startsWith('KW ')) return label.split('/')[0]!;
  const [month, year] = label.split(' ');
  return year && month!.length > 4 ? `${month!.slice(0, 3)}. ${year}` : label;
}

function summary(series: HistorySeries, total: number, heading: string): string {
  const peak = series.rows.reduce((best, row) => (row.total > best.total ? row : best), series.rows[0]!);
  if (!peak || total === 0) return `${heading}: keine neuen Verfahren im Zeitraum.`;
  const leaders = series.groups
    .slice(0, 3)
    .map((group) => `${group.label} ${formatCount(group.total)}`)
    .join(', ');
  return `${heading}: insgesamt ${formatCount(total)} neue Verfahren, die meisten (${formatCount(peak.total)}) in ${peak.label}. Größte Gruppen: ${leaders}.`;
}

/** Stacked columns of new proceedings per period, one colour per group, with a legend. */
export function HistoryChart({ series, total, heading }: { series: HistorySeries; total: number; heading: string }) {
  const { top, ticks } = axisTop(series.max);
  return (
    <Box>
      <Box
        role="img"
        aria-label={summary(series, total, heading)}
        sx={{
          height: CHART_HEIGHT,
          display: 'grid',
          gridTemplateColumns: 'auto minmax(0, 1fr)',
          gridTemplateRows: 'minmax(0, 1fr) 24px',
          pt: 1,
        }}
      >
        <Box aria-hidden sx={{ position: 'relative', pr: 1 }}>
          <Typography variant="caption" sx={{ ...AXIS_LABEL, visibility: 'hidden', display: 'block', height: 0 }}>
            {formatCount(top)}
          </Typography>
          {ticks.map((tick) => (
            <Typography
              key={tick}
              variant="caption"
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
        <Box aria-hidden sx={{ position: 'relative' }}>
          {ticks.map((tick) => (
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
          ))}
          <Box sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'flex-end', gap: '2px' }}>
            {series.rows.map((row) => (
              <Box
                key={row.key}
                title={`${row.label}: ${formatCount(row.total)}`}
                data-period={row.key}
                sx={{
                  flex: 1,
                  minWidth: 0,
                  height: `${(row.total / top) * 100}%`,
                  display: 'flex',
                  flexDirection: 'column-reverse',
                }}
              >
                {row.values.map((value, index) =>
                  value > 0 ? (
                    <Box
                      key={series.groups[index]!.key}
                      sx={{
                        height: `${(value / row.total) * 100}%`,
                        minHeight: '1px',
                        bgcolor: colourOf(index, series.groups.length),
                      }}
                    />
                  ) : null,
                )}
              </Box>
            ))}
          </Box>
        </Box>
        <Box />
        <Box aria-hidden>
          <CategoryAxis
            labels={series.rows.map((row) => axisLabel(row.label))}
            keys={series.rows.map((row) => row.key)}
            height={24}
          />
        </Box>
      </Box>
      <Box
        component="ul"
        aria-label="Legende"
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
      >
        {series.groups.map((group, index) => (
          <Box
            component="li"
            key={group.key}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.75, typography: 'body2' }}
          >
            <Box
              aria-hidden
              sx={{ width: 12, height: 12, borderRadius: '2px', bgcolor: colourOf(index, series.groups.length) }}
            />
            {`${group.label}: ${formatCount(group.total)}`}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
