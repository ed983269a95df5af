import type { HistoryCount, HistoryCountsQuery } from '../read-model/case-queries.port.js';
import { groupLabel } from './history-dimensions.js';
import { periodsBetween } from './history-periods.js';
import type { HistoricalStatsResponse, HistoryRestrictionDto } from './historical-stats.response.js';

/** The table of new proceedings of the range per period and group, from the counts of the read model. */
export function historyTable(
  query: HistoryCountsQuery,
  rows: readonly HistoryCount[],
  restriction: HistoryRestrictionDto | null,
): HistoricalStatsResponse {
  const periods = periodsBetween(query.from, query.to, query.interval);
  const cells = new Map<string, number>();
  const periodTotals = new Map<string, number>();
  const groupTotals = new Map<string, number>();
  for (const { period, group, count } of rows) {
    const cell = `${period}\u0000${group}`;
    cells.set(cell, (cells.get(cell) ?? 0) + count);
    periodTotals.set(period, (periodTotals.get(period) ?? 0) + count);
    groupTotals.set(group, (groupTotals.get(group) ?? 0) + count);
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
