import { identifierLevel, identifierMatches, MatchLevel, wordsLevel, type SearchableCase } from './match-level.js';
import type { SearchQuery } from './understand-query.js';
import { hasText } from './understand-query.js';

/** Orders of a search: by relevance (the default with a query) or newest first (the default without). */
export const SEARCH_SORTS = ['relevance', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The order a search runs in: relevance only when there is something to be relevant to. */
export function effectiveSort(sort: SearchSort | undefined, query: SearchQuery): SearchSort {
  return hasText(query) && sort !== 'newest' ? 'relevance' : 'newest';
}

/**
 * The query searched when no case has the identifier it names: all its words, each a prefix, as before issue
 * #29 ("71 IN 12" while typing, "HRB 6" …).
 */
export function fallbackQuery(query: SearchQuery): SearchQuery {
  return {
    identifiers: [],
    legalForm: null,
    words: query.fallbackWords,
    name: [],
    typoWords: [],
    typoSpellings: {},
    fallbackWords: [],
  };
}

/**
 * The level of a case for the query, or null when it does not match. A query with identifiers matches the cases
 * with one of them only (a store asks `fallbackQuery` when there are none).
 */
export function levelOf(query: SearchQuery, c: SearchableCase): MatchLevel | null {
  if (query.identifiers.length > 0) return identifierMatches(query.identifiers, c) ? identifierLevel(query, c) : null;
  return wordsLevel(query, c);
}

export interface Candidate extends SearchableCase {
  readonly id: number;
  readonly publicationDate: string;
}

/**
 * The matching candidates in result order: by level when sorting by relevance, then newest publication first,
 * ties by the higher case id (the order of every search). For stores that rank in memory what they found.
 */
export function rankCandidates(
  query: SearchQuery,
  candidates: readonly Candidate[],
  sort: SearchSort,
): { id: number; level: MatchLevel }[] {
  const ranked: { id: number; level: MatchLevel; date: string }[] = [];
  for (const c of candidates) {
    const level = levelOf(query, c);
    if (level !== null) ranked.push({ id: c.id, level, date: c.publicationDate });
  }
  const byLevel = sort === 'relevance';
  ranked.sort(
    (a, b) => (byLevel ? a.level - b.level : 0) || (a.date < b.date ? 1 : a.date > b.date ? -1 : 0) || b.id - a.id,
  );
  return ranked.map(({ id, level }) => ({ id, level }));
}
