import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { prepared } from '../../../../platform/sqlite/prepared.js';
import { ftsPrefixQuery, ftsPrefixTerms } from '../../../../platform/text/german-search.js';
import { caseNumberKey } from '../../case-number-query.js';
import type { CaseFilter, SearchPage } from '../../case-queries.port.js';
import type { CaseRow } from '../case-rows.js';
import { debtorKindCondition } from './filters/debtor-kind-filter.js';
import { rowConditions } from './filters/row-conditions.js';
import type { SearchIndex } from './search-index/search-index.js';
import { searchInSnapshot } from './search-index/search-in-snapshot.js';

export type { CaseFilter, SearchPage };
/** Where the Aktenzeichen query lives now (shared with the MongoDB adapter). */
export { caseNumberKey };

/**
 * Text search over the FTS5 index (folded names, Aktenzeichen, register numbers; every word as a prefix)
 * combined with indexed filters, newest publication first (ties: higher case id first), with the exact total.
 *
 * The result is always that of
 *   SELECT * FROM rm_cases WHERE id IN (FTS matches) AND <filters>
 *   ORDER BY publication_date DESC, id DESC LIMIT ? OFFSET ?
 * but the statements are chosen so that the work does not grow with the size of the read model where it
 * need not (read models of a million cases; see `npm run bench -- search`):
 * - without a text query, the total adds up `rm_case_counts` (kept exact by triggers) and the page is a
 *   range of the date-ordered index that matches the filters;
 * - with a text query, the FTS index counts its matches (every FTS row is a case: the projection writes and
 *   erases both together). Filtered totals and pages then come either from looking up the matches in a
 *   narrow covering index by id (few matches) or from walking the filters' date-ordered index and testing
 *   each entry against the set of matches (many matches, page near the top), whichever is estimated cheaper;
 * - pages are selected on covering indexes first and only their rows are read from the table.
 * With a `SearchIndex` whose snapshot is current, totals and pages come from its bitmaps instead (the same
 * result, see search-index/) and only the rows of the page are read from SQLite.
 */
/**
 * Lets the search index read the word and filter sets a `searchCases` of `filter` will need in its thread
 * first, so that the search itself finds them cached (see SearchIndex.prefetch). Same result either way.
 */
export function prefetchSearch(filter: CaseFilter, index: SearchIndex): Promise<void> {
  if (filter.q && caseNumberKey(filter.q)) return Promise.resolve();
  return index.prefetch(filter.q ? ftsPrefixTerms(filter.q) : [], rowConditions(filter));
}

export function searchCases(
  db: DatabaseSync,
  filter: CaseFilter,
  page: SearchPage,
  index?: SearchIndex,
): { total: number; rows: CaseRow[] } {
  const filters = filterConditions(filter);
  const aktenzeichen = filter.q ? caseNumberKey(filter.q) : null;
  if (aktenzeichen) return byCaseNumber(db, aktenzeichen, filters, page);

  const match = filter.q ? ftsPrefixQuery(filter.q) : '';
  const snapshot = index?.current();
  if (index && snapshot) {
    // Per word, so that "Müller Bau" and "Müller Logistik" share the cached set of "müller".
    const terms = filter.q ? ftsPrefixTerms(filter.q).map((term) => index.termSet(snapshot, term)) : [];
    // Postal code, city and register number: sets of their own, cached and intersected like search words.
    for (const condition of rowConditions(filter)) terms.push(index.rowSet(snapshot, condition));
    const found = searchInSnapshot(snapshot, terms, filter, page);
    return { total: found.total, rows: rowsInOrder(db, found.ids) };
  }
  const wanted = page.offset + page.limit;

  if (!match) {
    const total = countCases(db, filters);
    if (page.limit === 0 || page.offset >= total) return { total, rows: [] };
    return { total, rows: pageRows(db, scanSql(filters, ''), filters.params, page) };
  }

  if (match.includes(' ')) {
    // Several words: evaluate the FTS query once when it has few matches. An AND over dense words
    // ("71 IN 12/26": "in", "26") costs the same however few cases it finds, so it is not run a second time.
    const few = SEARCH_TUNING.few;
    const listed = prepared(db, LIST_MATCHES).all(match, few + 1) as unknown as { id: number }[];
    if (listed.length <= few) return fromMatches(db, listed, filters, page);
  }

  const matches = number(db, 'SELECT COUNT(*) AS n FROM rm_cases_fts WHERE rm_cases_fts MATCH ?', [match]);
  if (matches === 0) return { total: 0, rows: [] };
  const candidates = filters.sql.length === 0 ? caseCount(db) : countCases(db, filters);
  let total: number;
  if (filters.sql.length === 0) {
    total = matches;
  } else if (candidates === 0) {
    total = 0;
  } else {
    const viaLookup = matches * SEARCH_TUNING.lookup;
    const viaScan = matches * SEARCH_TUNING.matchSet + candidates * SEARCH_TUNING.scan;
    const sql = viaLookup <= viaScan ? lookupSql(filters) : scanSql(filters, MATCH_SET);
    total = number(db, `SELECT COUNT(*) AS n FROM (${sql})`, [match, ...filters.params]);
  }
  if (page.limit === 0 || page.offset >= total) return { total, rows: [] };

  const viaLookup = matches * (SEARCH_TUNING.lookup + SEARCH_TUNING.sort);
  const viaScan =
    matches * SEARCH_TUNING.matchSet + Math.min(candidates, (wanted * candidates) / total) * SEARCH_TUNING.scan;
  const sql = viaLookup <= viaScan ? lookupSql(filters) : scanSql(filters, MATCH_SET);
  return { total, rows: pageRows(db, sql, [match, ...filters.params], page) };
}

