import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { prepared } from '../../../../platform/sqlite/prepared.js';
import { typoNameKeys } from '../../../domain/search-query/exact-name-key.js';
import { effectiveSort, fallbackQuery } from '../../../domain/search-query/rank-cases.js';
import { hasText, understandQuery, type SearchQuery } from '../../../domain/search-query/understand-query.js';
import type { CaseFilter, SearchPage } from '../../case-queries.port.js';
import { CASE_ROW_SELECT, type CaseRow } from '../case-rows.js';
import { debtorKindCondition } from './filters/debtor-kind-filter.js';
import { identifierExistsAt, identifierHitsAt } from './identifier-lookups.js';
import { readRows } from './page-rows.js';
import { rowConditions, type RowCondition } from './filters/row-conditions.js';
import type { SearchIndex } from './search-index/search-index.js';
import { searchInSnapshot } from './search-index/search-in-snapshot.js';
import { rankedInSnapshot } from './search-index/ranked-in-snapshot.js';
import type { SearchSnapshot } from './search-index/search-snapshot.js';
import type { IdListRequest, TermSet } from './search-index/term-sets.js';
import type { WordTrie } from './search-index/word-trie.js';
import {
  candidateMatches,
  exactNameIds,
  exactNamesIds,
  legalFormCondition,
  prefixMatch,
  rankedIds,
  wholeWordMatch,
  wordNeighbours,
  type FilterSql,
} from './ranked-search.js';

export type { CaseFilter, SearchPage };

/**
 * The case search on SQLite, with the exact total. A query is read by the domain's `understandQuery` (issue #29)
 * and its cases ranked by relevance (or newest first on request; see ranked-search.ts):
 * - identifiers (Aktenzeichen, register numbers) select few cases through the FTS index or the register index;
 *   their rows are ranked in memory; when no case has them, the query's words are searched instead;
 * - words (each a prefix, or one edit away for words of six letters and more) and a legal form: with a current
 *   `SearchIndex`, the cached sets of the words and filters intersect in bitmaps and the candidates are put in
 *   their levels by membership (search-index/ranked-in-snapshot.ts); without one, every candidate row is read
 *   and ranked in memory (exact, slower: only while an import writes);
 * - without a query, the total adds up `rm_case_counts` (kept exact by triggers) and the page is a range of the
 *   date-ordered index that matches the filters, or of the snapshot's rank order.
 * Only the rows of the page are read from the table.
 */
/**
 * Lets the search index read the word and filter sets a `searchCases` of `filter` will need in its thread
 * first, so that the search itself finds them cached (see SearchIndex.prefetch). Same result either way.
 */
export function prefetchSearch(db: DatabaseSync, filter: CaseFilter, index: SearchIndex): Promise<void> {
  const understood = understandQuery(filter.q, filter.typos);
  // Identifiers select few cases, read on the rows; the sets of the words searched when no case has them are
  // read ahead too (cached after the first time), so that no search reads a set on the event loop. Only when no
  // case has them: for an Aktenzeichen or register number that exists, those sets (its running number as a
  // prefix, thousands of cases, new for nearly every number) were read in the thread and never used, most of
  // the CPU of such a search at 1,000,000 cases. Whether one exists is the search's own first look-up.
  // The generation is read once here (a statement of its own: a read transaction each time).
  const snapshot = index.current();
  if (understood.identifiers.length > 0 && (!snapshot || identifierExistsAt(db, understood, snapshot))) return done;
  const query = understood.identifiers.length > 0 ? fallbackQuery(understood) : understood;
  const sort = effectiveSort(filter.sort, query);
  const terms = hasText(query) ? wordTerms(db, query, sort, snapshot?.vocabulary) : { matches: [], rows: [] };
  // The exact names of a query are read in the thread too: the names beginning with a common word are thousands
  // of rows (tens of milliseconds on the event loop the first time).
  const exact = sort === 'relevance' && query.words.length > 0 && query.name.length > 0;
  const typoNames = exact && snapshot ? typoNamesRequest(db, query, snapshot.vocabulary) : null;
  return index.prefetch(
    terms.matches,
    [...terms.rows, ...rowConditions(filter)],
    exact ? [[exactNameKey(query), { kind: 'exactName', query }], ...(typoNames ? [typoNames] : [])] : [],
    snapshot,
  );
}

/**
 * The set of the cases named as the query but for one word, a typo of it (the level `typoExactName`): the names
 * with a typo word replaced by each of its neighbours, looked up by their keys; null when there are none.
 */
