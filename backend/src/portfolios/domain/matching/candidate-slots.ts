import { freeBuffer } from './key-index.js';

/** Pairs a row's slot holds before it is cut to the best `keep` (a few beyond them, so cuts are rare). */
const SPARE = 4;
/** Slots per slab (one typed array): about 1 MiB with 16 pairs a slot. */
const SLAB_SLOTS = 4_096;

/**
 * The candidate cases the portfolio engine keeps per row while streaming a million cases (issue #31): per
 * candidate two doubles, the strength of its evidence as one sort key and its case id, in a fixed slot per row
 * inside typed slabs outside the JS heap. A row gets its slot when it keeps its first candidate; a full slot is
 * cut in place to its `keep` strongest (ties: the lower case id). A JS array per row grew and was cut millions of
 * times, and every outgrown array was garbage in the old generation: about 120 MB promoted while streaming
 * (`--trace-gc`), which let the heap reach the collector's limit (a multiple of what is live) before the results.
 */
export class CandidateSlots {
  private readonly slotOf: Int32Array;
  private readonly counts: Uint8Array;
  private readonly slabs: Float64Array[] = [];
  private readonly pairsPerSlot: number;
  /** Slots per slab: `SLAB_SLOTS`, fewer for a small portfolio. */
  private readonly slabSlots: number;
  /** Slots handed out, and those of rows not forgotten yet. */
  private used = 0;
  private live = 0;

  constructor(
    rows: number,
    private readonly keep: number,
  ) {
    this.slotOf = new Int32Array(rows).fill(-1);
    this.counts = new Uint8Array(rows);
    this.pairsPerSlot = keep + SPARE;
    this.slabSlots = Math.max(1, Math.min(SLAB_SLOTS, rows));
  }

  add(row: number, sortKey: number, caseId: number): void {
    let slot = this.slotOf[row]!;
    if (slot === -1) {
      slot = this.used++;
      this.live++;
      this.slotOf[row] = slot;
      if (slot % this.slabSlots === 0) this.slabs.push(new Float64Array(this.slabSlots * this.pairsPerSlot * 2));
    }
    const slab = this.slabs[Math.floor(slot / this.slabSlots)]!;
    const at = (slot % this.slabSlots) * this.pairsPerSlot * 2;
    let n = this.counts[row]!;
    if (n === this.pairsPerSlot) n = this.cut(slab, at, n);
    slab[at + 2 * n] = sortKey;
    slab[at + 2 * n + 1] = caseId;
    this.counts[row] = n + 1;
  }

  /** The row's case ids, strongest first where a cut ordered them (the ladder orders them again). */
  caseIds(row: number): number[] {
    const slot = this.slotOf[row]!;
    const ids: number[] = [];
    if (slot === -1) return ids;
    const slab = this.slabs[Math.floor(slot / this.slabSlots)]!;
    const at = (slot % this.slabSlots) * this.pairsPerSlot * 2;
    for (let k = 0; k < this.counts[row]!; k++) ids.push(slab[at + 2 * k + 1]!);
    return ids;
  }

  /** Forgets a row's candidates; once every row with a slot is forgotten, the slabs are freed at once. */
  forget(row: number): void {
    if (this.slotOf[row] === -1) return;
    this.slotOf[row] = -1;
    this.counts[row] = 0;
    if (--this.live === 0) this.free();
  }

  free(): void {
    for (const slab of this.slabs) freeBuffer(slab);
    this.slabs.length = 0;
  }

  /** Sorts the slot's `n` pairs in place (insertion sort of at most `pairsPerSlot`) and keeps the best `keep`. */
  private cut(slab: Float64Array, at: number, n: number): number {
    for (let i = 1; i < n; i++) {
      const key = slab[at + 2 * i]!;
      const id = slab[at + 2 * i + 1]!;
      let j = i - 1;
      while (j >= 0 && (slab[at + 2 * j]! > key || (slab[at + 2 * j]! === key && slab[at + 2 * j + 1]! > id))) {
        slab[at + 2 * j + 2] = slab[at + 2 * j]!;
        slab[at + 2 * j + 3] = slab[at + 2 * j + 1]!;
        j--;
      }
      slab[at + 2 * j + 2] = key;
      slab[at + 2 * j + 3] = id;
    }
    return this.keep;
  }
}
