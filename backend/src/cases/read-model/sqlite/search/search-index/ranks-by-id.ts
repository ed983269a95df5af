/**
 * The rank of a case id in a snapshot, sized by the number of cases whatever the ids (they are hashes spread over
 * 100,000,000–999,999,999): the ids in ascending order with the rank of each (8 bytes per case), and a directory
 * of where each of a power of two of equal slices of the id range starts in them (1 to 2 bytes per case). A
 * lookup binary-searches the slice of its id: 4 ids or fewer on average, as ids are spread evenly; ids that
 * cluster make some slices longer, never a wrong answer. The ascending id lists of FTS5 walk the arrays forward.
 */
export class RanksById {
  private readonly lastBucket: number;

  private constructor(
    private readonly sortedIds: Int32Array,
    private readonly ranks: Int32Array,
    private readonly directory: Int32Array,
    private readonly lowest: number,
    private readonly scale: number,
  ) {
    this.lastBucket = directory.length - 2;
  }

  /**
   * Builds the lookup for `idsByRank`, whose runs [runStarts[i], runStarts[i + 1]) each hold ids in descending
   * order (a snapshot's publication days), by merging the runs: no sort of all ids at once, and a yield after
   * every `rowsPerStep` ids so that each step stays short.
   */
  static *build(idsByRank: Int32Array, runStarts: Int32Array, rowsPerStep: number): Generator<void, RanksById> {
    const size = idsByRank.length;
    const sortedIds = sharedInt32Array(size);
    const ranks = sharedInt32Array(size);
    // A min-heap of runs by the id at their cursor; a run's cursor moves from its end (its smallest id) to its start.
    const runs = Math.max(0, runStarts.length - 1);
    const cursor = new Int32Array(runs);
    const heap = new Int32Array(runs);
    let heapSize = 0;
    for (let run = 0; run < runs; run++) {
      if (runStarts[run + 1] <= runStarts[run]) continue;
      cursor[run] = runStarts[run + 1] - 1;
      heap[heapSize++] = run;
    }
    const idAt = (at: number) => idsByRank[cursor[heap[at]]];
    const siftDown = (from: number) => {
      const run = heap[from];
      const id = idsByRank[cursor[run]];
      let at = from;
      for (;;) {
        let child = 2 * at + 1;
        if (child >= heapSize) break;
        if (child + 1 < heapSize && idAt(child + 1) < idAt(child)) child++;
        if (idAt(child) >= id) break;
        heap[at] = heap[child];
        at = child;
      }
      heap[at] = run;
    };
    for (let at = (heapSize >> 1) - 1; at >= 0; at--) siftDown(at);
    for (let out = 0; heapSize > 0 && out < size;) {
      const run = heap[0];
      const rank = cursor[run];
      sortedIds[out] = idsByRank[rank];
      ranks[out] = rank;
      if (rank > runStarts[run]) cursor[run] = rank - 1;
      else heap[0] = heap[--heapSize];
      if (heapSize > 0) siftDown(0);
      if (++out % rowsPerStep === 0) yield;
    }

    const lowest = size > 0 ? sortedIds[0] : 0;
    const highest = size > 0 ? sortedIds[size - 1] : 0;
    const buckets = 2 ** Math.max(0, Math.ceil(Math.log2(Math.max(1, size / 4))));
    const scale = buckets / (highest - lowest + 1);
    const directory = sharedInt32Array(buckets + 1);
    let bucket = 0;
    for (let i = 0; i < size; i++) {
      const of = Math.min(buckets - 1, Math.floor((sortedIds[i] - lowest) * scale));
      while (bucket <= of) directory[bucket++] = i;
    }
    while (bucket <= buckets) directory[bucket++] = size;
    return new RanksById(sortedIds, ranks, directory, lowest, scale);
  }

  /**
   * The arrays of the lookup, on shared memory: posted to the search index's term-set thread, which then maps
   * the ids it reads without a copy (see term-set-thread/).
   */
  parts(): RanksByIdParts {
    return {
      sortedIds: this.sortedIds,
      ranks: this.ranks,
      directory: this.directory,
      lowest: this.lowest,
      scale: this.scale,
    };
  }

  static fromParts(parts: RanksByIdParts): RanksById {
    return new RanksById(parts.sortedIds, parts.ranks, parts.directory, parts.lowest, parts.scale);
  }

  /** Rank of a case id, or -1. */
  rankOf(id: number): number {
    const at = (id - this.lowest) * this.scale;
    const bucket = at <= 0 ? 0 : at >= this.lastBucket ? this.lastBucket : Math.floor(at);
    return this.rankIn(id, this.directory[bucket], this.directory[bucket + 1]);
  }

  /**
   * The ranks of `ids` (any order), -1 for an id that is not a case: one loop, without a call per id through the
   * snapshot (the term sets of a prefix map 10,000–30,000 ids; issue #33).
   */
  ranksOf(ids: Int32Array): Int32Array {
    const out = new Int32Array(ids.length);
    const { lowest, scale, lastBucket, directory } = this;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i];
      const at = (id - lowest) * scale;
      const bucket = at <= 0 ? 0 : at >= lastBucket ? lastBucket : Math.floor(at);
      out[i] = this.rankIn(id, directory[bucket], directory[bucket + 1]);
    }
    return out;
  }

  /** The rank of `id` when it is among the sorted ids [lo, hi) of its slice, else -1. */
  private rankIn(id: number, lo: number, end: number): number {
    const ids = this.sortedIds;
    let hi = end;
    // A slice holds about 4 ids: walked, which is faster than halving; ids that cluster make a long slice, halved.
    while (hi - lo > 8) {
      const mid = (lo + hi) >>> 1;
      if (ids[mid] < id) lo = mid + 1;
      else hi = mid;
    }
    while (lo < hi && ids[lo] < id) lo++;
    return lo < end && ids[lo] === id ? this.ranks[lo] : -1;
  }

  get byteLength(): number {
    return this.sortedIds.byteLength + this.ranks.byteLength + this.directory.byteLength;
  }
}

export interface RanksByIdParts {
  readonly sortedIds: Int32Array;
  readonly ranks: Int32Array;
  readonly directory: Int32Array;
  readonly lowest: number;
  readonly scale: number;
}

function sharedInt32Array(length: number): Int32Array {
  return new Int32Array(new SharedArrayBuffer(length * Int32Array.BYTES_PER_ELEMENT));
}