function typoNamesRequest(db: DatabaseSync, query: SearchQuery, vocabulary: WordTrie | undefined): TypoNames | null {
  if (query.name.length === 0 || query.typoWords.length === 0) return null;
  if (!vocabulary) return typoNamesOf(db, query, vocabulary);
  // Remembered per reading of the query in a snapshot's vocabulary, as its words' neighbours are: a search asks
  // twice (read-ahead and search), readings repeat, and a word of many neighbours makes hundreds of keys (about
  // 50 µs of a two-word search on the event loop, issue #33).
  let byQuery = typoNamesByVocabulary.get(vocabulary);
  if (!byQuery) typoNamesByVocabulary.set(vocabulary, (byQuery = new WeakMap()));
  let names = byQuery.get(query);
  if (names === undefined) byQuery.set(query, (names = typoNamesOf(db, query, vocabulary)));
  return names;
}

type TypoNames = readonly [key: string, request: IdListRequest & { kind: 'exactNames' }];

const typoNamesByVocabulary = new WeakMap<WordTrie, WeakMap<SearchQuery, TypoNames | null>>();

function typoNamesOf(db: DatabaseSync, query: SearchQuery, vocabulary: WordTrie | undefined): TypoNames | null {
  const keys = typoNameKeys(query, (word) => wordNeighbours(db, query, word, vocabulary));
  if (keys.length === 0) return null;
  return [
    `typo-names:${keys.join(',')}|${query.legalForm ?? ''}`,
    { kind: 'exactNames', keys, legalForm: query.legalForm },
  ];
}

const done: Promise<void> = Promise.resolve();

/** The cache key of the set of cases whose name is exactly the query's (and of its legal form). */
function exactNameKey(query: SearchQuery): string {
  return `exact-name:${query.name.join(' ')}|${query.legalForm ?? ''}`;
}

/** The FTS queries and row conditions whose sets a search of words (or a legal form) needs. */
function wordTerms(
  db: DatabaseSync,
  query: SearchQuery,
  sort: 'relevance' | 'newest',
  vocabulary: WordTrie | undefined,
) {
  if (!vocabulary) return wordTermsOf(db, query, sort, vocabulary);
  // Remembered like the typo names above: the read-ahead and the search build the same FTS queries.
  let byQuery = wordTermsByVocabulary.get(vocabulary);
  if (!byQuery) wordTermsByVocabulary.set(vocabulary, (byQuery = new WeakMap()));
  let bySort = byQuery.get(query);
  if (!bySort) byQuery.set(query, (bySort = {}));
  return (bySort[sort] ??= wordTermsOf(db, query, sort, vocabulary));
}

type WordTerms = ReturnType<typeof wordTermsOf>;

const wordTermsByVocabulary = new WeakMap<WordTrie, WeakMap<SearchQuery, Partial<Record<string, WordTerms>>>>();

function wordTermsOf(
  db: DatabaseSync,
  query: SearchQuery,
  sort: 'relevance' | 'newest',
  vocabulary: WordTrie | undefined,
): {
  readonly candidates: readonly string[];
  readonly matches: readonly string[];
  readonly rows: readonly RowCondition[];
} {
  const candidates = candidateMatches(db, query, vocabulary);
  const matches = [...candidates];
  const rows = query.words.length === 0 && query.legalForm ? [legalFormCondition(query.legalForm)] : [];
  if (sort === 'relevance' && query.words.length > 0) {
    matches.push(...query.words.map(wholeWordMatch));
    if (candidates.some((match, i) => match !== prefixMatch(query.words[i]))) {
      matches.push(...query.words.map(prefixMatch));
    }
    if (query.legalForm) rows.push(legalFormCondition(query.legalForm));
  }
  return { candidates, matches: [...new Set(matches)], rows };
}

/**
 * A search's result: its total and the rows of its page, or, while the search index's snapshot is current, the
 * ids of the page's cases in order, at that snapshot, whose rows the caller reads (`SearchIndex.caseRows` on the
 * event loop, `caseRowsBeside` in the term-set thread).
 */
export type FoundPage =
  | { readonly total: number; readonly rows: CaseRow[] }
  | { readonly total: number; readonly ids: readonly number[]; readonly snapshot: SearchSnapshot };

/** The search with the rows of its page, all on the calling thread. */
export function searchCases(
  db: DatabaseSync,
  filter: CaseFilter,
  page: SearchPage,
  index?: SearchIndex,
): { total: number; rows: CaseRow[] } {
  const found = searchPage(db, filter, page, index);
  if ('rows' in found) return found;
  return { total: found.total, rows: index!.caseRows(found.snapshot, found.ids, (ids) => readRows(db, ids)) };
}

