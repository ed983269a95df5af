import type { DatabaseSync } from 'node:sqlite';
import type { EventStore, EventStoreSubscription } from '@insolvenz/backend/platform/event-store/event-store.port.js';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import type { ProjectionStatus } from '@insolvenz/backend/platform/projections-host/projections-host.port.js';
import { backgroundTurn, sliceDeadline } from '@insolvenz/backend/platform/background/background-turns.js';
import { applyBatch } from './apply-batch.js';
import { prepareProjection } from './prepare-projection.js';
import type { Projection } from './projection.js';

export interface ProjectionRunnerOptions {
  readonly batchSize?: number;
  /** First retry delay after a failure; doubles up to `maxRetryDelayMs`. */
  readonly retryDelayMs?: number;
  readonly maxRetryDelayMs?: number;
  readonly log?: (message: string) => void;
}

/**
 * Keeps one read model up to date: a catch-up subscription from the stored checkpoint, each batch applied in
 * background slices (`backgroundTurn`), one transaction with its checkpoint per slice, so requests are served
 * between slices. A failing slice is retried from the stored checkpoint with exponential backoff (the error
 * shows in `status()` and so in /api/health) instead of killing the process.
 */
export class ProjectionRunner {
  private subscription: EventStoreSubscription | undefined;
  private checkpoint = 0n;
  private lastError: string | null = null;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryDelay: number;
  private running = false;
  private readonly waiters: { position: bigint; resolve: () => void }[] = [];

  constructor(
    private readonly store: EventStore,
    private readonly db: DatabaseSync,
    readonly projection: Projection,
    private readonly options: ProjectionRunnerOptions = {},
  ) {
    this.retryDelay = options.retryDelayMs ?? 200;
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.checkpoint = prepareProjection(this.db, this.projection);
    this.subscribe();
  }

  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.retryTimer);
    await this.subscription?.stop();
    this.subscription = undefined;
  }

  async status(): Promise<ProjectionStatus> {
    return {
      name: this.projection.name,
      checkpoint: this.checkpoint,
      lag: await this.store.countAfter(this.checkpoint),
      running: this.running,
      error: this.lastError,
    };
  }

  /** Resolves once the read model includes the event at `position` (read-your-writes for callers). */
  waitFor(position: bigint): Promise<void> {
    if (this.checkpoint >= position) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ position, resolve }));
  }

  private subscribe(): void {
    const from = this.checkpoint;
    this.subscription = this.store.subscribeToAll({
      after: from,
      batchSize: this.options.batchSize ?? 500,
      onEvents: (events) => this.handle(events),
      onError: (error) => this.fail(error),
    });
  }

  private async handle(events: RecordedEvent[]): Promise<void> {
    let rest = events;
    while (rest.length > 0) {
      await backgroundTurn();
      // Stopping: the subscription stops after this batch, and a restart resumes from the stored checkpoint.
      if (!this.running) return;
      const consumed = this.applySlice(rest);
      rest = rest.slice(consumed);
    }
  }

  /** Applies what fits into one slice of `events` in one transaction; returns how many events it consumed. */
  private applySlice(events: RecordedEvent[]): number {
    const outcome = applyBatch(this.db, this.projection, events, this.checkpoint, { deadline: sliceDeadline() });
    this.checkpoint = outcome.checkpoint;
    if (outcome.kind === 'moved') {
      // Another runner (another process on the same files) advanced the checkpoint, or a replay reset it:
      // the read model holds everything up to the stored checkpoint, so waiters up to there may go on.
      this.releaseWaiters();
      this.options.log?.(
        `projection ${this.projection.name}: checkpoint moved to ${outcome.checkpoint}, resubscribing`,
      );
      throw new CheckpointMoved();
    }
    this.lastError = null;
    this.retryDelay = this.options.retryDelayMs ?? 200;
    this.releaseWaiters();
    return outcome.consumed;
  }

  private fail(error: unknown): void {
    const moved = error instanceof CheckpointMoved;
    if (!moved) {
      this.lastError = error instanceof Error ? error.message : String(error);
      this.options.log?.(
        `projection ${this.projection.name} failed: ${this.lastError}; retrying in ${this.retryDelay} ms`,
      );
    }
    if (!this.running) return;
    const delay = moved ? 0 : this.retryDelay;
    this.retryDelay = Math.min(this.retryDelay * 2, this.options.maxRetryDelayMs ?? 30_000);
    this.retryTimer = setTimeout(() => {
      if (!this.running) return;
      try {
        this.checkpoint = prepareProjection(this.db, this.projection);
        this.subscribe();
      } catch (e) {
        this.fail(e);
      }
    }, delay);
  }

  private releaseWaiters(): void {
    for (let i = this.waiters.length - 1; i >= 0; i--) {
      if (this.waiters[i].position <= this.checkpoint) this.waiters.splice(i, 1)[0].resolve();
    }
  }
}

class CheckpointMoved extends Error {}
