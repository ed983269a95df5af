import { sortRanks } from './sort-ranks.js';

/** A reproducible pseudo-random list (xorshift), so that a failure can be replayed. */
function randomRanks(length: number, bound: number, seed: number): Int32Array {
  let x = seed;
  return Int32Array.from({ length }, () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % bound;
  });
}

describe('sortRanks', () => {
  it.each([
    [0, 10],
    [1, 10],
    [511, 1_000_000],
    [512, 1_000_000],
    [10_000, 1_000_000],
    [30_000, 1_000_000],
    [5_000, 5_000_000],
    [2_000, 2],
    [1_000, 2_049],
  ])('sorts %i ranks below %i exactly as the engine does', (length, bound) => {
    const ranks = randomRanks(length, bound, length + bound);
    const expected = Array.from(ranks).sort((a, b) => a - b);
    expect(Array.from(sortRanks(ranks.slice(), bound))).toEqual(expected);
  });

  it('keeps ranks that are already in order, and the highest rank below the bound', () => {
    const ranks = Int32Array.from({ length: 4_096 }, (_, i) => i * 244);
    const withTop = Int32Array.from([...ranks, 999_999].reverse());
    expect(Array.from(sortRanks(withTop, 1_000_000))).toEqual([...ranks, 999_999]);
  });
});
