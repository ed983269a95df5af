import type { DatabaseSync } from 'node:sqlite';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';

/**
 * A read model built from the global log. `apply` runs inside the runner's transaction, together with the
 * checkpoint update, so a read model and its checkpoint can never disagree.
 */
export interface Projection {
  /** Stable name: the checkpoint key and the replay CLI argument. */
  readonly name: string;
  /** Bump when the read model's shape or rules change: the runner then rebuilds it from the log. */
  readonly version: number;
  /** Event types the projection reads ('all' for every event); other events only advance the checkpoint. */
  readonly handles: ReadonlySet<string> | 'all';
  /** Creates the read model's tables if missing. */
  setup(db: DatabaseSync): void;
  /** Drops the read model's tables (rebuild). */
  teardown(db: DatabaseSync): void;
  /** Applies one event. Must be deterministic: a rebuild has to produce the same rows as the live run. */
  apply(db: DatabaseSync, event: RecordedEvent): void;
  /**
   * Optional: applies the handled events of one batch in order, in place of `apply` per event, for set-based
   * work (the cases read model erases a run of erased cases with one statement per table). Must leave the same
   * rows as `apply` on each event in turn.
   */
  applyEvents?(db: DatabaseSync, events: readonly RecordedEvent[]): void;
  /** Every row of the read model in a stable order, for rebuild-equals-live comparisons and diagnostics. */
  dump(db: DatabaseSync): unknown[];
}
