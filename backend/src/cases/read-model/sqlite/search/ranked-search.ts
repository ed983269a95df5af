import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { prepared } from '../../../../platform/sqlite/prepared.js';
import { caseNumberPhrases, type CaseNumberQuery } from '../../../domain/search-query/identifiers.js';
import { queryNameKey } from '../../../domain/search-query/exact-name-key.js';
import { MatchLevel } from '../../../domain/search-query/match-level.js';
import { oneEditVariants, typoBases } from '../../../domain/search-query/one-edit.js';
import {
  effectiveSort,
  fallbackQuery,
  rankCandidates,
  type Candidate,
  type SearchSort,
} from '../../../domain/search-query/rank-cases.js';
import type { SearchQuery } from '../../../domain/search-query/understand-query.js';
import type { CaseFilter, SearchPage } from '../../case-queries.port.js';
import type { RowCondition } from './filters/row-conditions.js';
import { neighboursIn, openVocabulary, VOCABULARY_TABLE } from './search-index/vocabulary.js';
import type { WordTrie } from './search-index/word-trie.js';

/**
 * The text part of a ranked search on SQLite (issue #29): which FTS5 queries and row conditions stand for a
 * query's words, identifiers and legal form, and the search that ranks its candidates in memory with the
 * domain's `rankCandidates` (used for identifiers, whose cases are few, and when the search index is not
 * current). The search index ranks large candidate sets with its bitmaps instead (search-index/ranked-in-snapshot).
 */

/** One FTS5 phrase, quoted (folded words have letters and digits only; quotes doubled anyway). */
function quoted(words: string): string {
  return `"${words.replace(/"/g, '""')}"`;
}

/** The cases having a word beginning with `word`, or, when given, one of the words one edit away. */
export function wordMatch(word: string, neighbours: readonly string[]): string {
  const prefix = `${quoted(word)}*`;
  return neighbours.length === 0 ? prefix : `(${[prefix, ...neighbours.map(quoted)].join(' OR ')})`;
}

export const wholeWordMatch = (word: string): string => quoted(word);
export const prefixMatch = (word: string): string => `${quoted(word)}*`;

/** Cases of the legal form (an index of its own: see the projection's search-filter-columns.ts). */
export function legalFormCondition(form: string): RowCondition {
  return { key: `legal-form:${form}`, sql: 'legal_form = ?', params: [form] };
}

/**
 * Typo neighbours found per connection while its read model is unchanged (`PRAGMA data_version` moves with every
 * commit of another connection, e.g. the projection's): looking up a word's few hundred variants in the FTS5
 * vocabulary costs 3–5 ms at 1,000,000 cases, and searches repeat words (a search and its prefetch, paging).
 */
const neighbourCache = new WeakMap<DatabaseSync, { version: number; words: Map<string, string[]> }>();
const NEIGHBOUR_CACHE_WORDS = 5_000;

/**
 * The words of the read model one edit away from `word` (typo tolerance), from the FTS5 vocabulary: the
 * query's few hundred neighbours looked up, not the vocabulary scanned. Empty for short words and numbers.
 */
export function typoNeighbours(db: DatabaseSync, word: string): string[] {
  const variants = oneEditVariants(word);
  if (variants.length === 0) return [];
  const version = (prepared(db, 'PRAGMA data_version').get() as { data_version: number }).data_version;
  let cache = neighbourCache.get(db);
  if (!cache || cache.version !== version) {
    // Before the read model's first setup there are no words (and the vocabulary could not be opened).
    if (!prepared(db, "SELECT 1 FROM sqlite_schema WHERE name = 'rm_cases_fts'").get()) return [];
    openVocabulary(db);
    cache = { version, words: new Map() };
    neighbourCache.set(db, cache);
  }
  const known = cache.words.get(word);
  if (known) return known;
  const rows = prepared(db, `SELECT term FROM ${VOCABULARY_TABLE} WHERE term IN (SELECT value FROM json_each(?))`).all(
    JSON.stringify(variants),
  ) as { term: string }[];
  const neighbours = rows.map((row) => row.term).sort();
  if (cache.words.size >= NEIGHBOUR_CACHE_WORDS) cache.words.clear();
  cache.words.set(word, neighbours);
  return neighbours;
}

/**
 * Per query word: the FTS query for its candidates (prefix, or a typo neighbour). The neighbours come from the
 * search index's vocabulary when it is current (in memory), else from the FTS index.
 */
export function candidateMatches(db: DatabaseSync, query: SearchQuery, vocabulary?: WordTrie): string[] {
  return query.words.map((word) => wordMatch(word, wordNeighbours(db, query, word, vocabulary)));
}

/**
 * The typo neighbours of a query word (none when it is not a typo word): the store's words one edit away from
 * its folded spelling and, rarely, from the spelling typed (`typoBases`: a typed ae, oe or ue), sorted, once each.
 */
