import { MatchLevel } from '../../../../domain/search-query/match-level.js';
import { popcount, type Bitmap } from './rank-bitmap.js';
import type { TermSet } from './term-sets.js';

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
  const sparse = new Map<number, number>();
  for (const rank of set.ranks) sparse.set(rank >>> 5, (sparse.get(rank >>> 5) ?? 0) | (1 << (rank & 31)));
  return (w) => sparse.get(w) ?? 0;
}

/** The levels a relevance search can put a word candidate in, in rank order (ranked-in-snapshot.ts). */
const LEVELS = [
  MatchLevel.exactName,
  MatchLevel.wholeWords,
  MatchLevel.wholeWordsOtherForm,
  MatchLevel.prefixes,
  MatchLevel.prefixesOtherForm,
  MatchLevel.typo,
  MatchLevel.typoOtherForm,
] as const;

export interface BitmapLevels {
  readonly whole: readonly TermSet[];
  readonly prefix: readonly TermSet[] | null;
  readonly exactName: TermSet | null;
  readonly legalForm: TermSet | null;
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
  const whole = levels.whole.map(wordsOf);
  const prefix = levels.prefix?.map(wordsOf) ?? null;
  const exact = levels.exactName ? wordsOf(levels.exactName) : null;
  const form = levels.legalForm ? wordsOf(levels.legalForm) : null;

  /** The words of every level at word `w` (index: position in LEVELS), given the candidates' word `c`. */
  const split = (w: number, c: number, out: Int32Array) => {
    let wholeWord = c;
    for (let i = 0; i < whole.length; i++) wholeWord &= whole[i](w);
    const rest = c & ~wholeWord;
    let prefixWord = rest;
    if (prefix) for (let i = 0; i < prefix.length; i++) prefixWord &= prefix[i](w);
    const typoWord = rest & ~prefixWord;
    const formWord = form ? form(w) : -1;
    const exactWord = exact && (wholeWord & formWord) !== 0 ? exact(w) : 0;
    out[0] = wholeWord & formWord & exactWord;
    out[1] = wholeWord & formWord & ~exactWord;
    out[2] = wholeWord & ~formWord;
    out[3] = prefixWord & formWord;
    out[4] = prefixWord & ~formWord;
    out[5] = typoWord & formWord;
    out[6] = typoWord & ~formWord;
  };

  const counts = new Array<number>(LEVELS.length).fill(0);
  const parts = new Int32Array(LEVELS.length);
  const first = lo >>> 5;
  const last = hi > lo ? (hi - 1) >>> 5 : first - 1;
  for (let w = first; w <= last; w++) {
    const c = candidateWord(candidates, w, lo, hi);
    if (c === 0) continue;
    split(w, c, parts);
    for (let l = 0; l < LEVELS.length; l++) if (parts[l] !== 0) counts[l] += popcount(parts[l]);
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
