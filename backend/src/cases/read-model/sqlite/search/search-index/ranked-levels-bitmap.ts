import { MatchLevel } from '../../../../domain/search-query/match-level.js';
import { countAll, hasBit, popcount, type Bitmap } from './rank-bitmap.js';
import type { TermSet } from './term-sets.js';
import { advanceTo } from './search-in-snapshot.js';

/**
 * A level set as 32-bit words of the rank bitmap: a bitmap itself, or, for a short list of ranks (an exact name
 * is a handful of cases), only its non-empty words.
 */
type Words = (w: number) => number;

function wordsOf(set: TermSet): Words {
  if (set.kind === 'bitmap') {
    const bits = set.bits;
    return (w) => bits[w];
  }
  // The non-empty words in order, asked in ascending order within a pass: a cursor, back to the start when a
  // new pass begins (a Map lookup per word of a million ranks cost more than the rest of the pass).
  const keys: number[] = [];
  const values: number[] = [];
  for (const rank of set.ranks) {
    const w = rank >>> 5;
    if (keys.length > 0 && keys[keys.length - 1] === w) values[values.length - 1] |= 1 << (rank & 31);
    else {
      keys.push(w);
      values.push(1 << (rank & 31));
    }
  }
  let at = 0;
  return (w) => {
    if (at > 0 && keys[at - 1] >= w) at = 0;
    while (at < keys.length && keys[at] < w) at++;
    if (at < keys.length && keys[at] === w) return values[at++];
    return 0;
  };
}

/** The levels a relevance search can put a word candidate in, in rank order (ranked-in-snapshot.ts). */
const LEVELS = [
  MatchLevel.exactName,
  MatchLevel.wholeWords,
  MatchLevel.wholeWordsOtherForm,
  MatchLevel.prefixes,
  MatchLevel.prefixesOtherForm,
  MatchLevel.typoExactName,
  MatchLevel.typo,
  MatchLevel.typoOtherForm,
  MatchLevel.typoPrefixes,
  MatchLevel.typoPrefixesOtherForm,
  MatchLevel.typos,
  MatchLevel.typosOtherForm,
] as const;

export interface BitmapLevels {
  readonly whole: readonly TermSet[];
  readonly prefix: readonly TermSet[] | null;
  readonly exactName: TermSet | null;
  readonly legalForm: TermSet | null;
  /** The cases named as the query but for one word, a typo of it (in the asked legal form); absent: none. */
  readonly typoExactName?: TermSet | null;
}

/**
 * Total and page (as ranks) of a relevance search whose candidates are bitmaps (common words: tens of thousands
 * of cases): every level is an expression of the candidate, whole-word, prefix, exact-name and legal-form sets,
 * evaluated 32 ranks at a time. One pass counts each level; a second reads only the levels the page falls in,
 * up to its last rank. The same order as putting each candidate in its level one by one, without listing them.
 */
