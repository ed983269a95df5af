import { GROUP_HEADING } from './history-dimensions.js';
import type { HistoricalStatsResponse } from './historical-stats.response.js';

/** German Excel opens `;`-separated UTF-8 with a byte-order mark without an import dialogue. */
const BOM = '\uFEFF';
const SEPARATOR = ';';

const germanDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** A field quoted when it holds the separator, a quote or a line break; formula starts are defused. */
function field(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One row per period and group with new proceedings (the JSON answer's `counts`), CRLF line ends. */
export function historyCsv(stats: HistoricalStatsResponse): string {
  const periods = new Map(stats.periods.map((period) => [period.key, period]));
  const labels = new Map(stats.groups.map((group) => [group.key, group.label]));
  const lines = [['Zeitraum', 'Von', 'Bis', GROUP_HEADING[stats.groupBy], 'Neue Verfahren']];
  for (const cell of stats.counts) {
    const period = periods.get(cell.period)!;
    lines.push([
      period.label,
      germanDate(period.from),
      germanDate(period.to),
      labels.get(cell.group)!,
      String(cell.count),
    ]);
  }
  return BOM + lines.map((line) => line.map(field).join(SEPARATOR)).join('\r\n') + '\r\n';
}
