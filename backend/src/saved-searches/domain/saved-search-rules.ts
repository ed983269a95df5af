import type { SavedSearchCriteria } from './events.js';

/** Saved searches one user may have: enough for a credit team's regions and portfolios, bounded for the digest. */
export const SAVED_SEARCHES_MAX = 25;
export const SAVED_SEARCH_NAME_MAX = 80;

/** Names compare without surrounding or repeated blanks and letter case: "Köln  Bau" equals "köln bau". */
export function normaliseName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

export function nameKey(name: string): string {
  return normaliseName(name).toLocaleLowerCase('de-DE');
}

/**
 * Only non-empty texts are kept, trimmed, in key order, so two saves of the same search store the same
 * object. Paging is not part of a search's criteria.
 */
export function normaliseCriteria(input: Readonly<Record<string, unknown>>): SavedSearchCriteria {
  const criteria: Record<string, string> = {};
  for (const key of Object.keys(input).sort()) {
    if (key === 'page' || key === 'limit') continue;
    const value = input[key];
    if (typeof value === 'string' && value.trim() !== '') criteria[key] = value.trim();
  }
  return criteria;
}
