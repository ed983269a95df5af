import type { DatabaseSync } from 'node:sqlite';
import { rankCandidates, type Candidate, type SearchSort } from '../../../domain/search-query/rank-cases.js';
import type { SearchQuery } from '../../../domain/search-query/understand-query.js';
import { identifierCandidates, identifierHits, NO_FILTERS, type FilterSql } from './ranked-search.js';
import type { SearchSnapshot } from './search-index/search-snapshot.js';

/**
 * An identifier's cases without filters, read once per search at a snapshot: the read-ahead asks whether any case
 * has it (`identifierExistsAt`), and the search itself needs the same cases for its hits when it has no filters,
 * or for the same question when its filters left none. Read twice, that was 14–43 µs more per Aktenzeichen or
 * register number at 1,000,000 cases. Kept per reading of the query (`understandQuery` hands out the same frozen
 * reading for the same text) and only for the snapshot it was read at: a write in between makes a new snapshot.
 */
const unfiltered = new WeakMap<SearchQuery, { snapshot: SearchSnapshot; found: readonly Candidate[] }>();

function unfilteredCandidates(db: DatabaseSync, query: SearchQuery, snapshot: SearchSnapshot): readonly Candidate[] {
  const known = unfiltered.get(query);
  if (known?.snapshot === snapshot) return known.found;
  const found = identifierCandidates(db, query, NO_FILTERS);
  unfiltered.set(query, { snapshot, found });
  return found;
}

/** Whether any case has one of the query's identifiers, whatever the filters (see `identifierExists`). */
export function identifierExistsAt(db: DatabaseSync, query: SearchQuery, snapshot: SearchSnapshot): boolean {
  return rankCandidates(query, unfilteredCandidates(db, query, snapshot), 'newest').length > 0;
}

/** The ranked ids of the cases with one of the query's identifiers that pass the filters (see `identifierHits`). */
export function identifierHitsAt(
  db: DatabaseSync,
  query: SearchQuery,
  filters: FilterSql,
  sort: SearchSort,
  snapshot: SearchSnapshot,
): number[] {
  if (filters.sql.length > 0) return identifierHits(db, query, filters, sort);
  return rankCandidates(query, unfilteredCandidates(db, query, snapshot), sort).map((r) => r.id);
}
