import type { DomainEvent, NewEvent, RecordedEvent } from './event.js';

/**
 * The event store port (docs/DESIGN.md §3–§4). Adapters: SQLite (embedded profile), KurrentDB (distributed).
 * Semantics follow KurrentDB so that both adapters pass one contract suite (`contract/`).
 */
export const EVENT_STORE = Symbol('EVENT_STORE');

/** A revision (0-based index of the stream's last event), or a condition on the stream's existence. */
export type ExpectedRevision = bigint | 'no_stream' | 'stream_exists' | 'any';

export interface AppendResult {
  /** Revision of the stream's last event after the append: pass it as `expectedRevision` next time. */
  readonly nextExpectedRevision: bigint;
  /** Global position of the last event of the stream after the append. */
  readonly position: bigint;
}

export interface ReadStreamResult<E extends DomainEvent = DomainEvent> {
  /** Current revision of the stream, or 'no_stream' if it has no events (never written or deleted). */
  readonly revision: bigint | 'no_stream';
  readonly events: RecordedEvent<E>[];
}

export interface ReadAllOptions {
  /** Exclusive lower bound: a checkpoint. `0n` reads from the beginning. */
  readonly after?: bigint;
  readonly maxCount?: number;
}

export interface SubscribeOptions {
  /** Checkpoint to resume from (exclusive). `0n` starts at the beginning of the log. */
  readonly after: bigint;
  /** Called with ordered batches; the next batch is only read after the promise resolves. */
  readonly onEvents: (events: RecordedEvent[]) => Promise<void>;
  /** Called once when `onEvents` throws or reading fails; the subscription has then stopped. */
  readonly onError?: (error: unknown) => void;
  readonly batchSize?: number;
}

export interface EventStoreSubscription {
  /** Position of the last event handed to `onEvents` whose promise resolved. */
  readonly position: bigint;
  /** True while no unread event is known to exist. */
  readonly caughtUp: boolean;
  /** Stops reading and waits for the batch in flight to finish. */
  stop(): Promise<void>;
}

export type PurgeOutcome =
  { readonly kind: 'done' } | { readonly kind: 'scavenge-started'; readonly scavengeId: string };

/** Bounds of `EventStore.countAfter`. */
export interface CountOptions {
  /** Count only events at or before this position. */
  readonly until?: bigint;
  /** Stop counting here (a positive integer). */
  readonly atMost?: number;
}

export interface EventStore {
  /**
   * Appends atomically when the stream matches `expectedRevision`, else throws `WrongExpectedRevisionError`.
   * Idempotent: a batch whose event ids are all already in the stream is acknowledged without writing.
   */
  append(
    streamName: string,
    events: readonly NewEvent[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult>;
  readStream<E extends DomainEvent = DomainEvent>(
    streamName: string,
    options?: { fromRevision?: bigint; maxCount?: number },
  ): Promise<ReadStreamResult<E>>;
  /**
   * The revisions of many streams in one read, as `readStream` with `maxCount: 0` reports them (`'no_stream'`
   * for a missing or deleted stream): the retention cleanup checks a thousand cases at a time.
   */
  streamRevisions(streamNames: readonly string[]): Promise<Map<string, bigint | 'no_stream'>>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Position of the newest event in the log, `0n` when empty. */
  headPosition(): Promise<bigint>;
  /**
   * The highest position this log has ever given a record, erased streams and tombstones included (`0n` when
   * nothing was ever written). It never decreases for one log, so a read model whose checkpoint is beyond it was
   * built from another log: the store was replaced, or restored from an older backup.
   */
  highestPosition(): Promise<bigint>;
  /**
   * Number of events after `position` (up to and including `until` when given): the lag of a reader checkpointed
   * there. With `atMost` the count stops there (it returns at most `atMost`): counting a long backlog reads every
   * event of it (all of them on KurrentDB, over the network), which a health check must not pay (`LAG_COUNT_LIMIT`).
   */
  countAfter(position: bigint, options?: CountOptions): Promise<number>;
  /** Catch-up subscription to the global log from a checkpoint, continuing live. */
  subscribeToAll(options: SubscribeOptions): EventStoreSubscription;
  /**
   * Hard-deletes a stream for erasure: its events are removed so that no copy remains readable, and the
   * stream can never be appended to again (`StreamDeletedError`). Deleting a missing stream is a no-op.
   */
  deleteStream(streamName: string): Promise<void>;
  /**
   * `deleteStream` for many streams at once (retention erases thousands of cases a run): the same guarantees,
   * with the storage maintenance (SQLite: one transaction and one WAL truncation) done once for the batch.
   */
  deleteStreams(streamNames: readonly string[]): Promise<void>;
  /**
   * Makes the data of deleted streams physically unrecoverable, after an erasure run. SQLite: already done by
   * `deleteStreams` (secure_delete, WAL truncation). KurrentDB keeps a tombstoned stream's events in its chunk
   * files until a scavenge, which this starts (it runs in the server, asynchronously).
   */
  purgeDeleted(): Promise<PurgeOutcome>;
  /**
   * Renames every stream whose name starts with `prefix` and for which `rename` answers a new name (a change of
   * how streams are named, e.g. names that must not carry personal data). Each event keeps its id, type, data,
   * metadata and revision; a deleted stream stays deleted under its new name, so it cannot be recreated there.
   * Idempotent: run again, it finds nothing left to rename. Answers how many streams it renamed.
   * SQLite: in place, in one transaction (global positions unchanged), then the WAL is truncated so the old names
   * leave it too. KurrentDB (events are immutable): each stream's events are appended to the new name, then the
   * old stream is tombstoned; KurrentDB keeps a tombstone's name (see README, "Data and privacy").
   */
  renameStreams(prefix: string, rename: (name: string) => string | null): Promise<number>;
  /** Finishes in-flight work, stops subscriptions and releases the storage. */
  close(): Promise<void>;
}
