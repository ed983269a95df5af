import { seededRandom } from '../search-read-model.test-kit.js';
import { bitmapFor, setBit, type Bitmap } from './rank-bitmap.js';
import { rankedLevelsInBitmaps } from './ranked-levels-bitmap.js';
import type { TermSet } from './term-sets.js';

/** A random set of ranks below `size`, as a bitmap or (sparse) as a sorted list of ranks. */
function randomSet(random: () => number, size: number, share: number, asList: boolean): TermSet {
  const ranks = Array.from({ length: size }, (_, r) => r).filter(() => random() < share);
  if (asList) return { kind: 'ranks', ranks: Int32Array.from(ranks) };
  const bits = bitmapFor(size);
  for (const r of ranks) setBit(bits, r);
  return { kind: 'bitmap', bits, count: ranks.length };
}

const has = (set: TermSet, r: number) =>
  set.kind === 'bitmap' ? (set.bits[r >>> 5] & (1 << (r & 31))) !== 0 : set.ranks.includes(r);

describe('relevance levels over bitmaps', () => {
  it('count and page the candidates exactly as putting each in its level one by one', () => {
    const random = seededRandom(7);
    for (let round = 0; round < 300; round++) {
      const size = 1 + Math.floor(random() * 300);
      const candidates: Bitmap[] = [0, 1, 2]
        .slice(0, 1 + Math.floor(random() * 3))
        .map(() => (randomSet(random, size, 0.5 + random() * 0.5, false) as { bits: Bitmap }).bits);
      const words = 1 + Math.floor(random() * 3);
      const levels = {
        whole: Array.from({ length: words }, () => randomSet(random, size, random(), random() < 0.3)),
        prefix: random() < 0.5 ? Array.from({ length: words }, () => randomSet(random, size, 0.7, false)) : null,
        exactName: random() < 0.6 ? randomSet(random, size, 0.05, random() < 0.7) : null,
        legalForm: random() < 0.5 ? randomSet(random, size, 0.6, random() < 0.2) : null,
        typoExactName: random() < 0.5 ? randomSet(random, size, 0.1, random() < 0.7) : null,
      };
      const lo = Math.floor(random() * size * 0.3);
      const hi = lo + Math.floor(random() * (size - lo + 1));
      const page = { offset: Math.floor(random() * 40), limit: 1 + Math.floor(random() * 30) };

      expect(rankedLevelsInBitmaps(candidates, lo, hi, levels, page)).toEqual(
        oneByOne(candidates, lo, hi, levels, page),
      );
    }
  });

  it('find the whole-word levels from a short whole-word list and walk the rest only until the page is full', () => {
    // A 3–4-letter prefix: the query word is a whole word of few cases (a list), the candidates (the names
    // beginning with it) a dense bitmap; pages at the start, across the levels and deep.
    const random = seededRandom(11);
    for (let round = 0; round < 400; round++) {
      const size = 32 + Math.floor(random() * 3000);
      const candidates: Bitmap[] = [0, 1]
        .slice(0, 1 + Math.floor(random() * 2))
        .map(() => (randomSet(random, size, 0.3 + random() * 0.7, false) as { bits: Bitmap }).bits);
      const words = 1 + Math.floor(random() * 3);
      const levels = {
        whole: Array.from({ length: words }, (_, i) =>
          randomSet(random, size, i === 0 ? random() * 0.05 : random(), i === 0 || random() < 0.5),
        ),
        prefix: random() < 0.5 ? Array.from({ length: words }, () => randomSet(random, size, 0.8, false)) : null,
        exactName: random() < 0.6 ? randomSet(random, size, 0.02, random() < 0.7) : null,
        legalForm: random() < 0.5 ? randomSet(random, size, 0.6, random() < 0.2) : null,
        typoExactName: random() < 0.5 ? randomSet(random, size, 0.1, random() < 0.7) : null,
      };
      const lo = random() < 0.5 ? 0 : Math.floor(random() * size * 0.3);
      const hi = random() < 0.5 ? size : lo + Math.floor(random() * (size - lo + 1));
      const offset = random() < 0.6 ? 0 : Math.floor(random() * (random() < 0.5 ? 40 : size));
      const page = { offset, limit: [5, 20, 1 + Math.floor(random() * 50)][Math.floor(random() * 3)] };
      expect(rankedLevelsInBitmaps(candidates, lo, hi, levels, page)).toEqual(
        oneByOne(candidates, lo, hi, levels, page),
      );
    }
  });
});

/** The reference: every candidate in [lo, hi) put in its level one by one, the levels in order, then the page. */
function oneByOne(
  candidates: readonly Bitmap[],
  lo: number,
  hi: number,
  levels: Parameters<typeof rankedLevelsInBitmaps>[3],
  page: { readonly offset: number; readonly limit: number },
): { total: number; ranks: number[] } {
  const buckets: number[][] = Array.from({ length: 12 }, () => []);
  for (let r = lo; r < hi; r++) {
    if (!candidates.every((bits) => (bits[r >>> 5] & (1 << (r & 31))) !== 0)) continue;
    const whole = levels.whole.every((set) => has(set, r));
    const prefixes = whole || levels.prefix === null || levels.prefix.every((set) => has(set, r));
    // A typo a level lower when another query word is only begun (in its prefix set, not in its whole-word set).
    const begun = levels.prefix !== null && levels.prefix.some((set, i) => has(set, r) && !has(levels.whole[i], r));
    // Typos in two words or more (neither in its prefix set) the lowest levels.
    const typos = levels.prefix === null ? 0 : levels.prefix.filter((set) => !has(set, r)).length;
    const otherForm = levels.legalForm !== null && !has(levels.legalForm, r);
    let level: number;
    // The exact name up to a typo: a typo in one word, the other words whole, in the asked legal form.
    const typoExact = !!levels.typoExactName && has(levels.typoExactName, r);
    if (whole && !otherForm && levels.exactName && has(levels.exactName, r)) level = 0;
    else if (!prefixes && typos === 1 && !begun && !otherForm && typoExact) level = 5;
    else level = (whole ? 1 : prefixes ? 3 : typos > 1 ? 10 : begun ? 8 : 6) + (otherForm ? 1 : 0);
    buckets[level].push(r);
  }
  const ordered = buckets.flat();
  return { total: ordered.length, ranks: ordered.slice(page.offset, page.offset + page.limit) };
}
