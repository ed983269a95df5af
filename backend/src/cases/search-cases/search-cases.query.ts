import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { ftsPrefixQuery } from '../../platform/text/german-search.js';
import type { CaseRow } from '../read-model/case-view.js';

export interface CaseFilter {
  readonly q?: string;
  readonly state?: string;
  readonly dateFrom?: string;
  readonly dateTo?: string;
  readonly procedureType?: string;
}

/**
 * Text search over the FTS5 index (folded names, Aktenzeichen, register numbers; every word as a prefix)
 * combined with indexed filters, newest publication first.
 */
export function searchCases(db: DatabaseSync, filter: CaseFilter, page: { offset: number; limit: number }) {
  const where: string[] = [];
  const params: SQLInputValue[] = [];
  const match = filter.q ? ftsPrefixQuery(filter.q) : '';
  if (match) {
    where.push('c.id IN (SELECT rowid FROM rm_cases_fts WHERE rm_cases_fts MATCH ?)');
    params.push(match);
  }
  if (filter.state) {
    where.push('c.state = ?');
    params.push(filter.state);
  }
  if (filter.procedureType) {
    where.push('c.procedure_type = ?');
    params.push(filter.procedureType);
  }
  if (filter.dateFrom) {
    where.push('c.publication_date >= ?');
    params.push(filter.dateFrom);
  }
  if (filter.dateTo) {
    where.push('c.publication_date <= ?');
    params.push(filter.dateTo);
  }
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM rm_cases c ${clause}`).get(...params) as { n: number }).n;
  const rows =
    page.limit === 0 || page.offset >= total
      ? []
      : (db
          .prepare(`SELECT c.* FROM rm_cases c ${clause} ORDER BY c.publication_date DESC, c.id DESC LIMIT ? OFFSET ?`)
          .all(...params, page.limit, page.offset) as unknown as CaseRow[]);
  return { total, rows };
}
