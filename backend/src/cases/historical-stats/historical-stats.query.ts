import type { DatabaseSync } from 'node:sqlite';
import { readModelMissing } from '../../platform/read-store/read-model-missing.js';
import { prepared } from '../../platform/sqlite/prepared.js';
import { GROUP_COLUMN, groupLabel, type HistoryGroupBy } from './history-dimensions.js';
import { periodKey, periodsBetween, type HistoryInterval } from './history-periods.js';
import type { HistoricalStatsResponse, HistoryRestrictionDto } from './historical-stats.response.js';

export interface HistoryQuery {
  readonly from: string;
  readonly to: string;
  readonly groupBy: HistoryGroupBy;
  readonly interval: HistoryInterval;
}

/** SQL prefix of the day that names its month or year; weeks are folded from days in code. */
const BUCKET: Readonly<Record<HistoryInterval, string>> = {
  week: 'day',
  month: 'substr(day, 1, 7)',
  year: 'substr(day, 1, 4)',
};

function countRows(db: DatabaseSync, query: HistoryQuery): { bucket: string; grp: string; n: number }[] {
  const sql = `SELECT ${BUCKET[query.interval]} AS bucket, ${GROUP_COLUMN[query.groupBy]} AS grp, SUM(n) AS n
     FROM rm_history_counts WHERE day >= ? AND day <= ? GROUP BY bucket, grp`;
  try {
    return prepared(db, sql).all(query.from, query.to) as { bucket: string; grp: string; n: number }[];
  } catch (error) {
    if (readModelMissing(error)) return [];
    throw error;
  }
}

/** New proceedings of the range per period and group, from the anonymised counts (read model historical-stats). */
export function historicalStats(
  db: DatabaseSync,
  query: HistoryQuery,
  restriction: HistoryRestrictionDto | null,
): HistoricalStatsResponse {
  const periods = periodsBetween(query.from, query.to, query.interval);
  const cells = new Map<string, number>();
  const periodTotals = new Map<string, number>();
  const groupTotals = new Map<string, number>();
  for (const row of countRows(db, query)) {
    const period = query.interval === 'week' ? periodKey(row.bucket, 'week') : row.bucket;
    const cell = `${period}\u0000${row.grp}`;
    cells.set(cell, (cells.get(cell) ?? 0) + row.n);
    periodTotals.set(period, (periodTotals.get(period) ?? 0) + row.n);
    groupTotals.set(row.grp, (groupTotals.get(row.grp) ?? 0) + row.n);
  }
  const groups = [...groupTotals]
    .map(([key, total]) => ({ key, label: groupLabel(query.groupBy, key), total }))
    .sort((a, b) => b.total - a.total || a.label.localeCompare(b.label, 'de'));
  const order = new Map(groups.map((group, index) => [group.key, index]));
  const counts = periods.flatMap((period) =>
    groups
      .map((group) => ({
        period: period.key,
        group: group.key,
        count: cells.get(`${period.key}\u0000${group.key}`) ?? 0,
      }))
      .filter((cell) => cell.count > 0)
      .sort((a, b) => order.get(a.group)! - order.get(b.group)!),
  );
  return {
    from: query.from,
    to: query.to,
    groupBy: query.groupBy,
    interval: query.interval,
    total: groups.reduce((sum, group) => sum + group.total, 0),
    periods: periods.map((period) => ({ ...period, total: periodTotals.get(period.key) ?? 0 })),
    groups,
    counts,
    restriction,
  };
}
