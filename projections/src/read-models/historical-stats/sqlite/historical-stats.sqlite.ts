import type { DatabaseSync } from 'node:sqlite';
import type { CaseStatisticsFacts } from '@insolvenz/backend/cases/domain/events.js';
import { prepared } from '@insolvenz/backend/platform/sqlite/prepared.js';
import { sqliteTables } from '../../../store/sqlite/sqlite-tables.js';
import { historicalStatsProjection, type HistoricalStatsChange } from '../historical-stats.projection.js';
import { HISTORICAL_STATS_SCHEMA, HISTORICAL_STATS_TEARDOWN } from './historical-stats.schema.js';

const DIMENSIONS = 'day, state, court, procedure_type, legal_form, debtor_kind';

function values(facts: CaseStatisticsFacts): [string, string, string, string, string, string] {
  return [facts.day, facts.state, facts.court, facts.procedureType, facts.legalForm, facts.debtorKind];
}

/** The historical statistics in SQLite: counts per combination of facts, and the facts of each living case. */
export const historicalStatsSqlite = sqliteTables(historicalStatsProjection, {
  setup: (db) => db.exec(HISTORICAL_STATS_SCHEMA),
  teardown: (db) => db.exec(HISTORICAL_STATS_TEARDOWN),
  dump: (db) => [
    ...db.prepare(`SELECT ${DIMENSIONS}, n FROM rm_history_counts ORDER BY ${DIMENSIONS}`).all(),
    ...db.prepare(`SELECT case_id, ${DIMENSIONS} FROM rm_history_open_cases ORDER BY case_id`).all(),
  ],
  open: (db) => ({ view: { counted: (caseId) => counted(db, caseId) }, apply: (change) => applyChange(db, change) }),
});

function counted(db: DatabaseSync, caseId: number): CaseStatisticsFacts | undefined {
  const row = prepared(db, `SELECT ${DIMENSIONS} FROM rm_history_open_cases WHERE case_id = ?`).get(caseId) as
    Record<string, string> | undefined;
  if (!row) return undefined;
  return {
    day: row.day!,
    state: row.state!,
    court: row.court!,
    procedureType: row.procedure_type as CaseStatisticsFacts['procedureType'],
    legalForm: row.legal_form!,
    debtorKind: row.debtor_kind as CaseStatisticsFacts['debtorKind'],
  };
}

function applyChange(db: DatabaseSync, change: HistoricalStatsChange): void {
  switch (change.kind) {
    case 'open-case':
      prepared(db, `INSERT INTO rm_history_open_cases (case_id, ${DIMENSIONS}) VALUES (?, ?, ?, ?, ?, ?, ?)`).run(
        change.caseId,
        ...values(change.facts),
      );
      return;
    case 'close-case':
      prepared(db, 'DELETE FROM rm_history_open_cases WHERE case_id = ?').run(change.caseId);
      return;
    case 'count':
      prepared(
        db,
        `INSERT INTO rm_history_counts (${DIMENSIONS}, n) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (${DIMENSIONS}) DO UPDATE SET n = n + excluded.n`,
      ).run(...values(change.facts), change.delta);
      if (change.delta < 0) prepared(db, 'DELETE FROM rm_history_counts WHERE n <= 0').run();
      return;
  }
}
