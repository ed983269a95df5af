import { MatchLevel } from '../../../../domain/search-query/match-level.js';
import { hasBit } from './rank-bitmap.js';
import { facetBitmaps, listCandidates, lowerBound, type SnapshotFilter } from './search-in-snapshot.js';
import type { SearchSnapshot } from './search-snapshot.js';
import { ascendingMembership, rankedLevelsInBitmaps } from './ranked-levels-bitmap.js';
import type { TermSet } from './term-sets.js';

/**
 * The sets that tell the match level of a candidate (domain/search-query/match-level.ts `wordsLevel`, as sets):
 * every query word whole, every query word a prefix (null: every candidate is one, no typo neighbour exists),
 * the exact name, and the legal form the query names.
 */
/**
 * Memory the list path reuses from search to search (a search runs to its end on the event loop, so one set of
 * buffers serves every search of the thread): candidate ranks and their levels, grown to the largest list seen.
 */
const scratch: { ranks: Int32Array; levels: Uint8Array } = {
  ranks: new Int32Array(1024),
  levels: new Uint8Array(1024),
};

export interface LevelSets {
  readonly whole: readonly TermSet[];
  readonly prefix: readonly TermSet[] | null;
  readonly exactName: TermSet | null;
  readonly legalForm: TermSet | null;
  /** The cases named as the query but for one word, a typo of it (in the asked legal form); absent: none. */
  readonly typoExactName?: TermSet | null;
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
  // Fewer candidates (a list of ranks drives): each put in its level by membership tests, the candidates and the
  // level sets walked together in rank order.
  const all = listCandidates(snapshot, terms, filter, scratch);
  if (scratch.levels.length < all.count) scratch.levels = new Uint8Array(all.count);
  const levelOf = scratch.levels;
  const wholeTests = levels.whole.map(ascendingMembership);
  const prefix = levels.prefix?.map(ascendingMembership) ?? null;
  const exact = levels.exactName ? ascendingMembership(levels.exactName) : null;
  const form = levels.legalForm ? ascendingMembership(levels.legalForm) : null;
  const typoExact = levels.typoExactName ? ascendingMembership(levels.typoExactName) : null;
  const counts = new Array<number>(MatchLevel.typosOtherForm + 1).fill(0);
  // A page within the first two levels (the exact name, then every word whole; page 1 of a common word) is
  // known as soon as enough whole-word candidates are seen: the exact names are few and listed first, the total
  // is the candidates' count. Otherwise every candidate is put in its level, as always.
  const needed = page.offset + page.limit;
  const exactRanks = exactLevel(all.ranks, all.count, levels);
  const whole = exactRanks && levels.prefix === null && !levels.legalForm ? fewWholeMatches(all, levels.whole) : null;
  if (exactRanks && whole) return pageOfThreeLevels(snapshot, all, exactRanks, whole, page);
  const early: number[] | null = exactRanks && exactRanks.length < needed ? [] : null;
  for (let i = 0; i < all.count; i++) {
    const rank = all.ranks[i];
    // Every test runs (no short cut), so that each cursor sees every candidate in order.
    // Indexed loops: no iterator per candidate.
    // `whole` and `prefix` are per query word, in the same order: a word begun only is a prefix, not whole.
    let isWhole = true;
    let prefixes = true;
    let begunOnly = false;
    let typos = 0;
    for (let w = 0; w < wholeTests.length; w++) {
      const wordWhole = wholeTests[w](rank);
      isWhole = wordWhole && isWhole;
      if (!prefix) continue;
      const wordBegun = prefix[w](rank);
      prefixes = wordBegun && prefixes;
      begunOnly = begunOnly || (wordBegun && !wordWhole);
      if (!wordBegun) typos++; // a candidate by a typo neighbour of this word
    }
    const otherForm = form !== null && !form(rank);
    const isExact = exact !== null && exact(rank);
    const isTypoExact = typoExact !== null && typoExact(rank);
    let level: number;
    if (isWhole && !otherForm && isExact) level = MatchLevel.exactName;
    else if (!prefixes && typos === 1 && !begunOnly && !otherForm && isTypoExact) level = MatchLevel.typoExactName;
    else
      level =
        (isWhole
          ? MatchLevel.wholeWords
          : prefixes
            ? MatchLevel.prefixes
            : typos > 1
              ? MatchLevel.typos
              : begunOnly
                ? MatchLevel.typoPrefixes
                : MatchLevel.typo) + (otherForm ? 1 : 0);
    levelOf[i] = level;
    counts[level]++;
    if (early && level === MatchLevel.wholeWords) {
      early.push(rank);
      if (exactRanks!.length + early.length >= needed) {
        const ranks = [...exactRanks!, ...early].slice(page.offset, needed);
        return { total: all.count, ids: ranks.map((r) => snapshot.idsByRank[r]) };
      }
    }
  }
  const ids: number[] = [];
  let skip = page.offset;
  for (let level = 0; level < counts.length && ids.length < page.limit; level++) {
    if (skip >= counts[level]) {
      skip -= counts[level];
      continue;
    }
    for (let i = 0; i < all.count && ids.length < page.limit; i++) {
      if (levelOf[i] !== level) continue;
      if (skip > 0) skip--;
      else ids.push(snapshot.idsByRank[all.ranks[i]]);
    }
  }
  return { total: all.count, ids };
}

