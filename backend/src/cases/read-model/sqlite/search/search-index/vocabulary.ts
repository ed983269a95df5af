import type { DatabaseSync } from 'node:sqlite';
import { prepared } from '../../../../../platform/sqlite/prepared.js';
import { RELAXED_TYPO_MIN_LENGTH, typoTolerant } from '../../../../domain/search-query/one-edit.js';
import { WordTrie } from './word-trie.js';

/** The FTS5 vocabulary of the cases' search index, one row per word (a temporary table of each connection). */
export const VOCABULARY_TABLE = 'temp.rm_cases_fts_terms';

export function openVocabulary(db: DatabaseSync): void {
  db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS ${VOCABULARY_TABLE} USING fts5vocab(main, rm_cases_fts, row)`);
}

/** Words read between two yields of the snapshot builder (a few milliseconds). */
const WORDS_PER_STEP = 5_000;

/**
 * The words of letters only in the search index: the only words a typo neighbour can be (`oneEditVariants`
 * makes words of a–z). About 77,000 at 1,000,000 cases (600 KB of text), read in steps in term order into a trie
 * (word-trie.ts, about 3 MB): FTS5 seeks to each step's first word, so reading them costs a few hundred
 * milliseconds in all, against 3–8 ms per typo-tolerant search word for looking its few hundred variants up in
 * the FTS index.
 */
export function* readVocabulary(db: DatabaseSync, wordsPerStep = WORDS_PER_STEP): Generator<void, WordTrie> {
  openVocabulary(db);
  const next = prepared(db, `SELECT term FROM ${VOCABULARY_TABLE} WHERE term > ? AND term < '{' LIMIT ?`);
  const words = WordTrie.builder();
  // '`' sorts right before 'a' and after every digit.
  let after = '`';
  for (;;) {
    const rows = next.all(after, wordsPerStep) as { term: string }[];
    for (const { term } of rows) if (/^[a-z]+$/.test(term)) words.add(term);
    if (rows.length < wordsPerStep) return words.finish();
    after = rows[rows.length - 1].term;
    yield;
  }
}

/**
 * Neighbours found per vocabulary (one per snapshot, dropped with it): searches repeat words (a search and its
 * prefetch, paging, popular names).
 */
const neighbourCache = new WeakMap<WordTrie, Map<string, string[]>>();
const NEIGHBOUR_CACHE_WORDS = 5_000;

/** The words of `vocabulary` one edit away from `word` (sorted; empty for words too short for even the relaxed reading). */
export function neighboursIn(vocabulary: WordTrie, word: string): string[] {
  if (!typoTolerant(word, RELAXED_TYPO_MIN_LENGTH)) return [];
  let cache = neighbourCache.get(vocabulary);
  if (!cache) neighbourCache.set(vocabulary, (cache = new Map()));
  let neighbours = cache.get(word);
  if (!neighbours) {
    neighbours = vocabulary.neighbours(word);
    if (cache.size >= NEIGHBOUR_CACHE_WORDS) cache.clear();
    cache.set(word, neighbours);
  }
  return neighbours;
}
