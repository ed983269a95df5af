import type { FactoryProvider } from '@nestjs/common';
import type { DatabaseSync } from 'node:sqlite';
import { READ_DB } from '../../../../platform/read-store/sqlite/read-db.js';
import { prepared } from '../../../../platform/sqlite/prepared.js';
import type { ClaimLetterForm } from '../../letter/claim-letter-form.js';
import type { ClaimLetterDraft, ClaimLetterDrafts } from '../claim-letter-drafts.port.js';

interface Row {
  id: string;
  user_id: string;
  case_id: number;
  form: string;
  created_at: string;
  updated_at: string;
}

const toDraft = (row: Row): ClaimLetterDraft => ({
  id: row.id,
  userId: row.user_id,
  caseId: Number(row.case_id),
  form: JSON.parse(row.form) as ClaimLetterForm,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/**
 * The drafts in their own table of the read-model database (`claim_letter_drafts`; not a projection, so a
 * rebuild leaves it alone). The database runs `secure_delete`, and the account erasure truncates its WAL
 * afterwards, so a deleted draft leaves no bytes behind.
 */
export class SqliteClaimLetterDrafts implements ClaimLetterDrafts {
  constructor(private readonly db: DatabaseSync) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS claim_letter_drafts (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL,
        case_id INTEGER NOT NULL,
        form TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS claim_letter_drafts_owner ON claim_letter_drafts (user_id, case_id);
      CREATE INDEX IF NOT EXISTS claim_letter_drafts_case ON claim_letter_drafts (case_id);
    `);
  }

  async save(draft: ClaimLetterDraft): Promise<void> {
    // The owner and the case of an existing draft never change: an id of another owner is not overwritten.
    prepared(
      this.db,
      `INSERT INTO claim_letter_drafts (id, user_id, case_id, form, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET form = excluded.form, updated_at = excluded.updated_at
       WHERE claim_letter_drafts.user_id = excluded.user_id AND claim_letter_drafts.case_id = excluded.case_id`,
    ).run(draft.id, draft.userId, draft.caseId, JSON.stringify(draft.form), draft.createdAt, draft.updatedAt);
  }

  /** Every user's drafts (`migrate-data` copies them to MongoDB; not part of the port). */
  allDrafts(): ClaimLetterDraft[] {
    return (this.db.prepare('SELECT * FROM claim_letter_drafts ORDER BY id').all() as unknown as Row[]).map(toDraft);
  }

  async get(userId: string, id: string): Promise<ClaimLetterDraft | null> {
    const row = prepared(this.db, 'SELECT * FROM claim_letter_drafts WHERE id = ? AND user_id = ?').get(id, userId) as
      Row | undefined;
    return row ? toDraft(row) : null;
  }

  async listOfCase(userId: string, caseId: number): Promise<ClaimLetterDraft[]> {
    const rows = prepared(
      this.db,
      'SELECT * FROM claim_letter_drafts WHERE user_id = ? AND case_id = ? ORDER BY updated_at DESC, id',
    ).all(userId, caseId) as unknown as Row[];
    return rows.map(toDraft);
  }

  async countOf(userId: string): Promise<number> {
    const row = prepared(this.db, 'SELECT COUNT(*) AS n FROM claim_letter_drafts WHERE user_id = ?').get(userId) as {
      n: number;
    };
    return Number(row.n);
  }

  async remove(userId: string, id: string): Promise<boolean> {
    const result = prepared(this.db, 'DELETE FROM claim_letter_drafts WHERE id = ? AND user_id = ?').run(id, userId);
    return Number(result.changes) > 0;
  }

  async removeAllOf(userId: string): Promise<number> {
    const result = prepared(this.db, 'DELETE FROM claim_letter_drafts WHERE user_id = ?').run(userId);
    return Number(result.changes);
  }

  async removeOfCases(caseIds: readonly number[]): Promise<number> {
    if (caseIds.length === 0) return 0;
    const result = prepared(
      this.db,
      'DELETE FROM claim_letter_drafts WHERE case_id IN (SELECT value FROM json_each(?))',
    ).run(JSON.stringify(caseIds));
    return Number(result.changes);
  }
}

export const sqliteClaimLetterDraftsProvider: Omit<FactoryProvider<ClaimLetterDrafts>, 'provide'> = {
  inject: [READ_DB],
  useFactory: (db: DatabaseSync) => new SqliteClaimLetterDrafts(db),
};