export function rankedLevelsInBitmaps(
  candidates: readonly Bitmap[],
  lo: number,
  hi: number,
  levels: BitmapLevels,
  page: { readonly offset: number; readonly limit: number },
): { total: number; ranks: number[] } {
  const list = smallestList(levels.whole);
  if (list) return rankedFromWholeList(candidates, lo, hi, levels, page, list);
  const whole = levels.whole.map(wordsOf);
  const prefix = levels.prefix?.map(wordsOf) ?? null;
  const exact = levels.exactName ? wordsOf(levels.exactName) : null;
  const form = levels.legalForm ? wordsOf(levels.legalForm) : null;
  const typoExact = levels.typoExactName ? wordsOf(levels.typoExactName) : null;

  /** The words of every level at word `w` (index: position in LEVELS), given the candidates' word `c`. */
  const split = (w: number, c: number, out: Int32Array) => {
    const { wholeWord, prefixWord, typoWord, begunWord, typosWord } = wordsOfLevels(whole, prefix, w, c);
    const formWord = form ? form(w) : -1;
    const exactWord = exact && (wholeWord & formWord) !== 0 ? exact(w) : 0;
    const oneTypo = typoWord & ~typosWord;
    const typoFormWord = oneTypo & ~begunWord & formWord;
    const typoExactWord = typoExact && typoFormWord !== 0 ? typoExact(w) : 0;
    out[0] = wholeWord & formWord & exactWord;
    out[1] = wholeWord & formWord & ~exactWord;
    out[2] = wholeWord & ~formWord;
    out[3] = prefixWord & formWord;
    out[4] = prefixWord & ~formWord;
    out[5] = typoFormWord & typoExactWord;
    out[6] = typoFormWord & ~typoExactWord;
    out[7] = oneTypo & ~begunWord & ~formWord;
    out[8] = oneTypo & begunWord & formWord;
    out[9] = oneTypo & begunWord & ~formWord;
    out[10] = typosWord & formWord;
    out[11] = typosWord & ~formWord;
  };

  const counts = new Array<number>(LEVELS.length).fill(0);
  const parts = new Int32Array(LEVELS.length);
  const first = lo >>> 5;
  const last = hi > lo ? (hi - 1) >>> 5 : first - 1;
  // A page within the first two levels (the exact name, then every word whole; page 1 of a common word) is
  // known as soon as enough whole-word candidates are seen: the exact names are few and listed first, the
  // total is the candidates' count. Otherwise the pass counts every level to its end, as always.
  const needed = page.offset + page.limit;
  const exactRanks = firstLevel(candidates, lo, hi, levels);
  const early: number[] | null = exactRanks && exactRanks.length < needed ? [] : null;
  for (let w = first; w <= last; w++) {
    const c = candidateWord(candidates, w, lo, hi);
    if (c === 0) continue;
    split(w, c, parts);
    for (let l = 0; l < LEVELS.length; l++) if (parts[l] !== 0) counts[l] += popcount(parts[l]);
    if (early && parts[1] !== 0) {
      for (let word = parts[1]; word !== 0 && exactRanks!.length + early.length < needed;) {
        const low = word & -word;
        early.push((w << 5) + 31 - Math.clz32(low));
        word ^= low;
      }
      if (exactRanks!.length + early.length >= needed) {
        const ranks = [...exactRanks!, ...early].slice(page.offset, needed);
        return { total: countAll(candidates, lo, hi), ranks };
      }
    }
  }
  const total = counts.reduce((sum, n) => sum + n, 0);

  const ranks: number[] = [];
  let skip = page.offset;
  for (let l = 0; l < LEVELS.length && ranks.length < page.limit; l++) {
    if (skip >= counts[l]) {
      skip -= counts[l];
      continue;
    }
    for (let w = first; w <= last && ranks.length < page.limit; w++) {
      const c = candidateWord(candidates, w, lo, hi);
      if (c === 0) continue;
      split(w, c, parts);
      let word = parts[l];
      if (word === 0) continue;
      const bits = popcount(word);
      if (skip >= bits) {
        skip -= bits;
        continue;
      }
      while (word !== 0 && ranks.length < page.limit) {
        const low = word & -word;
        if (skip > 0) skip--;
        else ranks.push((w << 5) + 31 - Math.clz32(low));
        word ^= low;
      }
    }
  }
  return { total, ranks };
}

/** The shortest of the sets that are lists of ranks, if any. */
function smallestList(sets: readonly TermSet[]): Int32Array | null {
  let smallest: Int32Array | null = null;
  for (const set of sets) {
    if (set.kind === 'ranks' && (smallest === null || set.ranks.length < smallest.length)) smallest = set.ranks;
  }
  return smallest;
}

/**
 * `rankedLevelsInBitmaps` when a query word's whole-word set is a list of ranks (a 3–4-letter prefix: "mül" is a
 * whole word of few names, the names beginning with it are tens of thousands). The first three levels (every word
 * whole) lie within that list, so they are found from it; the rest of the candidates is walked 32 ranks at a time
 * only until the page is full, and the total is the candidates' count. Before, two full passes over the rank
 * bitmap (about 2 ms at 1,000,000 cases, on the event loop) put every candidate in its level.
 */