function byCaseNumber(db: DatabaseSync, key: string, filters: FilterConditions, page: SearchPage) {
  const where = ['x.case_number_key = ?', ...filters.sql].join(' AND ');
  const params = [key, ...filters.params];
  const total = number(db, `SELECT COUNT(*) AS n FROM rm_cases x WHERE ${where}`, params);
  if (page.limit === 0 || page.offset >= total) return { total, rows: [] };
  const rows = prepared(db, `SELECT x.* FROM rm_cases x WHERE ${where} ${ORDER} LIMIT ? OFFSET ?`).all(
    ...params,
    page.limit,
    page.offset,
  ) as unknown as CaseRow[];
  return { total, rows };
}

const LIST_MATCHES = 'SELECT rowid AS id FROM rm_cases_fts WHERE rm_cases_fts MATCH ? ORDER BY rowid LIMIT ?';

/** Total and page from a complete, short list of matching case ids. */
function fromMatches(
  db: DatabaseSync,
  matches: readonly { id: number }[],
  filters: FilterConditions,
  page: SearchPage,
): { total: number; rows: CaseRow[] } {
  if (matches.length === 0) return { total: 0, rows: [] };
  const where = ['x.id IN (SELECT value FROM json_each(?))', ...filters.sql].join(' AND ');
  const hits = prepared(
    db,
    `SELECT x.id AS id FROM rm_cases x INDEXED BY rm_cases_by_id_facets WHERE ${where} ${ORDER}`,
  ).all(JSON.stringify(matches.map((m) => m.id)), ...filters.params) as unknown as { id: number }[];
  const ids = hits.slice(page.offset, page.offset + page.limit).map((hit) => hit.id);
  return { total: hits.length, rows: rowsInOrder(db, ids) };
}

/**
 * Strategy thresholds. `few`: up to this many matches are listed once and looked up by id. The rest are
 * relative costs per row (µs, measured on a read model of 1M cases): looking a match up in the covering index
 * by id; adding a match to the temporary set that an `IN (SELECT …)` builds; stepping through a date-ordered
 * index and probing that set; sorting a hit. Results never depend on them; tests vary them to cover every path.
 */
export const SEARCH_TUNING = { few: 1000, lookup: 1, matchSet: 0.15, scan: 0.09, sort: 0.5 };

const MATCH_SET = 'x.id IN (SELECT rowid FROM rm_cases_fts WHERE rm_cases_fts MATCH ?)';
const ORDER = 'ORDER BY x.publication_date DESC, x.id DESC';

interface FilterConditions {
  /**
   * Conditions on columns of rm_cases, unqualified (every statement reads rm_cases as its only table with these
   * columns): `publication_date`, `state`, `procedure_type`, which rm_case_counts has too, then debtor kind,
   * postal code, city and register number, which it has not.
   */
  readonly sql: readonly string[];
  readonly params: readonly SQLInputValue[];
  /** Whether rm_case_counts can count the cases passing them (only the date, Land and procedure type). */
  readonly counted: boolean;
  /**
   * The date-ordered index of rm_cases whose leading columns are the equality filters; empty when a postal
   * code, city or register number selects few cases through an index of its own, which SQLite then chooses.
   */
  readonly index: string;
}

