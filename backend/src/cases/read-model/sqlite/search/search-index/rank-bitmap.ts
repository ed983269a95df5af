/**
 * Sets of result ranks (0 = the newest case) as bitmaps: bit r of word r >>> 5. A search intersects the
 * bitmaps of its text and its filters over the rank range of its dates, word by word, so counting the matches of
 * a common word in one Land takes 32 cases per step instead of one lookup per case.
 */
export type Bitmap = Uint32Array;

export function bitmapFor(size: number): Bitmap {
  return new Uint32Array((size + 31) >>> 5);
}

export function setBit(bits: Bitmap, rank: number): void {
  bits[rank >>> 5] |= 1 << (rank & 31);
}

export function hasBit(bits: Bitmap, rank: number): boolean {
  return (bits[rank >>> 5] & (1 << (rank & 31))) !== 0;
}

export function popcount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Word `w` of the intersection of `sets`, limited to ranks in [lo, hi). `sets` is not empty. */
function wordAt(sets: readonly Bitmap[], w: number, lo: number, hi: number): number {
  let word = sets[0][w];
  for (let i = 1; i < sets.length && word !== 0; i++) word &= sets[i][w];
  if (word === 0) return 0;
  const first = w << 5;
  if (first < lo) word &= -1 << (lo - first);
  if (first + 32 > hi) {
    const keep = hi - first;
    word &= keep <= 0 ? 0 : keep >= 32 ? -1 : (1 << keep) - 1;
  }
  return word;
}

/** Number of ranks in [lo, hi) that are in every one of `sets`. */
export function countAll(sets: readonly Bitmap[], lo: number, hi: number): number {
  if (hi <= lo) return 0;
  const first = lo >>> 5;
  const last = (hi - 1) >>> 5;
  let count = popcount(wordAt(sets, first, lo, hi));
  if (last === first) return count;
  count += popcount(wordAt(sets, last, lo, hi));
  // The words in between need no masks; one loop per number of sets keeps them tight (a search has 1 to 3).
  const [a, b, c] = sets;
  if (sets.length === 1) {
    for (let w = first + 1; w < last; w++) if (a[w] !== 0) count += popcount(a[w]);
  } else if (sets.length === 2) {
    for (let w = first + 1; w < last; w++) {
      const word = a[w] & b[w];
      if (word !== 0) count += popcount(word);
    }
  } else if (sets.length === 3) {
    for (let w = first + 1; w < last; w++) {
      const word = a[w] & b[w] & c[w];
      if (word !== 0) count += popcount(word);
    }
  } else {
    for (let w = first + 1; w < last; w++) count += popcount(wordAt(sets, w, lo, hi));
  }
  return count;
}

/** The ranks in [lo, hi) that are in every one of `sets`, in ascending order, skipping the first `offset`. */
export function selectAll(sets: readonly Bitmap[], lo: number, hi: number, offset: number, limit: number): number[] {
  const ranks: number[] = [];
  if (hi <= lo || limit <= 0) return ranks;
  let skip = offset;
  const last = (hi - 1) >>> 5;
  for (let w = lo >>> 5; w <= last && ranks.length < limit; w++) {
    let word = wordAt(sets, w, lo, hi);
    if (word === 0) continue;
    const bits = popcount(word);
    if (skip >= bits) {
      skip -= bits;
      continue;
    }
    while (word !== 0 && ranks.length < limit) {
      const low = word & -word;
      if (skip > 0) skip--;
      else ranks.push((w << 5) + 31 - Math.clz32(low));
      word ^= low;
    }
  }
  return ranks;
}
