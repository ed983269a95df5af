import type { DatabaseSync } from 'node:sqlite';
import type { DebtorIdentity } from '@insolvenz/backend/cases/domain/debtor-file/debtor-identity.js';
import type { LinkRule } from '@insolvenz/backend/cases/domain/debtor-file/link-rules.js';
import { prepared } from '@insolvenz/backend/platform/sqlite/prepared.js';
import { sqliteTables } from '../../../store/sqlite/sqlite-tables.js';
import type { DebtorFileChange, FileCase } from '../debtor-files.changes.js';
import { debtorFilesProjection } from '../debtor-files.projection.js';
import { DEBTOR_FILES_SCHEMA, DEBTOR_FILES_TEARDOWN } from './debtor-files.schema.js';

/** The debtors' files in SQLite (`rm_debtor_file_cases`, `rm_debtor_file_keys`, `rm_debtor_file_links`). */
export const debtorFilesSqlite = sqliteTables(debtorFilesProjection, {
  setup: (db) => db.exec(DEBTOR_FILES_SCHEMA),
  teardown: (db) => db.exec(DEBTOR_FILES_TEARDOWN),
  dump: (db) => [
    ...db.prepare('SELECT * FROM rm_debtor_file_cases ORDER BY case_id').all(),
    ...db.prepare('SELECT * FROM rm_debtor_file_keys ORDER BY key, case_id').all(),
    ...db.prepare('SELECT * FROM rm_debtor_file_links ORDER BY case_id, other_id').all(),
  ],
  open: (db) => ({
    view: {
      caseOf: (caseId) => readFileCase(db, caseId),
      casesWithKey: (key) =>
        prepared(db, 'SELECT case_id FROM rm_debtor_file_keys WHERE key = ? ORDER BY case_id')
          .all(key)
          .map((row) => row.case_id as number),
      membersOf: (fileId) =>
        prepared(db, 'SELECT case_id FROM rm_debtor_file_cases WHERE file_id = ? ORDER BY case_id')
          .all(fileId)
          .map((row) => row.case_id as number),
    },
    apply: (change) => applyChange(db, change),
  }),
});

function readFileCase(db: DatabaseSync, caseId: number): FileCase | undefined {
  const row = prepared(db, 'SELECT file_id, identity FROM rm_debtor_file_cases WHERE case_id = ?').get(caseId) as
    { file_id: number | null; identity: string } | undefined;
  if (!row) return undefined;
  const links = prepared(
    db,
    'SELECT other_id, rule, reason FROM rm_debtor_file_links WHERE case_id = ? ORDER BY other_id',
  )
    .all(caseId)
    .map((link) => ({ other: link.other_id as number, rule: link.rule as LinkRule, reason: link.reason as string }));
  return { identity: JSON.parse(row.identity) as DebtorIdentity, fileId: row.file_id, links };
}

function applyChange(db: DatabaseSync, change: DebtorFileChange): void {
  switch (change.kind) {
    case 'put-case': {
      prepared(
        db,
        `INSERT INTO rm_debtor_file_cases (case_id, file_id, identity, position) VALUES (?, NULL, ?, ?)
         ON CONFLICT (case_id) DO UPDATE SET identity = excluded.identity, position = MAX(position, excluded.position)`,
      ).run(change.caseId, JSON.stringify(change.identity), change.position);
      // A case's first notice: it has no keys yet (they are written with its row and erased with it).
      if (change.known) prepared(db, 'DELETE FROM rm_debtor_file_keys WHERE case_id = ?').run(change.caseId);
      const insert = prepared(db, 'INSERT OR IGNORE INTO rm_debtor_file_keys (key, case_id) VALUES (?, ?)');
      for (const key of change.keys) insert.run(key, change.caseId);
      return;
    }
    case 'link': {
      const insert = prepared(
        db,
        'INSERT OR IGNORE INTO rm_debtor_file_links (case_id, other_id, rule, reason) VALUES (?, ?, ?, ?)',
      );
      insert.run(change.a, change.b, change.rule, change.reason);
      insert.run(change.b, change.a, change.rule, change.reason);
      return;
    }
    case 'set-file': {
      const update = prepared(db, 'UPDATE rm_debtor_file_cases SET file_id = ? WHERE case_id = ?');
      for (const caseId of change.caseIds) update.run(change.fileId, caseId);
      return;
    }
    case 'erase-case':
      prepared(db, 'DELETE FROM rm_debtor_file_cases WHERE case_id = ?').run(change.caseId);
      prepared(db, 'DELETE FROM rm_debtor_file_keys WHERE case_id = ?').run(change.caseId);
      prepared(db, 'DELETE FROM rm_debtor_file_links WHERE case_id = ? OR other_id = ?').run(
        change.caseId,
        change.caseId,
      );
      return;
  }
}
