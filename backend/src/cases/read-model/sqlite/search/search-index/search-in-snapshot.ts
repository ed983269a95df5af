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
  // One word, no facets, all dates: the count is known; one facet alone over all dates: counted once.
  const only = terms.length === 1 && bitmaps.length === 1 ? terms[0] : undefined;
  const allDates = lo === 0 && hi === snapshot.size;
  const total =
    only?.kind === 'bitmap' && allDates
      ? only.count
      : allDates && bitmaps.length === 1 && terms.length === 0
        ? facetCount(bitmaps[0], snapshot.size)
        : countAll(bitmaps, lo, hi);
  if (page.limit === 0 || page.offset >= total) return { total, ranks: [] };
  return { total, ranks: selectAll(bitmaps, lo, hi, page.offset, page.limit) };
}

/**
 * The cases of a facet bitmap (a Land, a procedure type, a debtor kind), counted once per snapshot: a snapshot's
 * bitmaps never change, and the count of a Land's bitmap of 1,000,000 cases was most of a search by Land alone.
 */
const facetCounts = new WeakMap<Bitmap, number>();

function facetCount(bits: Bitmap, size: number): number {
  let count = facetCounts.get(bits);
  if (count === undefined) {
    count = countAll([bits], 0, size);
    facetCounts.set(bits, count);
  }
  return count;
}

/**
 * Every candidate of `terms` passing the filters, in rank order, and their number. At least one term must be a
 * list of ranks: it drives. The candidates are written into `scratch.ranks` (grown when too small; a search passes
 * memory it reuses, so that listing tens of thousands of candidates leaves no garbage), except when one list
 * alone selects them (one word, no Land, procedure type or debtor kind): then they are that list's ranks in the
 * date range, in place (a common word's 20,000 ranks were copied per search). Either way the answer is read-only.
 */
export function listCandidates(
  snapshot: SearchSnapshot,
  terms: readonly TermSet[],
  filter: SnapshotFilter,
  scratch: { ranks: Int32Array },
): { ranks: Int32Array; count: number } {
  const bitmaps = facetBitmaps(snapshot, filter);
  if (!bitmaps) return { ranks: scratch.ranks, count: 0 };
  const lists: Int32Array[] = [];
  for (const term of terms) {
    if (term.kind === 'ranks') lists.push(term.ranks);
    else bitmaps.push(term.bits);
  }
  if (lists.length === 0) throw new Error('listCandidates needs a list of ranks to drive');
  lists.sort((a, b) => a.length - b.length);
  const [driver, ...others] = lists;
  const [lo, hi] = snapshot.rankRange(filter.dateFrom, filter.dateTo);
  if (others.length === 0 && bitmaps.length === 0) {
    const from = lowerBound(driver, lo);
    const to = lowerBound(driver, hi);
    return { ranks: driver.subarray(from, to), count: to - from };
  }
  if (scratch.ranks.length < driver.length) scratch.ranks = new Int32Array(driver.length);
  const ranks = scratch.ranks;
  const cursors = new Int32Array(others.length);
  let count = 0;
  next: for (let i = lowerBound(driver, lo); i < driver.length; i++) {
    const rank = driver[i];
    if (rank >= hi) break;
    // Indexed loops: a for…of here made an iterator per candidate (800 KB of garbage per search of 30,000).
    for (let b = 0; b < bitmaps.length; b++) if (!hasBit(bitmaps[b], rank)) continue next;
    // The other lists are walked with a cursor each: ranks come in ascending order.
    for (let l = 0; l < others.length; l++) {
      const list = others[l];
      const at = (cursors[l] = advanceTo(list, cursors[l], rank));
      if (at === list.length || list[at] !== rank) continue next;
    }
    ranks[count++] = rank;
  }
  return { ranks, count };
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
  // Indexed loops: called per candidate, a for…of made an iterator each time.
  for (let b = 0; b < bitmaps.length; b++) if (!hasBit(bitmaps[b], rank)) return false;
  for (let l = 0; l < lists.length; l++) {
    const list = lists[l];
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

/**
 * First index from `at` on of the sorted `values` holding a value ≥ `value`, for cursors that move forward only:
 * a few steps one by one (the next candidate is usually close), then galloping (8, 16, 32 … ahead) and a binary
 * search in the last stride. A long list passed by few candidates (the whole-word list of a common first word
 * under a rare second word) costs about their number times the logarithm of the gaps instead of its length.
 */
export function advanceTo(values: Int32Array, at: number, value: number): number {
  const n = values.length;
  for (let k = 0; k < 8; k++) {
    if (at >= n || values[at] >= value) return at;
    at++;
  }
  // values[at - 1] < value from here on.
  let hi = at;
  let stride = 8;
  while (hi < n && values[hi] < value) {
    at = hi + 1;
    hi += stride;
    stride *= 2;
  }
  if (hi > n) hi = n;
  while (at < hi) {
    const mid = (at + hi) >>> 1;
    if (values[mid] < value) at = mid + 1;
    else hi = mid;
  }
  return at;
}