export function searchPage(db: DatabaseSync, filter: CaseFilter, page: SearchPage, index?: SearchIndex): FoundPage {
  const filters = filterConditions(filter);
  const query = understandQuery(filter.q, filter.typos);
  const snapshot = index?.current();
  if (hasText(query)) {
    const sort = effectiveSort(filter.sort, query);
    if (index && snapshot) {
      let words = query;
      if (query.identifiers.length > 0) {
        // Few cases have an identifier: read and ranked on their rows.
        const hits = identifierHitsAt(db, query, filters, sort, snapshot);
        if (hits.length > 0 || fallbackQuery(query).words.length === 0 || identifierExistsAt(db, query, snapshot)) {
          return { total: hits.length, ids: hits.slice(page.offset, page.offset + page.limit), snapshot };
        }
        words = fallbackQuery(query);
      }
      const found = rankedWords(db, index, snapshot, words, filter, sort, page);
      return { total: found.total, ids: found.ids, snapshot };
    }
    const ids = rankedIds(db, query, filter, filters);
    return { total: ids.length, rows: rowsInOrder(db, ids.slice(page.offset, page.offset + page.limit)) };
  }

  if (index && snapshot) {
    // Postal code, city and register number: sets of their own, cached and intersected like search words.
    const terms = rowConditions(filter).map((condition) => index.rowSet(snapshot, condition));
    const found = searchInSnapshot(snapshot, terms, filter, page);
    return { total: found.total, ids: found.ids, snapshot };
  }
  const total = countCases(db, filters);
  if (page.limit === 0 || page.offset >= total) return { total, rows: [] };
  return { total, rows: pageRows(db, scanSql(filters, ''), filters.params, page) };
}

/**
 * A search of words (or a legal form alone) in the snapshot: the candidates are the cached sets of each word
 * (prefix or typo neighbour) and the filters; by relevance, the sets of whole words, prefixes, the exact name
 * and the legal form put each candidate in its level.
 */
function rankedWords(
  db: DatabaseSync,
  index: SearchIndex,
  snapshot: SearchSnapshot,
  query: SearchQuery,
  filter: CaseFilter,
  sort: 'relevance' | 'newest',
  page: SearchPage,
): { total: number; ids: number[] } {
  const terms = wordTerms(db, query, sort, snapshot.vocabulary);
  const set = (match: string) => index.termSet(snapshot, match);
  const candidates: TermSet[] = terms.candidates.map(set);
  if (query.words.length === 0 && query.legalForm) {
    candidates.push(index.rowSet(snapshot, legalFormCondition(query.legalForm)));
  }
  for (const condition of rowConditions(filter)) candidates.push(index.rowSet(snapshot, condition));
  if (sort === 'newest' || query.words.length === 0) return searchInSnapshot(snapshot, candidates, filter, page);
  const typos = terms.candidates.some((match, i) => match !== prefixMatch(query.words[i]));
  const typoNames = typos ? typoNamesRequest(db, query, snapshot.vocabulary) : null;
  return rankedInSnapshot(
    snapshot,
    candidates,
    filter,
    {
      whole: query.words.map((word) => set(wholeWordMatch(word))),
      prefix: typos ? query.words.map((word) => set(prefixMatch(word))) : null,
      exactName:
        query.name.length > 0 ? index.idSet(snapshot, exactNameKey(query), () => exactNameIds(db, query)) : null,
      legalForm: query.legalForm ? index.rowSet(snapshot, legalFormCondition(query.legalForm)) : null,
      typoExactName: typoNames
        ? index.idSet(snapshot, typoNames[0], () => exactNamesIds(db, typoNames[1].keys, typoNames[1].legalForm))
        : null,
    },
    page,
  );
}

const ORDER = 'ORDER BY x.publication_date DESC, x.id DESC';

interface FilterConditions extends FilterSql {
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

/** Ids of cases passing the filters (and `extra`), walking the filters' index in result order. */
function scanSql(filters: FilterConditions, extra: string): string {
  const conditions = [...(extra ? [extra] : []), ...filters.sql];
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const indexed = filters.index ? `INDEXED BY ${filters.index}` : '';
  return `SELECT x.id FROM rm_cases x ${indexed} ${where} ${ORDER}`;
}

/** The rows of `ids`, in that order. */
function rowsInOrder(db: DatabaseSync, ids: readonly number[]): CaseRow[] {
  const rows = readRows(db, ids);
  const position = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
}

/** The page of `idsSql` (ordered ids), then only those rows from the table. */
function pageRows(db: DatabaseSync, idsSql: string, params: readonly SQLInputValue[], page: SearchPage): CaseRow[] {
  const sql =
    `SELECT ${CASE_ROW_SELECT} FROM rm_cases c WHERE c.id IN (${idsSql} LIMIT ? OFFSET ?) ` +
    'ORDER BY c.publication_date DESC, c.id DESC';
  return prepared(db, sql).all(...params, page.limit, page.offset) as unknown as CaseRow[];
}

function number(db: DatabaseSync, sql: string, params: readonly SQLInputValue[]): number {
  return (prepared(db, sql).get(...params) as { n: number }).n;
}
