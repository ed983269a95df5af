import { advanceTo, lowerBound } from './search-in-snapshot.js';

/** A sorted list of distinct ranks below `max`, about `density` of them. */
function randomRanks(max: number, density: number, random: () => number): Int32Array {
  const ranks: number[] = [];
  for (let rank = 0; rank < max; rank++) if (random() < density) ranks.push(rank);
  return Int32Array.from(ranks);
}

/** A small deterministic generator (mulberry32): a failing round can be run again. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('advanceTo (a forward cursor over a sorted list of ranks)', () => {
  it('finds what a binary search from the start finds, for ascending questions over dense and sparse lists', () => {
    for (let round = 0; round < 300; round++) {
      const random = seeded(round);
      const list = randomRanks(5_000, [0.002, 0.05, 0.5, 0.95][round % 4], random);
      // Questions dense or sparse against the list: a few candidates over a long list, or many over a short one.
      const asked = randomRanks(5_200, [0.001, 0.01, 0.3, 1][Math.floor(round / 4) % 4], random);
      let at = 0;
      for (const rank of asked) {
        at = advanceTo(list, at, rank);
        expect(at).toBe(lowerBound(list, rank));
      }
    }
  });

  it('stays at the end of the list and at a cursor already past smaller values', () => {
    const list = Int32Array.from([2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22]);
    expect(advanceTo(list, 0, 100)).toBe(list.length);
    expect(advanceTo(list, list.length, 100)).toBe(list.length);
    expect(advanceTo(list, 3, 8)).toBe(3);
    expect(advanceTo(list, 0, 21)).toBe(10);
    expect(advanceTo(new Int32Array(0), 0, 1)).toBe(0);
  });
});
