import type { CaseLookup } from './ports/case-index.port.js';

/**
 * The terms of a group a store checks: the longest first (the rarest, as a rule, so a store can start from it),
 * at most this many. Fewer terms find a superset, which the caller's verification narrows anyway; a bounded
 * number keeps the SQL texts a store prepares to a few.
 */
export const GROUP_TERMS_CHECKED = 4;

/**
 * Lookups parted into single terms and groups of two or more distinct terms (a group of one is a single term),
 * each group's terms longest first and at most `GROUP_TERMS_CHECKED`.
 */
export function splitLookups(lookups: readonly CaseLookup[]): { single: string[]; groups: string[][] } {
  const single: string[] = [];
  const groups: string[][] = [];
  for (const lookup of lookups) {
    if (typeof lookup === 'string') {
      single.push(lookup);
      continue;
    }
    const distinct = [...new Set(lookup)]
      .sort((a, b) => b.length - a.length || a.localeCompare(b))
      .slice(0, GROUP_TERMS_CHECKED);
    if (distinct.length === 1) single.push(distinct[0]!);
    else if (distinct.length > 1) groups.push(distinct);
  }
  return { single, groups };
}
