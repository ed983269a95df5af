/**
 * A compact in-memory index of blocking keys → row numbers for a portfolio of up to a million rows: keys are
 * 32-bit FNV-1a hashes (a collision only adds a candidate; the evidence decides), the postings one sorted typed
 * array (CSR layout) instead of a Map of strings to arrays, which took about 3 KB per row at 100,000 rows.
 */

const ROW_BITS = 2 ** 20;

/** FNV-1a over the UTF-16 code units of `text`, continuing from `hash`. */
export function keyHash(text: string, hash = 0x811c9dc5): number {
  let h = hash;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Collects (key, row) pairs, then `build()`s the index. */
export class KeyIndexBuilder {
  private pairs = new Float64Array(1 << 16);
  private size = 0;

  add(hash: number, row: number): void {
    if (row >= ROW_BITS) throw new RangeError('portfolio too large for the key index');
    if (this.size === this.pairs.length) {
      const grown = new Float64Array(this.pairs.length * 2);
      grown.set(this.pairs);
      freeBuffer(this.pairs);
      this.pairs = grown;
    }
    this.pairs[this.size++] = hash * ROW_BITS + row;
  }

  build(): KeyIndex {
    const pairs = this.pairs.subarray(0, this.size).sort();
    let unique = 0;
    for (let i = 0; i < pairs.length; i++) {
      if (i === 0 || Math.floor(pairs[i]! / ROW_BITS) !== Math.floor(pairs[i - 1]! / ROW_BITS)) unique++;
    }
    const keys = new Uint32Array(unique);
    const offsets = new Int32Array(unique + 1);
    const rows = new Int32Array(pairs.length);
    let k = -1;
    let n = 0;
    let last = -1;
    for (let i = 0; i < pairs.length; i++) {
      const hash = Math.floor(pairs[i]! / ROW_BITS);
      const row = pairs[i]! - hash * ROW_BITS;
      if (hash !== last) {
        keys[++k] = hash;
        offsets[k] = n;
        last = hash;
      } else if (rows[n - 1] === row) continue; // the same key twice for one row
      rows[n++] = row;
    }
    offsets[unique] = n;
    freeBuffer(this.pairs);
    this.pairs = new Float64Array(0);
    const kept = rows.slice(0, n);
    freeBuffer(rows);
    return new KeyIndex(keys, offsets, kept);
  }
}

/**
 * Continues `keyHash` over `text` from `from` to `to`, leaving out the code unit at `skip`: the hash of a key
 * such as `del:` + a word without one letter, without building the string (a million cases, twenty keys each).
 */
export function keyHashOf(hash: number, text: string, skip = -1, from = 0, to = text.length): number {
  let h = hash;
  for (let i = from; i < to; i++) {
    if (i === skip) continue;
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * Returns a typed array's memory to the system now (its buffer detached: `transfer(0)`), not when the collector
 * next finds it dead: at 100,000 rows the indexes are about 50 MB outside the JS heap, and a buffer the
 * collector has not reached yet counts in the process's RSS beside the garbage of the next phase (issue #31).
 * Every view of the buffer is empty afterwards.
 */
export function freeBuffer(array: { readonly buffer: ArrayBufferLike }): void {
  // ES2024 (Node 20+), not in the ES2023 library the project compiles against.
  const buffer = array.buffer as ArrayBufferLike & { readonly detached?: boolean; transfer?(length: number): unknown };
  if (buffer instanceof ArrayBuffer && buffer.detached === false) buffer.transfer?.(0);
}

export class KeyIndex {
  /** Open addressing over the keys (a power of two of slots, at most half full): one or two probes a lookup. */
  private readonly slots: Int32Array;
  private readonly shift: number;
  /**
   * One bit per slot, set where a key lives (an eighth of the bytes of `slots`, so it stays in the processor's
   * cache): most lookups of a case's thirty keys find nothing, and the bit says so without reading the slots.
   */
  private readonly present: Uint32Array;

  constructor(
    private readonly keys: Uint32Array,
    private readonly offsets: Int32Array,
    private readonly rows: Int32Array,
  ) {
    let bits = 4;
    while (1 << bits < 2 * keys.length) bits++;
    this.slots = new Int32Array(1 << bits).fill(-1);
    this.present = new Uint32Array(Math.max(1, (1 << bits) >>> 5));
    this.shift = 32 - bits;
    const mask = (1 << bits) - 1;
    for (let k = 0; k < keys.length; k++) {
      const home = Math.imul(keys[k]!, 0x9e3779b1) >>> this.shift;
      this.present[home >>> 5]! |= 1 << (home & 31);
      let slot = home;
      while (this.slots[slot] !== -1) slot = (slot + 1) & mask;
      this.slots[slot] = k;
    }
  }

  /** The rows under the key (a view, not a copy), or null. */
  get(hash: number): Int32Array | null {
    const home = Math.imul(hash, 0x9e3779b1) >>> this.shift;
    // No key has this home slot: not there (a key displaced by probing still marks its home).
    if ((this.present[home >>> 5]! & (1 << (home & 31))) === 0) return null;
    const mask = this.slots.length - 1;
    for (let slot = home; ; slot = (slot + 1) & mask) {
      const k = this.slots[slot]!;
      if (k === -1) return null;
      if (this.keys[k] === hash) return this.rows.subarray(this.offsets[k]!, this.offsets[k + 1]!);
    }
  }

  /** Each key with its rows (for building the narrowed index of long lists). */
  *entries(): IterableIterator<[number, Int32Array]> {
    for (let k = 0; k < this.keys.length; k++) {
      yield [this.keys[k]!, this.rows.subarray(this.offsets[k]!, this.offsets[k + 1]!)];
    }
  }

  /** Frees the index's memory at once (`freeBuffer`): it finds nothing afterwards. */
  release(): void {
    for (const array of [this.keys, this.offsets, this.rows, this.slots, this.present]) freeBuffer(array);
  }

  get bytes(): number {
    return (
      this.keys.byteLength +
      this.offsets.byteLength +
      this.rows.byteLength +
      this.slots.byteLength +
      this.present.byteLength
    );
  }
}