function rankedFromWholeList(
  candidates: readonly Bitmap[],
  lo: number,
  hi: number,
  levels: BitmapLevels,
  page: { readonly offset: number; readonly limit: number },
  list: Int32Array,
): { total: number; ranks: number[] } {
  const needed = page.offset + page.limit;
  const total = countAll(candidates, lo, hi);
  const wholeTests = levels.whole.map(ascendingMembership);
  const form = levels.legalForm ? ascendingMembership(levels.legalForm) : null;
  const exact = levels.exactName ? ascendingMembership(levels.exactName) : null;
  // The exact names, when a list (a handful of cases), first: then the walk ends as soon as they and the other
  // whole-word matches in the asked form fill the page (a word of 20,000 cases: "thomas").
  const exactRanks = firstLevel(candidates, lo, hi, levels);
  const top: number[][] = [exactRanks ?? [], [], []];
  for (let i = 0; i < list.length; i++) {
    const rank = list[i];
    if (rank < lo) continue;
    if (rank >= hi) break;
    if (!candidates.every((bits) => hasBit(bits, rank))) continue;
    if (!wholeTests.every((inWhole) => inWhole(rank))) continue;
    // As `split` below: the exact name only in the asked legal form, the other form a level of its own.
    if (form !== null && !form(rank)) top[2].push(rank);
    else if (exact !== null && exact(rank)) {
      if (exactRanks === null) top[0].push(rank);
    } else {
      top[1].push(rank);
      if (exactRanks !== null && top[0].length + top[1].length >= needed) break;
    }
  }
  const ordered = top.flat();
  if (ordered.length >= needed) return { total, ranks: ordered.slice(page.offset, needed) };

  // Levels 3–11, each up to the `rest` ranks the page may need of it; the walk ends once the first of them has
  // enough (the later ones then give nothing to the page).
  const rest = needed - ordered.length;
  const whole = levels.whole.map(wordsOf);
  const prefix = levels.prefix?.map(wordsOf) ?? null;
  const formWords = levels.legalForm ? wordsOf(levels.legalForm) : null;
  const lower: number[][] = [[], [], [], [], [], [], [], [], []];
  const typoExact = levels.typoExactName ? wordsOf(levels.typoExactName) : null;
  const first = lo >>> 5;
  const last = hi > lo ? (hi - 1) >>> 5 : first - 1;
  for (let w = first; w <= last && lower[0].length < rest; w++) {
    const c = candidateWord(candidates, w, lo, hi);
    if (c === 0) continue;
    const { wholeWord, prefixWord, typoWord, begunWord, typosWord } = wordsOfLevels(whole, prefix, w, c);
    if ((c & ~wholeWord) === 0) continue;
    const formWord = formWords ? formWords(w) : -1;
    const oneTypo = typoWord & ~typosWord;
    const typoFormWord = oneTypo & ~begunWord & formWord;
    const typoExactWord = typoExact && typoFormWord !== 0 ? typoExact(w) : 0;
    const parts = [
      prefixWord & formWord,
      prefixWord & ~formWord,
      typoFormWord & typoExactWord,
      typoFormWord & ~typoExactWord,
      oneTypo & ~begunWord & ~formWord,
      oneTypo & begunWord & formWord,
      oneTypo & begunWord & ~formWord,
      typosWord & formWord,
      typosWord & ~formWord,
    ];
    for (let l = 0; l < parts.length; l++) {
      for (let word = parts[l]; word !== 0 && lower[l].length < rest;) {
        const low = word & -word;
        lower[l].push((w << 5) + 31 - Math.clz32(low));
        word ^= low;
      }
    }
  }
  for (const level of lower) ordered.push(...level);
  return { total, ranks: ordered.slice(page.offset, needed) };
}

