import type { EventStore } from '@insolvenz/backend/platform/event-store/event-store.port.js';
import {
  assertWithinLog,
  ProjectionsBehind,
  ReadModelAheadOfLog,
  type ProjectionStatus,
  type ReactorHandle,
} from '@insolvenz/backend/platform/projections-host/projections-host.port.js';
import { lagCounter, type LagOf } from '../runner/lag-counter.js';
import type { ProjectionStore } from '../store/projection-store.port.js';

export interface CheckpointObserverOptions {
  /** How long `waitFor` polls before it gives up with `ProjectionsBehind`. */
  readonly timeoutMs: number;
  /** First pause between two reads of the checkpoints (default 10 ms); doubles up to `maxPollMs` (default 100 ms). */
  readonly firstPollMs?: number;
  readonly maxPollMs?: number;
}

/**
 * The pauses stay short because a request waits on them: a change that answers once the read models show it (the
 * distributed API) answered up to a whole pause after the projections worker had stored it. With pauses doubling
 * up to 1 s, a projection that took 0.5 s answered after 0.78 s and one of 0.9 s after 1.58 s. Capped at 100 ms,
 * a waiting request reads each checkpoint it waits for at most ten times a second (one document by its key).
 */
const FIRST_POLL_MS = 10;
const MAX_POLL_MS = 100;

/**
 * Projections and reactors that another process runs, seen through the checkpoints they store in the shared read
 * store and the head of the shared event log. Its `running` is true: whether that process is up shows in its
 * own `/health` and here as a growing lag.
 */
export class CheckpointObserver {
  constructor(
    private readonly eventStore: EventStore,
    private readonly store: ProjectionStore,
    private readonly options: CheckpointObserverOptions,
  ) {}

  /** `lagOf`: a counter shared by one report's statuses (`lagCounter`). */
  async status(name: string, lagOf: LagOf = lagCounter(this.eventStore)): Promise<ProjectionStatus> {
    const checkpoint = (await this.store.readCheckpoint(name)) ?? 0n;
    const lag = await lagOf(checkpoint);
    try {
      await assertWithinLog(this.eventStore, name, checkpoint);
      return { name, checkpoint, lag, running: true, error: null };
    } catch (error) {
      if (!(error instanceof ReadModelAheadOfLog)) throw error;
      return { name, checkpoint, lag, running: true, error: error.message };
    }
  }

  /**
   * Polls with backoff until every named checkpoint reached `position`; `ProjectionsBehind` after the timeout.
   * A checkpoint beyond `position` is checked against the log once (`ReadModelAheadOfLog`): one of a read model
   * built from another log would otherwise count as reached at once, and the change would never show.
   */
  async waitFor(names: readonly string[], position: bigint, signal?: AbortSignal): Promise<void> {
    const started = performance.now();
    let pause = this.options.firstPollMs ?? FIRST_POLL_MS;
    let pending = [...names];
    let furthest: { name: string; checkpoint: bigint } | undefined;
    for (;;) {
      const checkpoints = await Promise.all(pending.map(async (name) => (await this.store.readCheckpoint(name)) ?? 0n));
      checkpoints.forEach((checkpoint, i) => {
        if (checkpoint > position && checkpoint > (furthest?.checkpoint ?? 0n))
          furthest = { name: pending[i], checkpoint };
      });
      pending = pending.filter((_, i) => checkpoints[i] < position);
      if (pending.length === 0) {
        if (furthest) await assertWithinLog(this.eventStore, furthest.name, furthest.checkpoint);
        return;
      }
      const left = this.options.timeoutMs - (performance.now() - started);
      if (left <= 0 || signal?.aborted) throw new ProjectionsBehind(position, this.options.timeoutMs);
      await new Promise((resolve) => setTimeout(resolve, Math.min(pause, left)));
      pause = Math.min(pause * 2, this.options.maxPollMs ?? MAX_POLL_MS);
    }
  }

  reactor(name: string): ReactorHandle {
    return {
      status: () => this.status(name),
      waitFor: (position) => this.waitFor([name], position),
      stop: async () => undefined,
    };
  }
}
