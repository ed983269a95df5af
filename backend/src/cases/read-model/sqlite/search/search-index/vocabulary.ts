import type { DatabaseSync } from 'node:sqlite';
import { prepared } from '../../../../../platform/sqlite/prepared.js';
import { oneEditVariants, typoTolerant } from '../../../../domain/search-query/one-edit.js';

/** The FTS5 vocabulary of the cases' search index, one row per word (a temporary table of each connection). */
export const VOCABULARY_TABLE = 'temp.rm_cases_fts_terms';

export function openVocabulary(db: DatabaseSync): void {
  db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS ${VOCABULARY_TABLE} USING fts5vocab(main, rm_cases_fts, row)`);
}

/** Words read between two yields of the snapshot builder (a few milliseconds). */
const WORDS_PER_STEP = 5_000;

/**
 * The words of letters only in the search index: the only words a typo neighbour can be (`oneEditVariants`
 * makes words of a–z). About 77,000 at 1,000,000 cases (600 KB of text, a few MB as a set), read in steps in
 * term order: FTS5 seeks to each step's first word, so reading them costs a few hundred milliseconds in all,
 * against 3–8 ms per typo-tolerant search word for looking its few hundred variants up in the FTS index.
 */
export function* readVocabulary(db: DatabaseSync, wordsPerStep = WORDS_PER_STEP): Generator<void, Set<string>> {
  openVocabulary(db);
  const next = prepared(db, `SELECT term FROM ${VOCABULARY_TABLE} WHERE term > ? AND term < '{' LIMIT ?`);
  const words = new Set<string>();
  // '`' sorts right before 'a' and after every digit.
  let after = '`';
  for (;;) {
    const rows = next.all(after, wordsPerStep) as { term: string }[];
    for (const { term } of rows) if (/^[a-z]+$/.test(term)) words.add(term);
    if (rows.length < wordsPerStep) return words;
    after = rows[rows.length - 1].term;
    yield;
  }
}

/**
 * Neighbours found per vocabulary (one per snapshot, dropped with it): a word's few hundred variants are strings
 * made for every search otherwise, and searches repeat words (a search and its prefetch, paging, popular names).
 */
const neighbourCache = new WeakMap<ReadonlySet<string>, Map<string, string[]>>();
const NEIGHBOUR_CACHE_WORDS = 5_000;

/** The words of `vocabulary` one edit away from `word` (sorted; empty for words that are not typo-tolerant). */
export function neighboursIn(vocabulary: ReadonlySet<string>, word: string): string[] {
  if (!typoTolerant(word)) return [];
  let cache = neighbourCache.get(vocabulary);
  if (!cache) neighbourCache.set(vocabulary, (cache = new Map()));
  let neighbours = cache.get(word);
  if (!neighbours) {
    neighbours = oneEditVariants(word).filter((variant) => vocabulary.has(variant));
    if (cache.size >= NEIGHBOUR_CACHE_WORDS) cache.clear();
    cache.set(word, neighbours);
  }
  return neighbours;
}

/** Memory of a vocabulary set, roughly: the strings (2 bytes per letter plus a header) and the set's entries. */
export function vocabularyBytes(vocabulary: ReadonlySet<string>): number {
  let bytes = 0;
  for (const word of vocabulary) bytes += 2 * word.length + 48;
  return bytes;
}
