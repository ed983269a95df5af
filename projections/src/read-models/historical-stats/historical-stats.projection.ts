import type { DatabaseSync } from 'node:sqlite';
import {
  caseStatisticsFacts,
  type CaseImported,
  type CaseRetentionExpired,
  type CaseStatisticsFacts,
} from '@insolvenz/backend/cases/domain/events.js';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { prepared } from '@insolvenz/backend/platform/sqlite/prepared.js';
import type { Projection } from '../../runner/projection.js';
import { HISTORICAL_STATS_SCHEMA, HISTORICAL_STATS_TEARDOWN } from './historical-stats.schema.js';

type Handled = RecordedEvent<CaseImported | CaseRetentionExpired>;

const DIMENSIONS = 'day, state, court, procedure_type, legal_form, debtor_kind';

function values(facts: CaseStatisticsFacts): [string, string, string, string, string, string] {
  return [facts.day, facts.state, facts.court, facts.procedureType, facts.legalForm, facts.debtorKind];
}

function add(db: DatabaseSync, facts: CaseStatisticsFacts, delta: 1 | -1): void {
  prepared(
    db,
    `INSERT INTO rm_history_counts (${DIMENSIONS}, n) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (${DIMENSIONS}) DO UPDATE SET n = n + excluded.n`,
  ).run(...values(facts), delta);
  if (delta < 0) prepared(db, 'DELETE FROM rm_history_counts WHERE n <= 0').run();
}

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

const sameFacts = (a: CaseStatisticsFacts, b: CaseStatisticsFacts) =>
  values(a).join('\u0000') === values(b).join('\u0000');

/**
 * Counts every new proceeding once: from its `CaseImported` while the case lives, from the erasure record's
 * facts once its events are erased. The erasure record decides what an erased case contributes (also when the
 * live count came from different facts), so the live model and a rebuild after the erasure are the same.
 */
export const historicalStatsProjection: Projection = {
  name: 'historical-stats',
  version: 1,
  handles: new Set(['CaseImported', 'CaseRetentionExpired']),
  setup: (db) => db.exec(HISTORICAL_STATS_SCHEMA),
  teardown: (db) => db.exec(HISTORICAL_STATS_TEARDOWN),
  apply(db, recorded) {
    const event = recorded as Handled;
    if (event.type === 'CaseImported') {
      if (counted(db, event.data.caseId)) return;
      const facts = caseStatisticsFacts(event.data.notice);
      prepared(db, `INSERT INTO rm_history_open_cases (case_id, ${DIMENSIONS}) VALUES (?, ?, ?, ?, ?, ?, ?)`).run(
        event.data.caseId,
        ...values(facts),
      );
      add(db, facts, 1);
      return;
    }
    const before = counted(db, event.data.caseId);
    const after = event.data.statistics;
    if (before && after && !sameFacts(before, after)) {
      add(db, before, -1);
      add(db, after, 1);
    } else if (!before && after) {
      add(db, after, 1);
    }
    // Erased records written before they carried facts keep the live count (a rebuild cannot restore it).
    prepared(db, 'DELETE FROM rm_history_open_cases WHERE case_id = ?').run(event.data.caseId);
  },
  dump: (db) => [
    ...db.prepare(`SELECT ${DIMENSIONS}, n FROM rm_history_counts ORDER BY ${DIMENSIONS}`).all(),
    ...db.prepare(`SELECT case_id, ${DIMENSIONS} FROM rm_history_open_cases ORDER BY case_id`).all(),
  ],
};
