/**
 * Seeded randomness for the generator and the fault injector. Never Math.random: every value derives from a
 * seed, so the same inputs always produce the same output.
 *
 * Hot loops here use indexed access instead of for…of / spread: under Jest's VM modules the array iterator is
 * slow (about 100× slower hashing), and the replica runs inside Jest in the e2e tests.
 */

// Math members are bound once: global lookups are slow in Jest's VM modules, where the replica also runs.
const { floor, imul } = Math;

/** Mixes any number of 32-bit integers into one well-distributed 32-bit hash (murmur3 finaliser per step). */
export function hash32(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (let i = 0; i < parts.length; i++) {
    let k = imul((parts[i] as number) | 0, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    k = imul(k, 0x1b873593);
    h ^= k;
    h = (h << 13) | (h >>> 19);
    h = (imul(h, 5) + 0xe6546b64) | 0;
  }
  h ^= h >>> 16;
  h = imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Hash of a string, for mixing names (court codes, endpoint names) into seeds. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A number in [0, 1) determined by the parts alone (counter-based randomness). */
export function unitFrom(...parts: number[]): number {
  // eslint-disable-next-line prefer-spread -- apply avoids the array iterator (see above)
  return hash32.apply(null, parts) / 4294967296;
}

/** mulberry32: small, fast 32-bit PRNG with a good enough distribution for test data. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[floor(this.next() * items.length)] as T;
  }

  /** Picks by weight from [item, weight] pairs. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (let i = 0; i < entries.length; i++) total += (entries[i] as readonly [T, number])[1];
    let roll = this.next() * total;
    for (let i = 0; i < entries.length; i++) {
      const [item, weight] = entries[i] as readonly [T, number];
      roll -= weight;
      if (roll < 0) return item;
    }
    return (entries[entries.length - 1] as readonly [T, number])[0];
  }

  /** Digits as a string of the given length (leading digit not zero). */
  digits(length: number): string {
    let out = String(this.int(1, 9));
    for (let i = 1; i < length; i++) out += String(this.int(0, 9));
    return out;
  }

  /** A fresh generator derived from this one and a label, so sub-parts do not shift each other's draws. */
  fork(label: number): Rng {
    return new Rng(hash32(this.state, label));
  }
}

/** Prepared weighted picker over a fixed table: binary search over cumulative weights. */
export class WeightedTable<T> {
  private readonly cumulative: number[] = [];
  private readonly items: T[] = [];
  private readonly total: number;

  constructor(entries: readonly (readonly [T, number])[]) {
    let sum = 0;
    for (const [item, weight] of entries) {
      sum += weight;
      this.items.push(item);
      this.cumulative.push(sum);
    }
    this.total = sum;
  }

  pick(unit: number): T {
    const target = unit * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.cumulative[mid] as number) > target) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo] as T;
  }
}
