import type { DebtorKindFilter } from '../../../../domain/search-filters.js';
import { countAll, hasBit, selectAll, type Bitmap } from './rank-bitmap.js';
import type { SearchSnapshot } from './search-snapshot.js';
import type { TermSet } from './term-sets.js';

export interface SnapshotFilter {
  readonly debtorKind?: DebtorKindFilter;
  readonly state?: string;
  readonly procedureType?: string;
  readonly dateFrom?: string;
  readonly dateTo?: string;
}

/**
 * Total and page (case ids in result order) of the cases in every one of `terms` (all cases when there are none)
 * that pass the filters. The date range is a rank range and Land, procedure type and debtor kind are bitmaps, so with
 * bitmaps only, count and page come from intersecting them word by word; when a term is a short list of ranks,
 * the shortest list drives and each of its ranks is tested against the other sets.
 */
export function searchInSnapshot(
  snapshot: SearchSnapshot,
  terms: readonly TermSet[],
  filter: SnapshotFilter,
  page: { readonly offset: number; readonly limit: number },
): { total: number; ids: number[] } {
  const found = ranksInSnapshot(snapshot, terms, filter, page);
  return { total: found.total, ids: found.ranks.map((rank) => snapshot.idsByRank[rank]) };
}

/** As `searchInSnapshot`, the page as ranks (0 = newest). */
export function ranksInSnapshot(
  snapshot: SearchSnapshot,
  terms: readonly TermSet[],
  filter: SnapshotFilter,
  page: { readonly offset: number; readonly limit: number },
): { total: number; ranks: number[] } {
  const bitmaps = facetBitmaps(snapshot, filter);
  if (!bitmaps) return { total: 0, ranks: [] };
  const lists: Int32Array[] = [];
  for (const term of terms) {
    if (term.kind === 'ranks') lists.push(term.ranks);
    else bitmaps.unshift(term.bits);
  }
  const [lo, hi] = snapshot.rankRange(filter.dateFrom, filter.dateTo);

  if (lists.length > 0) {
    lists.sort((a, b) => a.length - b.length);
    const [driver, ...others] = lists;
    let total = 0;
    const ranks: number[] = [];
    const end = page.offset + page.limit;
    for (let i = lowerBound(driver, lo); i < driver.length; i++) {
      const rank = driver[i];
      if (rank >= hi) break;
      if (!inAll(bitmaps, others, rank)) continue;
      if (total >= page.offset && total < end) ranks.push(rank);
      total++;
    }
    return { total, ranks };
  }

  if (bitmaps.length === 0) {
    const from = Math.min(hi, lo + page.offset);
    const to = Math.min(hi, from + page.limit);
    return { total: hi - lo, ranks: Array.from({ length: to - from }, (_, i) => from + i) };
  }
  // One word, no facets, all dates: the count is known.
  const only = terms.length === 1 && bitmaps.length === 1 ? terms[0] : undefined;
  const total = only?.kind === 'bitmap' && lo === 0 && hi === snapshot.size ? only.count : countAll(bitmaps, lo, hi);
  if (page.limit === 0 || page.offset >= total) return { total, ranks: [] };
  return { total, ranks: selectAll(bitmaps, lo, hi, page.offset, page.limit) };
}

/** The bitmaps of the Land, procedure type and debtor kind filters; null when no case has the value asked for. */
export function facetBitmaps(snapshot: SearchSnapshot, filter: SnapshotFilter): Bitmap[] | null {
  const bitmaps: Bitmap[] = [];
  for (const [values, key] of [
    [snapshot.states, filter.state],
    [snapshot.procedures, filter.procedureType],
    [snapshot.debtorKinds, filter.debtorKind],
  ] as const) {
    if (!key) continue;
    const bits = (values as ReadonlyMap<string, Bitmap>).get(key);
    if (!bits) return null;
    bitmaps.push(bits);
  }
  return bitmaps;
}

function inAll(bitmaps: readonly Bitmap[], lists: readonly Int32Array[], rank: number): boolean {
  for (const bits of bitmaps) if (!hasBit(bits, rank)) return false;
  for (const list of lists) {
    const at = lowerBound(list, rank);
    if (at === list.length || list[at] !== rank) return false;
  }
  return true;
}

/** First index of the sorted `values` holding a value ≥ `value`. */
export function lowerBound(values: Int32Array, value: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
