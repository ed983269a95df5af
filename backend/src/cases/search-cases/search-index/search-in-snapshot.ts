import { countAll, hasBit, selectAll, type Bitmap } from './rank-bitmap.js';
import type { SearchSnapshot } from './search-snapshot.js';
import type { TermSet } from './term-sets.js';

export interface SnapshotFilter {
  readonly state?: string;
  readonly procedureType?: string;
  readonly dateFrom?: string;
  readonly dateTo?: string;
}

/**
 * Total and page (case ids in result order) of the cases in `term` (all cases when undefined) that pass the
 * filters: the date range is a rank range, Land and procedure type are bitmaps, so both count and page come from
 * intersecting bitmaps word by word (or, for a short list of ranks, from testing each).
 */
export function searchInSnapshot(
  snapshot: SearchSnapshot,
  term: TermSet | undefined,
  filter: SnapshotFilter,
  page: { readonly offset: number; readonly limit: number },
): { total: number; ids: number[] } {
  const facets: Bitmap[] = [];
  for (const [values, key] of [
    [snapshot.states, filter.state],
    [snapshot.procedures, filter.procedureType],
  ] as const) {
    if (!key) continue;
    const bits = values.get(key);
    if (!bits) return { total: 0, ids: [] };
    facets.push(bits);
  }
  const [lo, hi] = snapshot.rankRange(filter.dateFrom, filter.dateTo);
  const toIds = (ranks: readonly number[]) => ranks.map((rank) => snapshot.idsByRank[rank]);

  if (term?.kind === 'ranks') {
    let total = 0;
    const ranks: number[] = [];
    const end = page.offset + page.limit;
    const [first, second] = facets;
    for (let i = lowerBound(term.ranks, lo); i < term.ranks.length; i++) {
      const rank = term.ranks[i];
      if (rank >= hi) break;
      if ((first && !hasBit(first, rank)) || (second && !hasBit(second, rank))) continue;
      if (total >= page.offset && total < end) ranks.push(rank);
      total++;
    }
    return { total, ids: toIds(ranks) };
  }

  const sets = term ? [term.bits, ...facets] : facets;
  if (sets.length === 0) {
    const from = Math.min(hi, lo + page.offset);
    const to = Math.min(hi, from + page.limit);
    return { total: hi - lo, ids: Array.from(snapshot.idsByRank.subarray(from, to)) };
  }
  const whole = lo === 0 && hi === snapshot.size;
  const total = term && facets.length === 0 && whole ? term.count : countAll(sets, lo, hi);
  if (page.limit === 0 || page.offset >= total) return { total, ids: [] };
  return { total, ids: toIds(selectAll(sets, lo, hi, page.offset, page.limit)) };
}

/** First index of the sorted `values` holding a value ≥ `value`. */
function lowerBound(values: Int32Array, value: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