function filterConditions(filter: CaseFilter): FilterConditions {
  const sql: string[] = [];
  const params: SQLInputValue[] = [];
  if (filter.state) {
    sql.push('state = ?');
    params.push(filter.state);
  }
  if (filter.procedureType) {
    sql.push('procedure_type = ?');
    params.push(filter.procedureType);
  }
  if (filter.dateFrom) {
    sql.push('publication_date >= ?');
    params.push(filter.dateFrom);
  }
  if (filter.dateTo) {
    sql.push('publication_date <= ?');
    params.push(filter.dateTo);
  }
  let counted = true;
  if (filter.debtorKind) {
    sql.push(debtorKindCondition(filter.debtorKind));
    counted = false;
  }
  const rows = rowConditions(filter);
  for (const condition of rows) {
    sql.push(`(${condition.sql})`);
    params.push(...condition.params);
    counted = false;
  }
  const index =
    rows.length > 0
      ? ''
      : filter.state && filter.procedureType
        ? 'rm_cases_by_state_procedure_date'
        : filter.state
          ? 'rm_cases_by_state_date'
          : filter.procedureType
            ? 'rm_cases_by_procedure_date'
            : 'rm_cases_by_date';
  return { sql, params, counted, index };
}

/** Exact number of cases passing the filters: from the per-day counts where they can tell it. */
function countCases(db: DatabaseSync, filters: FilterConditions): number {
  const where = filters.sql.length > 0 ? `WHERE ${filters.sql.join(' AND ')}` : '';
  if (!filters.counted) return number(db, `SELECT COUNT(*) AS n FROM rm_cases ${where}`, filters.params);
  return number(db, `SELECT IFNULL(SUM(n), 0) AS n FROM rm_case_counts ${where}`, filters.params);
}

/** Number of cases, for cost estimates only. */
function caseCount(db: DatabaseSync): number {
  return number(db, 'SELECT IFNULL(MAX(id), 0) AS n FROM rm_cases', []);
}

/** Ids of cases passing the filters (and `extra`), walking the filters' index in result order. */
function scanSql(filters: FilterConditions, extra: string): string {
  const conditions = [...(extra ? [extra] : []), ...filters.sql];
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const indexed = filters.index ? `INDEXED BY ${filters.index}` : '';
  return `SELECT x.id FROM rm_cases x ${indexed} ${where} ${ORDER}`;
}

/** Ids of matching cases passing the filters, looking each match up in the covering index by id. */
function lookupSql(filters: FilterConditions): string {
  const conditions = ['f.rm_cases_fts MATCH ?', ...filters.sql];
  return (
    `SELECT x.id FROM rm_cases_fts f JOIN rm_cases x INDEXED BY rm_cases_by_id_facets ON x.id = f.rowid ` +
    `WHERE ${conditions.join(' AND ')} ${ORDER}`
  );
}

/** The rows of `ids`, in that order. */
function rowsInOrder(db: DatabaseSync, ids: readonly number[]): CaseRow[] {
  if (ids.length === 0) return [];
  const rows = prepared(db, 'SELECT c.* FROM rm_cases c WHERE c.id IN (SELECT value FROM json_each(?))').all(
    JSON.stringify(ids),
  ) as unknown as CaseRow[];
  const position = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
}

/** The page of `idsSql` (ordered ids), then only those rows from the table. */
function pageRows(db: DatabaseSync, idsSql: string, params: readonly SQLInputValue[], page: SearchPage): CaseRow[] {
  const sql =
    `SELECT c.* FROM rm_cases c WHERE c.id IN (${idsSql} LIMIT ? OFFSET ?) ` +
    'ORDER BY c.publication_date DESC, c.id DESC';
  return prepared(db, sql).all(...params, page.limit, page.offset) as unknown as CaseRow[];
}

function number(db: DatabaseSync, sql: string, params: readonly SQLInputValue[]): number {
  return (prepared(db, sql).get(...params) as { n: number }).n;
}