export function wordNeighbours(
  db: DatabaseSync,
  query: SearchQuery,
  word: string,
  vocabulary?: WordTrie,
): readonly string[] {
  if (!vocabulary) return neighboursOf(query, word, (base) => typoNeighbours(db, base));
  // In a snapshot's vocabulary, remembered per reading of the query: a search asks for a word's neighbours four
  // times (its candidates and the names up to a typo, in the read-ahead and in the search), and readings repeat
  // (understandQuery keeps them); each walk of the trie is 8–13 µs on the event loop (issue #33). Dropped with
  // the snapshot's vocabulary or with the reading.
  let byQuery = neighboursByVocabulary.get(vocabulary);
  if (!byQuery) neighboursByVocabulary.set(vocabulary, (byQuery = new WeakMap()));
  let byWord = byQuery.get(query);
  if (!byWord) byQuery.set(query, (byWord = new Map()));
  let neighbours = byWord.get(word);
  if (!neighbours)
    byWord.set(word, (neighbours = Object.freeze(neighboursOf(query, word, (base) => neighboursIn(vocabulary, base)))));
  return neighbours;
}

const neighboursByVocabulary = new WeakMap<WordTrie, WeakMap<SearchQuery, Map<string, readonly string[]>>>();

function neighboursOf(query: SearchQuery, word: string, of: (base: string) => string[]): string[] {
  const bases = typoBases(query, word);
  return bases.length > 1 ? [...new Set(bases.flatMap(of))].sort() : bases.flatMap(of);
}

/** The FTS query of the cases with one of the identifiers' Aktenzeichen; null when the query names none. */
export function caseNumberMatch(query: Pick<SearchQuery, 'identifiers'>): string | null {
  const phrases = query.identifiers.flatMap((id) =>
    id.kind === 'caseNumber' ? caseNumberPhrases(id).map((p) => (id.department ? `^${quoted(p)}` : quoted(p))) : [],
  );
  return phrases.length === 0 ? null : `numbers : (${phrases.join(' OR ')})`;
}

/** The conditions of the register numbers the query names. */
export function registerConditions(query: SearchQuery): RowCondition[] {
  return query.identifiers.flatMap((id) =>
    id.kind === 'register'
      ? [
          {
            key: `register:${id.type} ${id.number}`,
            // The number alone, or followed by the register court's letter ("1042 B"): two index ranges.
            sql: '(register_number = ? OR (register_number > ? AND register_number < ?)) AND register_type = ?',
            params: [id.number, `${id.number} `, `${id.number} ~`, id.type],
          },
        ]
      : [],
  );
}

export interface FilterSql {
  readonly sql: readonly string[];
  readonly params: readonly SQLInputValue[];
}

const CANDIDATE_COLUMNS =
  'x.id AS id, x.publication_date AS publicationDate, x.company_name AS companyName, x.legal_form AS legalForm, ' +
  'x.case_number AS caseNumber, x.court AS court, x.register_type AS registerType, ' +
  'x.register_number AS registerNumber, x.register_court AS registerCourt';

/** The candidates (`id IN idsSql`) that pass the filters, with what ranking compares. */
function candidates(db: DatabaseSync, idsSql: string, idParams: readonly SQLInputValue[], filters: FilterSql) {
  // The ids first, then their rows by primary key, then the filters on those rows: given `id IN (…) AND state = ?`
  // the planner walked the state's index instead (500 ms for an Aktenzeichen in a Land at 1,000,000 cases).
  const where = filters.sql.length > 0 ? `WHERE ${filters.sql.join(' AND ')}` : '';
  const sql = `WITH c(id) AS MATERIALIZED (${idsSql}) SELECT ${CANDIDATE_COLUMNS} FROM c CROSS JOIN rm_cases x ON x.id = c.id ${where}`;
  return prepared(db, sql).all(...idParams, ...filters.params) as unknown as Candidate[];
}

/**
 * The cases that may have the Aktenzeichen, the cheapest way that finds all of them (`rankCandidates` keeps those
 * that do). A phrase of the FTS index ("6 in 123 26") reads the long doclists of "in" and "26": 7–11 ms at
 * 1,000,000 cases. With a department, the read model's case-number key finds it exactly in an index (0.01 ms); without
 * one, the cases whose numbers hold the running number (a few hundred for three digits and more, under 2 ms). Only a
 * spelling neither finds (a stored "06 IN …") and one- or two-digit numbers without department take the phrase.
 */
function caseNumberCandidates(db: DatabaseSync, id: CaseNumberQuery, filters: FilterSql): Candidate[] {
  const phrases = caseNumberPhrases(id);
  if (id.department) {
    // Whether the key finds it is decided without the filters (a case filtered out must not send us to the phrase).
    const keyed = prepared(db, 'SELECT id FROM rm_cases WHERE case_number_key IN (?, ?, ?)').all(...phrases);
    if (keyed.length > 0) {
      return candidates(db, 'SELECT value FROM json_each(?)', [JSON.stringify(keyed.map((row) => row.id))], filters);
    }
  } else if (id.number.length >= 3) {
    return candidates(db, FTS_IDS, [`numbers : ${quoted(id.number)}`], filters);
  }
  return candidates(db, FTS_IDS, [caseNumberMatch({ identifiers: [id] })!], filters);
}

