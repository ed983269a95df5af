import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import type { Projection } from './projection.js';

export type ApplyOutcome =
  /** `consumed`: how many events of the batch were applied or skipped (all of them unless a deadline cut in). */
  | { readonly kind: 'applied'; readonly checkpoint: bigint; readonly consumed: number }
  /** The stored checkpoint moved under us (a replay reset it, or another runner advanced it). */
  | { readonly kind: 'moved'; readonly checkpoint: bigint };

export interface ApplyOptions {
  /** performance.now() after which no further event is started (at least one is): the rest is left over. */
  readonly deadline?: number;
  /**
   * The batch comes from a backlog (more events wait behind it). A store may keep a read model that is rebuilt
   * from the first event in a bulk-load state (indexes only queries need, built once at the end) until a batch
   * without backlog arrives: the head of the log.
   */
  readonly backlog?: boolean;
  /**
   * More events wait in the log after this batch (it ends `CATCH_UP_EVENTS` or more positions before the head),
   * though not a backlog any more: the tail of a catch-up, read in short slices. A bulk load goes on through it
   * and ends with the first batch that reaches the head (neither `backlog` nor `behind`).
   */
  readonly behind?: boolean;
}

/** One projection's part of `applyMany`: its events and the checkpoint the caller believes it is at. */
export interface ApplyEntry {
  readonly projection: Projection;
  readonly events: readonly RecordedEvent[];
  readonly expected: bigint;
}

export type ApplyManyResult =
  | ApplyOutcome
  /** This projection's part failed and was rolled back; the others' parts are unaffected. */
  | { readonly kind: 'failed'; readonly error: unknown }
  /** Not started: the deadline passed during the parts before it. */
  | { readonly kind: 'skipped' };

/**
 * Where read models and their checkpoints live (SQLite in the embedded profile). A store applies what a
 * projection decides together with the projection's checkpoint, atomically, so a read model and its checkpoint
 * never disagree; events at or before the stored checkpoint are skipped, so redelivery after a crash is
 * harmless. Positions are bigint and stored without loss of precision.
 */
export interface ProjectionStore {
  /**
   * Makes the read model ready and returns the checkpoint to resume from. A projection whose version changed
   * (or `reset: true`) is dropped and rebuilt from position 0.
   */
  prepare(projection: Projection, options?: { readonly reset?: boolean }): Promise<bigint>;
  /** Applies a batch and advances the checkpoint in one atomic unit, unless the checkpoint is no longer `expected`. */
  apply(
    projection: Projection,
    events: readonly RecordedEvent[],
    expected: bigint,
    options?: ApplyOptions,
  ): Promise<ApplyOutcome>;
  /**
   * `apply` for several projections over the same stretch of the log (the shared catch-up reader), in order: a
   * store that can makes it one atomic unit with each part failing alone (SQLite: one transaction, one savepoint
   * per projection, so a batch costs one commit instead of one per read model). Parts after `options.deadline`
   * are skipped. Throws when the unit as a whole fails (a commit on a full disk): then nothing was applied.
   */
  applyMany(entries: readonly ApplyEntry[], options?: ApplyOptions): Promise<ApplyManyResult[]>;
  /** The checkpoint of a projection or reactor (undefined before its first start). */
  readCheckpoint(name: string): Promise<bigint | undefined>;
  /** Stores a reactor's checkpoint (projections' checkpoints move only with `apply`). */
  writeCheckpoint(name: string, position: bigint): Promise<void>;
  /**
   * Where the last rebuild of a read model from the first event ends: the log's head when it began (undefined
   * before the first). Stored apart from the checkpoint, so a process started later, or another process (the
   * distributed API), still tells a read model that is rebuilt (checkpoint below the target) from one that is only
   * behind (`ReadModelsRebuild`).
   */
  readRebuildTarget(name: string): Promise<bigint | undefined>;
  writeRebuildTarget(name: string, target: bigint): Promise<void>;
  /** Everything the read model holds in a stable order, for rebuild-equals-live comparisons and diagnostics. */
  dump(projection: Projection): Promise<unknown[]>;
}
