import { foldedTokens, significantTokens } from './german-search.js';

/**
 * The words of the case search as a store without a full-text engine keeps and asks them (the MongoDB read
 * model), with the meaning of the SQLite FTS5 index: the indexed text is folded already (`foldGerman`, so
 * `unicode61 remove_diacritics 2` only splits it at spaces), and every query word is a prefix that must begin
 * some word of the case.
 */

/** Prefix lengths stored per word, as SQLite's `prefix='1 2 3 4 5 6 7 8'` indexes them. */
export const STORED_PREFIX_LENGTH = 8;

/** Query words read, as `ftsPrefixTerms` reads them (the rest of a longer query is ignored). */
const MAX_QUERY_WORDS = 12;

/** The distinct words of folded texts (debtor name, Aktenzeichen and register number), sorted. */
export function caseWords(...folded: readonly string[]): string[] {
  return [...new Set(folded.flatMap((text) => foldedTokens(text)))].sort();
}

/**
 * Every word and each of its prefixes up to `STORED_PREFIX_LENGTH` characters, distinct and sorted: one array
 * field with a multikey index, so that a query word of up to eight characters is one index lookup.
 */
export function wordPrefixes(words: readonly string[]): string[] {
  const terms = new Set<string>();
  for (const word of words) {
    for (let length = 1; length <= Math.min(word.length, STORED_PREFIX_LENGTH); length++) {
      terms.add(word.slice(0, length));
    }
    terms.add(word);
  }
  return [...terms].sort();
}

/**
 * The words of a user's query as prefixes to look for: folded, legal-form words dropped unless nothing else is
 * left (`significantTokens`), at most twelve. Empty when the query has no word.
 */
export function queryPrefixes(q: string): string[] {
  return significantTokens(q).slice(0, MAX_QUERY_WORDS);
}
