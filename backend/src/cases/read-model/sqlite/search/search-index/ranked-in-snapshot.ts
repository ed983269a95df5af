import { MatchLevel } from '../../../../domain/search-query/match-level.js';
import { hasBit } from './rank-bitmap.js';
import type { SearchSnapshot } from './search-snapshot.js';
import { facetBitmaps, lowerBound, ranksInSnapshot, type SnapshotFilter } from './search-in-snapshot.js';
import { rankedLevelsInBitmaps } from './ranked-levels-bitmap.js';
import type { TermSet } from './term-sets.js';

/**
 * The sets that tell the match level of a candidate (domain/search-query/match-level.ts `wordsLevel`, as sets):
 * every query word whole, every query word a prefix (null: every candidate is one, no typo neighbour exists),
 * the exact name, and the legal form the query names.
 */
export interface LevelSets {
  readonly whole: readonly TermSet[];
  readonly prefix: readonly TermSet[] | null;
  readonly exactName: TermSet | null;
  readonly legalForm: TermSet | null;
}

/**
 * Total and page of a search by relevance in the snapshot: the candidates (every one of `terms`, passing the
 * filters) in rank order, level after level; the same order as `rankCandidates` gives on the rows.
 */
export function rankedInSnapshot(
  snapshot: SearchSnapshot,
  terms: readonly TermSet[],
  filter: SnapshotFilter,
  levels: LevelSets,
  page: { readonly offset: number; readonly limit: number },
): { total: number; ids: number[] } {
  // Common words: every candidate set a bitmap, the levels counted and paged 32 ranks at a time.
  if (terms.length > 0 && terms.every((term) => term.kind === 'bitmap')) {
    const facets = facetBitmaps(snapshot, filter);
    if (!facets) return { total: 0, ids: [] };
    const [lo, hi] = snapshot.rankRange(filter.dateFrom, filter.dateTo);
    const bitmaps = [...terms.flatMap((term) => (term.kind === 'bitmap' ? [term.bits] : [])), ...facets];
    const found = rankedLevelsInBitmaps(bitmaps, lo, hi, levels, page);
    return { total: found.total, ids: found.ranks.map((rank) => snapshot.idsByRank[rank]) };
  }
  // Few candidates (a short list of ranks drives): each put in its level by membership tests.
  const all = ranksInSnapshot(snapshot, terms, filter, { offset: 0, limit: Number.MAX_SAFE_INTEGER });
  const buckets: number[][] = Array.from({ length: MatchLevel.typoOtherForm + 1 }, () => []);
  const formAsked = levels.legalForm !== null;
  for (const rank of all.ranks) {
    const whole = levels.whole.every((set) => inSet(set, rank));
    const prefixes = whole || levels.prefix === null || levels.prefix.every((set) => inSet(set, rank));
    const otherForm = formAsked && !inSet(levels.legalForm!, rank);
    let level: number;
    if (whole && !otherForm && levels.exactName && inSet(levels.exactName, rank)) level = MatchLevel.exactName;
    else {
      level = whole ? MatchLevel.wholeWords : prefixes ? MatchLevel.prefixes : MatchLevel.typo;
      if (otherForm) level++;
    }
    buckets[level].push(rank);
  }
  const ordered = buckets.flat();
  const ids = ordered.slice(page.offset, page.offset + page.limit).map((rank) => snapshot.idsByRank[rank]);
  return { total: all.total, ids };
}

export function inSet(set: TermSet, rank: number): boolean {
  if (set.kind === 'bitmap') return hasBit(set.bits, rank);
  const at = lowerBound(set.ranks, rank);
  return at < set.ranks.length && set.ranks[at] === rank;
}
