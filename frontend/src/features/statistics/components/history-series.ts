import type { HistoryStats } from '../api/history-types';

/** Groups shown on their own in chart and table; the rest are summed as "Übrige". */
export const SHOWN_GROUPS = 6;
export const OTHER_KEY = '__other__';
export const OTHER_LABEL = 'Übrige';

export interface SeriesGroup {
  key: string;
  label: string;
  total: number;
}

export interface SeriesRow {
  key: string;
  label: string;
  total: number;
  /** Counts in the order of `groups`. */
  values: number[];
}

export interface HistorySeries {
  groups: SeriesGroup[];
  rows: SeriesRow[];
  max: number;
}

/**
 * Chart and table data: periods oldest first, the largest groups on their own (the server sends them most
 * first) and all smaller ones together, so a breakdown by some hundred courts stays readable.
 */
export function historySeries(stats: HistoryStats, shown = SHOWN_GROUPS): HistorySeries {
  const own = stats.groups.length > shown + 1 ? stats.groups.slice(0, shown) : stats.groups;
  const rest = stats.groups.slice(own.length);
  const groups: SeriesGroup[] = [...own];
  if (rest.length > 0) {
    groups.push({ key: OTHER_KEY, label: OTHER_LABEL, total: rest.reduce((sum, group) => sum + group.total, 0) });
  }
  const column = new Map(own.map((group, index) => [group.key, index]));
  const byPeriod = new Map(stats.periods.map((period) => [period.key, new Array<number>(groups.length).fill(0)]));
  for (const cell of stats.counts) {
    const values = byPeriod.get(cell.period);
    if (values) values[column.get(cell.group) ?? groups.length - 1]! += cell.count;
  }
  const rows = stats.periods.map((period) => ({
    key: period.key,
    label: period.label,
    total: period.total,
    values: byPeriod.get(period.key)!,
  }));
  return { groups, rows, max: Math.max(0, ...rows.map((row) => row.total)) };
}
