import type { DatabaseSync } from 'node:sqlite';
import { readModelMissing } from '../../platform/read-store/read-model-missing.js';
import { prepared } from '../../platform/sqlite/prepared.js';
import type { CaseRow } from '../read-model/case-view.js';
import type { NoticeRow } from './case-timeline.js';

/** A row of `rm_cases` with the columns only the detail reads. */
export interface CaseDetailRow extends CaseRow {
  claims_deadline: string | null;
  administrator_contact: string | null;
}

export interface StoredCase {
  readonly row: CaseDetailRow;
  readonly notices: NoticeRow[];
}

/** The case and its notices from the read model, or null when there is no such case (or no read model yet). */
export function readCase(db: DatabaseSync, id: number): StoredCase | null {
  try {
    const row = prepared(db, 'SELECT * FROM rm_cases WHERE id = ?').get(id) as CaseDetailRow | undefined;
    if (!row) return null;
    const notices = prepared(db, 'SELECT * FROM rm_case_notices WHERE case_id = ?').all(id) as unknown as NoticeRow[];
    return { row, notices };
  } catch (error) {
    if (readModelMissing(error)) return null;
    throw error;
  }
}