/** The ids of the FTS matches of `match` (all of them: an FTS subquery). */
const FTS_IDS = 'SELECT rowid FROM rm_cases_fts WHERE rm_cases_fts MATCH ?';

/**
 * The cases with one of the query's identifiers that pass the filters, ranked; empty when there are none (the
 * search then asks `fallbackQuery`).
 */
export function identifierHits(db: DatabaseSync, query: SearchQuery, filters: FilterSql, sort: SearchSort) {
  return rankCandidates(query, identifierCandidates(db, query, filters), sort).map((r) => r.id);
}

/** The filters of a search without any. */
export const NO_FILTERS: FilterSql = { sql: [], params: [] };

/** The cases that may have one of the query's identifiers and pass the filters, each once, not yet ranked. */
export function identifierCandidates(db: DatabaseSync, query: SearchQuery, filters: FilterSql): readonly Candidate[] {
  const found: Candidate[] = [];
  for (const id of query.identifiers) {
    if (id.kind === 'caseNumber') found.push(...caseNumberCandidates(db, id, filters));
  }
  for (const condition of registerConditions(query)) {
    found.push(...candidates(db, `SELECT id FROM rm_cases WHERE ${condition.sql}`, condition.params, filters));
  }
  return [...new Map(found.map((c) => [c.id, c])).values()];
}

/**
 * Whether any case has one of the query's identifiers, whatever the filters: when one has, the identifier is what
 * the user meant and the filters left nothing (0 results); only an identifier no case has is searched by its words
 * (as while typing). Searching the words of "6 IN 123/26" under a filter cost 0.5 s at 1,000,000 cases.
 */
export function identifierExists(db: DatabaseSync, query: SearchQuery): boolean {
  return identifierHits(db, query, NO_FILTERS, 'newest').length > 0;
}

/**
 * The ids of a query of words (or a legal form alone) that pass the filters, ranked in memory: the search
 * without a current search index. Every candidate is read once (id, date and the searchable columns).
 */
export function wordHits(db: DatabaseSync, query: SearchQuery, filters: FilterSql, sort: SearchSort): number[] {
  const found =
    query.words.length > 0
      ? candidates(db, FTS_IDS, [candidateMatches(db, query).join(' AND ')], filters)
      : candidates(db, 'SELECT id FROM rm_cases WHERE legal_form = ?', [query.legalForm], filters);
  return rankCandidates(query, found, sort).map((r) => r.id);
}

/** Identifier first, then (when no case has it) the words; every id of the result in order. */
export function rankedIds(db: DatabaseSync, query: SearchQuery, filter: CaseFilter, filters: FilterSql): number[] {
  const sort = effectiveSort(filter.sort, query);
  if (query.identifiers.length > 0) {
    const hits = identifierHits(db, query, filters, sort);
    if (hits.length > 0 || identifierExists(db, query)) return hits;
    const fallback = fallbackQuery(query);
    return fallback.words.length > 0 ? wordHits(db, fallback, filters, sort) : [];
  }
  return wordHits(db, query, filters, sort);
}

/**
 * The cases whose name is exactly the query's name (and of its legal form, when it names one): one lookup of the
 * stored key (`name_key`, see the projection's exact-name-key.ts), whatever the number of names beginning with it.
 */
export function exactNameIds(db: DatabaseSync, query: SearchQuery): number[] {
  if (query.name.length === 0) return [];
  const key = queryNameKey(query);
  const rows = (
    query.legalForm === null
      ? prepared(db, 'SELECT id FROM rm_cases WHERE name_key = ?').all(key)
      : prepared(db, 'SELECT id FROM rm_cases WHERE name_key = ? AND legal_form = ?').all(key, query.legalForm)
  ) as { id: number }[];
  return rows.map((row) => row.id);
}

/**
 * The cases whose name is one of `keys` (exact-name keys: the names a query names up to a typo, `typoNameKeys`),
 * of the legal form when one is given: one index lookup per key (`+legal_form`: with a list of keys the planner
 * would otherwise walk the legal form's index, every GmbH, instead of the names' one).
 */
export function exactNamesIds(db: DatabaseSync, keys: readonly string[], legalForm: string | null): number[] {
  if (keys.length === 0) return [];
  const names = JSON.stringify(keys);
  const rows = (
    legalForm === null
      ? prepared(db, 'SELECT id FROM rm_cases WHERE name_key IN (SELECT value FROM json_each(?))').all(names)
      : prepared(
          db,
          'SELECT id FROM rm_cases WHERE name_key IN (SELECT value FROM json_each(?)) AND +legal_form = ?',
        ).all(names, legalForm)
  ) as { id: number }[];
  return rows.map((row) => row.id);
}

export type { SearchPage };
export { MatchLevel };