/**
 * Word `w` of the candidates (`c`) split by how the query words match (match-level.ts `wordsLevel`): every word
 * whole; every word a prefix, not all whole; a word neither (a typo neighbour's candidate). `begunWord`: some query
 * word is only a prefix there (its prefix set without its whole-word set), which puts a typo a level lower.
 * `typosWord`: two query words or more are neither (typos in two words), the lowest levels.
 * `whole` and `prefix` are per query word, in the same order (`prefix` null: no typo neighbours).
 */
function wordsOfLevels(
  whole: readonly Words[],
  prefix: readonly Words[] | null,
  w: number,
  c: number,
): { wholeWord: number; prefixWord: number; typoWord: number; begunWord: number; typosWord: number } {
  let wholeWord = c;
  let prefixWord = c;
  let begunWord = 0;
  let typoSeen = 0;
  let typosWord = 0;
  for (let i = 0; i < whole.length; i++) {
    const wordWhole = whole[i](w);
    wholeWord &= wordWhole;
    if (!prefix) continue;
    const wordBegun = prefix[i](w);
    prefixWord &= wordBegun;
    begunWord |= wordBegun & ~wordWhole;
    typosWord |= typoSeen & ~wordBegun;
    typoSeen |= ~wordBegun;
  }
  prefixWord &= ~wholeWord;
  const typoWord = prefix ? c & ~wholeWord & ~prefixWord : 0;
  return {
    wholeWord,
    prefixWord: prefix ? prefixWord : c & ~wholeWord,
    typoWord,
    begunWord,
    typosWord: typosWord & typoWord,
  };
}

/**
 * Membership in `set` for ranks asked in ascending order: a bitmap is looked up, a list of ranks walked with a
 * cursor that gallops over long gaps (`advanceTo`: each of its ranks passed at most once, and a long list asked
 * about few ranks not walked one by one).
 */
export function ascendingMembership(set: TermSet): (rank: number) => boolean {
  if (set.kind === 'bitmap') return (rank) => hasBit(set.bits, rank);
  const ranks = set.ranks;
  let at = 0;
  return (rank) => {
    at = advanceTo(ranks, at, rank);
    return at < ranks.length && ranks[at] === rank;
  };
}

/** Word `w` of the intersection of `sets` (at least one), limited to ranks in [lo, hi). */
function candidateWord(sets: readonly Bitmap[], w: number, lo: number, hi: number): number {
  let word = sets[0][w];
  for (let i = 1; i < sets.length && word !== 0; i++) word &= sets[i][w];
  if (word === 0) return 0;
  const firstRank = w << 5;
  if (firstRank < lo) word &= -1 << (lo - firstRank);
  if (firstRank + 32 > hi) {
    const keep = hi - firstRank;
    word &= keep <= 0 ? 0 : keep >= 32 ? -1 : (1 << keep) - 1;
  }
  return word;
}

/**
 * The candidates of the exact-name level in rank order, when the exact names are a list of ranks (a handful of
 * cases) or there are none; null when they are a bitmap (the pass then counts every level).
 */
function firstLevel(candidates: readonly Bitmap[], lo: number, hi: number, levels: BitmapLevels): number[] | null {
  const exact = levels.exactName;
  if (exact === null) return [];
  if (exact.kind !== 'ranks') return null;
  const ranks: number[] = [];
  for (const rank of exact.ranks) {
    if (rank < lo || rank >= hi) continue;
    if (!candidates.every((bits) => hasBit(bits, rank))) continue;
    if (!levels.whole.every((set) => inSet(set, rank))) continue;
    if (levels.legalForm && !inSet(levels.legalForm, rank)) continue;
    ranks.push(rank);
  }
  return ranks;
}

function inSet(set: TermSet, rank: number): boolean {
  if (set.kind === 'bitmap') return hasBit(set.bits, rank);
  let lo = 0;
  let hi = set.ranks.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (set.ranks[mid] < rank) lo = mid + 1;
    else hi = mid;
  }
  return lo < set.ranks.length && set.ranks[lo] === rank;
}
