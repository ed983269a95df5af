import type { DatabaseSync } from 'node:sqlite';
import { prepared } from '../../../../platform/sqlite/prepared.js';
import { CASE_ROW_SELECT, type CaseRow } from '../case-rows.js';

/**
 * The rows of `ids` (a result page's cases), in any order; ids without a row are left out. Read on the event loop
 * by the search, or beside it in the term-set thread (term-set-thread/serve-id-lists.ts): the same statement.
 */
export function readRows(db: DatabaseSync, ids: readonly number[]): CaseRow[] {
  if (ids.length === 0) return [];
  return prepared(db, `SELECT ${CASE_ROW_SELECT} FROM rm_cases c WHERE c.id IN (SELECT value FROM json_each(?))`).all(
    JSON.stringify(ids),
  ) as unknown as CaseRow[];
}
