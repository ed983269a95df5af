import type { DatabaseSync } from 'node:sqlite';
import type { ReadStoreConfig } from '../../platform/config/read-store-config.js';
import { databaseOf, openMongoConnection } from '../../platform/read-store/mongo/mongo-connection.js';
import { READ_DB } from '../../platform/read-store/sqlite/read-db.js';
import { HISTORY_INCREMENTS, HISTORY_OPEN_CASES } from '../read-model/mongo/history-documents.js';

/** What the historical-statistics read model stores: its counts per combination of facts, and its open cases. */
export interface HistoryAggregates {
  readonly rows: readonly unknown[];
  readonly openCases: number;
}

/**
 * The stored aggregates of the read model `historical-stats` on either read store, for tests that compare them
 * before and after an erasure or a replay and look for personal data in them. SQLite: the rows of
 * `rm_history_counts` and `rm_history_open_cases`. MongoDB: the increments of `rm_history_increments` added up per
 * combination of facts (as the queries add them up), and the living cases of `rm_history_open_cases` (an erased
 * case stays there as id and position only).
 */
export async function historyAggregates(
  readStore: ReadStoreConfig,
  get: <T>(token: symbol) => T,
): Promise<HistoryAggregates> {
  if (readStore.kind === 'sqlite') {
    const db = get<DatabaseSync>(READ_DB);
    const rows = db.prepare('SELECT * FROM rm_history_counts ORDER BY day, state, court, procedure_type, legal_form');
    const open = db.prepare('SELECT COUNT(*) AS n FROM rm_history_open_cases').get() as { n: number };
    return { rows: rows.all(), openCases: open.n };
  }
  const connection = await openMongoConnection(readStore.url);
  try {
    const db = databaseOf(connection);
    const facts = ['day', 'state', 'court', 'procedureType', 'legalForm', 'debtorKind'] as const;
    const rows = await db
      .collection(HISTORY_INCREMENTS)
      .aggregate([
        { $group: { _id: Object.fromEntries(facts.map((fact) => [fact, `$${fact}`])), n: { $sum: '$delta' } } },
        { $sort: Object.fromEntries(facts.map((fact) => [`_id.${fact}`, 1])) },
      ])
      .toArray();
    const openCases = await db.collection(HISTORY_OPEN_CASES).countDocuments({ closed: { $exists: false } });
    return { rows: rows.map(({ _id, n }) => ({ ...(_id as object), n })), openCases };
  } finally {
    await connection.close();
  }
}
