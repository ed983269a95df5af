import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import type { ApplyOutcome } from '../store/projection-store.port.js';

/**
 * What the runner keeps up to date with the log: a projection (its read model in a projection store) or a
 * reactor (a side effect such as publishing to the message bus). Either way the checkpoint is kept in the
 * projection store, and `consume` says how far it got.
 */
export interface Consumer {
  readonly name: string;
  /** Prepares what the consumer needs and returns the checkpoint to resume from. */
  prepare(): Promise<bigint>;
  /**
   * Consumes what fits of `events` (one background slice); `checkpoint` is where the runner believes it is.
   * `backlog`: the batch came from a backlog (more events are waiting), not from the head of the log; `behind`:
   * it ends short of the head nonetheless (the tail of a catch-up; see `ApplyOptions.behind`).
   */
  consume(
    events: readonly RecordedEvent[],
    checkpoint: bigint,
    deadline: number,
    backlog: boolean,
    behind?: boolean,
  ): Promise<ApplyOutcome>;
}
