import { distance } from 'fastest-levenshtein';

/**
 * How alike two company names are, from 0 to 1, over their folded words (issue #31, matching rule 4). Names are
 * compared as sets of words, so word order does not count ("Bau Müller" = "Müller Bau"), and each word of one
 * name is paired with its most similar word of the other by edit distance: a typo in a long word costs little,
 * another word costs its length. A short word counts less than a long one, since "Müller Bau" and "Müller
 * Bauunternehmung" share "Müller" but are different firms. A name glued together ("Müllerbau") is compared as
 * one string too, and the better of both readings counts.
 */

/** Two words count as the same word from this similarity on (one edit in five letters). */
const WORD_MATCH = 0.8;

/** Similarity of two words: 1 − edit distance / length of the longer one. */
export function wordSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const longer = Math.max(a.length, b.length);
  return longer === 0 ? 1 : 1 - distance(a, b) / longer;
}

/**
 * `wordSimilarity` when it can reach `min`, else 0 without computing the edit distance: the lengths alone bound
 * it (the distance is at least their difference). The same value whenever it counts.
 */
function wordSimilarityFrom(a: string, b: string, min: number): number {
  if (a === b) return 1;
  const longer = Math.max(a.length, b.length);
  if (longer === 0) return 1;
  if (1 - Math.abs(a.length - b.length) / longer < min) return 0;
  return 1 - distance(a, b) / longer;
}

/** Scratch space of `nameSimilarity` (pairs of word numbers and their scores), reused: it runs millions of times. */
let pairI = new Int32Array(64);
let pairJ = new Int32Array(64);
let pairScore = new Float64Array(64);

/**
 * A soft Dice coefficient over the words: each word of `a` is paired once with the most similar free word of `b`
 * (best pairs first, ties in the order of `a`, then `b`); a pair at or above WORD_MATCH counts with its
 * similarity weighted by the words' length. Written without allocations (the portfolio engine compares millions
 * of pairs of names).
 */
export function nameSimilarity(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  let weightA = 0;
  let weightB = 0;
  for (const w of a) weightA += w.length;
  for (const w of b) weightB += w.length;
  const total = weightA + weightB;
  if (a.length * b.length > pairScore.length) {
    const size = a.length * b.length;
    pairI = new Int32Array(size);
    pairJ = new Int32Array(size);
    pairScore = new Float64Array(size);
  }
  // The pairs at or above WORD_MATCH, kept sorted by falling score (insertion sort: stable, few pairs).
  let n = 0;
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < b.length; j++) {
      const score = wordSimilarityFrom(a[i]!, b[j]!, WORD_MATCH);
      if (score < WORD_MATCH) continue;
      let at = n++;
      while (at > 0 && pairScore[at - 1]! < score) {
        pairI[at] = pairI[at - 1]!;
        pairJ[at] = pairJ[at - 1]!;
        pairScore[at] = pairScore[at - 1]!;
        at--;
      }
      pairI[at] = i;
      pairJ[at] = j;
      pairScore[at] = score;
    }
  }
  let matched = 0;
  if (n > 0) {
    // Words used, as bit sets while names have at most 31 words (always, in practice), else as lists.
    let usedA = 0;
    let usedB = 0;
    const small = a.length < 32 && b.length < 32;
    const listA: number[] = small ? [] : new Array<number>(a.length).fill(0);
    const listB: number[] = small ? [] : new Array<number>(b.length).fill(0);
    for (let p = 0; p < n; p++) {
      const i = pairI[p]!;
      const j = pairJ[p]!;
      if (small) {
        if (usedA & (1 << i) || usedB & (1 << j)) continue;
        usedA |= 1 << i;
        usedB |= 1 << j;
      } else {
        if (listA[i] || listB[j]) continue;
        listA[i] = 1;
        listB[j] = 1;
      }
      matched += pairScore[p]! * (a[i]!.length + b[j]!.length);
    }
  }
  const words = matched / total;
  // The name glued together counts only from WORD_MATCH on and only when it beats the words: its lengths bound it.
  const gluedBound = 1 - Math.abs(weightA - weightB) / Math.max(weightA, weightB);
  if (gluedBound < WORD_MATCH || gluedBound <= words) return words;
  const glued = wordSimilarity(a.join(''), b.join(''));
  return Math.max(words, glued >= WORD_MATCH ? glued : 0);
}
