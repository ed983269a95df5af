import type { DatabaseSync } from 'node:sqlite';
import { FOREIGN_WRITES_SEEN_WITHIN_MS, writeMark } from './write-marks.js';

export interface WriteMarkedCacheOptions {
  /** Entries kept at most; beyond this many the oldest go. */
  readonly capacity?: number;
  /** How long an entry stands against writes of other processes (default `FOREIGN_WRITES_SEEN_WITHIN_MS`). */
  readonly foreignWriteBoundMs?: number;
  /** Monotonic milliseconds (tests); `performance.now` otherwise. */
  readonly monotonicMs?: () => number;
}

interface Entry<V> {
  readonly value: V;
  readonly readAtMs: number;
}

/**
 * What a read model answered on `db`, kept between requests while that read model is unchanged (issue #33): every
 * entry is dropped as soon as this process writes the read model (`mark`, raised by the SQLite projection store
 * in the same synchronous stretch as the write) and each one is asked again after `foreignWriteBoundMs`, the
 * bound for writes of other processes. For look-ups that run on every request: each is a read transaction of its
 * own (SQLite's WAL read lock taken and released), 15–30 µs of CPU under load.
 */
export class WriteMarkedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private seenMark = -1;
  private readonly capacity: number;
  private readonly foreignWriteBoundMs: number;
  private readonly monotonicMs: () => number;

  constructor(
    private readonly db: DatabaseSync,
    private readonly mark: string,
    options: WriteMarkedCacheOptions = {},
  ) {
    this.capacity = options.capacity ?? 10_000;
    this.foreignWriteBoundMs = options.foreignWriteBoundMs ?? FOREIGN_WRITES_SEEN_WITHIN_MS;
    this.monotonicMs = options.monotonicMs ?? (() => performance.now());
  }

  /** The value kept for `key`, or `undefined`: ask the database (and `set` what it says). */
  get(key: string): V | undefined {
    if (!this.current()) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.monotonicMs() - entry.readAtMs >= this.foreignWriteBoundMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** What the database has just answered for `key` (no await between the read and this call). */
  set(key: string, value: V): void {
    this.current();
    if (this.entries.size >= this.capacity && !this.entries.has(key)) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, readAtMs: this.monotonicMs() });
  }

  /** Forgets `key` (an entry its user found no longer valid). */
  delete(key: string): void {
    this.entries.delete(key);
  }

  /** False (and everything forgotten) when the read model was written since the entries were read. */
  private current(): boolean {
    const mark = writeMark(this.db, this.mark);
    if (mark === this.seenMark) return true;
    this.entries.clear();
    this.seenMark = mark;
    return false;
  }
}
