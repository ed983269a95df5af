import type { DatabaseSync } from 'node:sqlite';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';

/**
 * How one read model is kept in SQLite: its tables, and a writer per transaction that turns the projection's
 * decisions into statements.
 */
export interface SqliteReadModel {
  setup(db: DatabaseSync): void;
  teardown(db: DatabaseSync): void;
  /** Every row in a stable order (rebuild-equals-live comparisons, diagnostics). */
  dump(db: DatabaseSync): unknown[];
  /**
   * Indexes that only queries read, not the writer's own view: dropped while the read model is rebuilt from the
   * first event and created again once it has caught up with the log, because building an index over the loaded
   * rows costs a fraction of keeping it row by row (issue #33). `create` must be idempotent: `setup` on the next
   * start creates them too, should the process stop in between.
   */
  readonly deferredIndexes?: DeferredUpkeep;
  /** Events handed over between two `flush` calls (and deadline checks): 1 unless the writer folds a batch. */
  readonly eventsPerChunk: number;
  open(db: DatabaseSync): SqliteReadModelWriter;
}

export interface SqliteReadModelWriter {
  /** Decides (through the pure projection) and applies what one handled event changes. */
  write(event: RecordedEvent): void;
  /** Writes what the writer held back for set-based work; called after each chunk of events. */
  flush(): void;
  /**
   * Writes what the writer holds back for the whole transaction (after the last `flush`, before the checkpoint
   * and the commit), e.g. rows an index takes cheaper in key order than in the log's order. Optional.
   */
  finish?(): void;
}

/**
 * What a read model leaves undone during a bulk load (indexes only queries read, counters kept by row triggers):
 * `drop` removes it, `create` builds it over the loaded rows (idempotent: `setup` on the next start does the same,
 * should the process stop in between), `touch` runs at the end of every transaction of the bulk load (for what a
 * dropped row trigger did once per row but readers need once per transaction, e.g. a generation counter).
 */
export interface DeferredUpkeep {
  drop(db: DatabaseSync): void;
  create(db: DatabaseSync): void;
  touch?(db: DatabaseSync): void;
  /**
   * What is left of `create`, in the order to build it, each piece one SQL script for a transaction of its own:
   * first the indexes one by one, last what must be built together (counters filled from the rows with the
   * triggers that keep them from then on). Empty when nothing is left. The tail of a catch-up builds one piece
   * per transaction but the last; the head builds the rest. Each piece is a statement over all loaded rows
   * (0.06–0.3 s at 60,000 cases, growing with them), so a store whose file has a thread of its own runs it there
   * (issue #33).
   */
  pieces?(db: DatabaseSync): string[];
}
