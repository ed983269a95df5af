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
 * A soft Dice coefficient over the words: each word of `a` is paired once with the most similar free word of `b`
 * (best pairs first); a pair at or above WORD_MATCH counts with its similarity weighted by the words' length.
 */
export function nameSimilarity(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const weight = (words: readonly string[]) => words.reduce((sum, w) => sum + w.length, 0);
  const total = weight(a) + weight(b);
  const pairs: { i: number; j: number; score: number }[] = [];
  a.forEach((wa, i) =>
    b.forEach((wb, j) => {
      const score = wordSimilarity(wa, wb);
      if (score >= WORD_MATCH) pairs.push({ i, j, score });
    }),
  );
  pairs.sort((x, y) => y.score - x.score);
  const usedA = new Set<number>();
  const usedB = new Set<number>();
  let matched = 0;
  for (const { i, j, score } of pairs) {
    if (usedA.has(i) || usedB.has(j)) continue;
    usedA.add(i);
    usedB.add(j);
    matched += score * (a[i].length + b[j].length);
  }
  const glued = wordSimilarity(a.join(''), b.join(''));
  return Math.max(matched / total, glued >= WORD_MATCH ? glued : 0);
}
