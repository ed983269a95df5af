import type { DatabaseSync } from 'node:sqlite';
import { prepared } from '../../../platform/sqlite/prepared.js';
import type { CaseWithNotices } from '../case-queries.port.js';
import { caseDetailRecord, noticeRecord, type CaseDetailRow, type NoticeRow } from './case-rows.js';

/** The case and its notices from the read model, or null when there is no such case. */
export function readCase(db: DatabaseSync, id: number): CaseWithNotices | null {
  const row = prepared(db, 'SELECT * FROM rm_cases WHERE id = ?').get(id) as CaseDetailRow | undefined;
  if (!row) return null;
  const notices = prepared(db, 'SELECT * FROM rm_case_notices WHERE case_id = ?').all(id) as unknown as NoticeRow[];
  return { case: caseDetailRecord(row), notices: notices.map(noticeRecord) };
}