/**
 * The candidates having every query word as a whole word, in rank order, found from the smallest whole-word set
 * when it is a short list (a few per cent of the candidates: "müll" is a whole word of few names that begin with
 * it); null otherwise, when testing every candidate in turn finds a page of them early anyway.
 */
function fewWholeMatches(all: { ranks: Int32Array; count: number }, whole: readonly TermSet[]): number[] | null {
  let smallest: Int32Array | null = null;
  for (const set of whole) {
    if (set.kind === 'ranks' && (smallest === null || set.ranks.length < smallest.length)) smallest = set.ranks;
  }
  if (smallest === null || smallest.length * FEW > all.count) return null;
  const listed: TermSet = { kind: 'ranks', ranks: all.ranks.subarray(0, all.count) };
  const matches: number[] = [];
  for (let i = 0; i < smallest.length; i++) {
    const rank = smallest[i];
    if (inSet(listed, rank) && whole.every((set) => inSet(set, rank))) matches.push(rank);
  }
  return matches;
}

/** A whole-word list at most this many times smaller than the candidates is "few". */
const FEW = 8;

/**
 * The page when every candidate has every query word as a prefix and no legal form is asked for (no typo
 * neighbours: a 3–4-letter prefix, most rare words): the levels are the exact names, the other whole-word matches
 * (`whole`, both few and known), then every other candidate, each in rank order, so the page is found by walking
 * the candidates only until it is full instead of putting all of them (tens of thousands) in their levels.
 */
function pageOfThreeLevels(
  snapshot: SearchSnapshot,
  all: { ranks: Int32Array; count: number },
  exactRanks: readonly number[],
  whole: readonly number[],
  page: { readonly offset: number; readonly limit: number },
): { total: number; ids: number[] } {
  const needed = page.offset + page.limit;
  const exact = new Set(exactRanks);
  const ordered = [...exactRanks, ...whole.filter((rank) => !exact.has(rank))];
  let w = 0;
  for (let i = 0; i < all.count && ordered.length < needed; i++) {
    const rank = all.ranks[i];
    while (w < whole.length && whole[w] < rank) w++;
    if (w < whole.length && whole[w] === rank) continue;
    ordered.push(rank);
  }
  return { total: all.count, ids: ordered.slice(page.offset, needed).map((rank) => snapshot.idsByRank[rank]) };
}

/**
 * The candidates (the first `count` of the ascending `candidates`) of the exact-name level, in rank order, when
 * the exact names are a list of ranks (a handful of cases) or there are none; null when they are a bitmap.
 */
function exactLevel(candidates: Int32Array, count: number, levels: LevelSets): number[] | null {
  const exact = levels.exactName;
  if (exact === null) return [];
  if (exact.kind !== 'ranks') return null;
  const listed = candidates.subarray(0, count);
  const ranks: number[] = [];
  for (const rank of exact.ranks) {
    if (!inSet({ kind: 'ranks', ranks: listed }, rank)) continue;
    if (!levels.whole.every((set) => inSet(set, rank))) continue;
    if (levels.legalForm && !inSet(levels.legalForm, rank)) continue;
    ranks.push(rank);
  }
  return ranks;
}

function inSet(set: TermSet, rank: number): boolean {
  if (set.kind === 'bitmap') return hasBit(set.bits, rank);
  const at = lowerBound(set.ranks, rank);
  return at < set.ranks.length && set.ranks[at] === rank;
}
