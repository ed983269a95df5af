import type { DatabaseSync } from 'node:sqlite';
import { prepared } from '../../../platform/sqlite/prepared.js';
import type { HistoryGroupBy } from '../../historical-stats/history-dimensions.js';
import { periodKey, type HistoryInterval } from '../../historical-stats/history-periods.js';
import type { HistoryCount, HistoryCountsQuery } from '../case-queries.port.js';

/** Column of `rm_history_counts` per dimension (a fixed list: never user text in SQL). */
const GROUP_COLUMN: Readonly<Record<HistoryGroupBy, string>> = {
  state: 'state',
  court: 'court',
  procedureType: 'procedure_type',
  legalForm: 'legal_form',
  debtorKind: 'debtor_kind',
};

/** SQL prefix of the day that names its month or year; weeks are folded from days in code. */
const BUCKET: Readonly<Record<HistoryInterval, string>> = {
  week: 'day',
  month: 'substr(day, 1, 7)',
  year: 'substr(day, 1, 4)',
};

/** New proceedings per period and group from `rm_history_counts` (read model historical-stats). */
export function historyCounts(db: DatabaseSync, query: HistoryCountsQuery): HistoryCount[] {
  const sql = `SELECT ${BUCKET[query.interval]} AS bucket, ${GROUP_COLUMN[query.groupBy]} AS grp, SUM(n) AS n
     FROM rm_history_counts WHERE day >= ? AND day <= ? GROUP BY bucket, grp`;
  const rows = prepared(db, sql).all(query.from, query.to) as { bucket: string; grp: string; n: number }[];
  return rows.map((row) => ({
    period: query.interval === 'week' ? periodKey(row.bucket, 'week') : row.bucket,
    group: row.grp,
    count: row.n,
  }));
}
