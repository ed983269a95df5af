import type { EventStore, EventStoreSubscription } from '@insolvenz/backend/platform/event-store/event-store.port.js';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import {
  assertWithinLog,
  ReadModelAheadOfLog,
  type ProjectionStatus,
} from '@insolvenz/backend/platform/projections-host/projections-host.port.js';
import {
  backgroundTurn,
  CATCH_UP_EVENTS,
  catchUpSliceDeadline,
  isBacklog,
  isBehind,
  sliceDeadline,
} from '@insolvenz/backend/platform/background/background-turns.js';
import type { Consumer } from './consumer.js';
import { lagCounter, type LagOf } from './lag-counter.js';

export interface ProjectionRunnerOptions {
  readonly batchSize?: number;
  /** First retry delay after a failure; doubles up to `maxRetryDelayMs`. */
  readonly retryDelayMs?: number;
  readonly maxRetryDelayMs?: number;
  /** How often a runner that refused (`ReadModelAheadOfLog`) looks whether its read model was rebuilt. */
  readonly refusedRecheckMs?: number;
  readonly log?: (message: string) => void;
}

const REFUSED_RECHECK_MS = 30_000;

/**
 * Keeps one consumer (a projection or a reactor) up to date: a catch-up subscription from the stored
 * checkpoint, each batch consumed in background slices (`backgroundTurn`), so requests are served between
 * slices. A failing slice is retried from the stored checkpoint with exponential backoff (the error shows in
 * `status()` and so in /api/health) instead of killing the process.
 */
export class ProjectionRunner {
  private subscription: EventStoreSubscription | undefined;
  private checkpoint = 0n;
  /** The checkpoint the last start (or join) prepared: 0 for a read model rebuilt from the first event. */
  private startedFrom: bigint | undefined;
  private lastError: string | null = null;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryDelay: number;
  private running = false;
  /** Stopped (`stop`) and not started again: waits end at once. */
  private stopped = false;
  private readonly waiters: { position: bigint; resolve: () => void; reject: (error: Error) => void }[] = [];
  /** Set while a shared reader (`SharedLogReader`) feeds this runner instead of a subscription of its own. */
  private shared: { retryNow(): void } | undefined;
  /**
   * Set while the stored checkpoint lies beyond everything the log ever held (another log): the runner reads
   * nothing, waits fail, and it looks every `refusedRecheckMs` whether the read model was rebuilt.
   */
  private refusal: ReadModelAheadOfLog | undefined;
  private recheckTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly store: EventStore,
    readonly consumer: Consumer,
    private readonly options: ProjectionRunnerOptions = {},
  ) {
    this.retryDelay = options.retryDelayMs ?? 200;
  }

  get name(): string {
    return this.consumer.name;
  }

  /** Where this runner is: everything up to here is applied. */
  get position(): bigint {
    return this.checkpoint;
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.stopped = false;
    this.checkpoint = this.startedFrom = await this.consumer.prepare();
    if (await this.refuses()) return;
    this.releaseWaiters();
    this.subscribe();
  }

  /** The refusal while the read model is ahead of the log (then the shared reader leaves this runner out). */
  get refused(): ReadModelAheadOfLog | undefined {
    return this.refusal;
  }

  /**
   * Starts as a member of a shared reader: prepares and takes the checkpoint, but reads nothing itself; the
   * reader hands it its batches (`advanced`) until it leaves (`leave`). Called again when the reader restarts.
   */
  async join(reader: { retryNow(): void }): Promise<void> {
    this.shared = reader;
    this.running = true;
    this.stopped = false;
    this.checkpoint = this.startedFrom = await this.consumer.prepare();
    if (await this.refuses()) this.shared = undefined;
    else this.releaseWaiters();
  }

  /** The shared reader applied events for this runner up to `checkpoint`. */
  advanced(checkpoint: bigint): void {
    this.checkpoint = checkpoint;
    this.lastError = null;
    this.retryDelay = this.options.retryDelayMs ?? 200;
    this.releaseWaiters();
  }

  /** The shared reader failed as a whole (a read, or a commit); it retries itself: shown in `status()`. */
  sharedFailed(error: unknown, retryInMs: number): void {
    this.lastError = error instanceof Error ? error.message : String(error);
    this.options.log?.(`projection ${this.name} failed: ${this.lastError}; retrying in ${retryInMs} ms`);
  }

  /**
   * This runner's part failed, or its checkpoint moved under it: it leaves the shared reader, so the others go
   * on, and continues on a subscription of its own from its stored checkpoint (with backoff after a failure).
   */
  leave(
    outcome: { readonly kind: 'moved'; readonly checkpoint: bigint } | { readonly kind: 'failed'; error: unknown },
  ): void {
    this.shared = undefined;
    if (outcome.kind === 'failed') return this.fail(outcome.error);
    this.checkpoint = outcome.checkpoint;
    this.releaseWaiters();
    this.options.log?.(`projection ${this.name}: checkpoint moved to ${outcome.checkpoint}, resubscribing`);
    this.fail(new CheckpointMoved());
  }

  /** Leaves the shared reader without a failure (far behind the others): a subscription of its own from here. */
  runAlone(): void {
    this.shared = undefined;
    if (this.running) this.subscribe();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.stopped = true;
    this.shared = undefined;
    clearTimeout(this.retryTimer);
    clearTimeout(this.recheckTimer);
    await this.subscription?.stop();
    this.subscription = undefined;
    // Nobody waits for a stopped runner: a read-your-writes wait still pending (the cleanup's last one, a command's)
    // would otherwise hold up the shutdown that stopped it, for ever (seen as a 30 s hang when closing an app).
    for (const waiter of this.waiters.splice(0)) waiter.resolve();
  }

  /** `lagOf`: a host's counter shared by its runners' reports (`lagCounter`). */
  async status(lagOf: LagOf = lagCounter(this.store)): Promise<ProjectionStatus> {
    const checkpoint = this.checkpoint;
    return {
      name: this.name,
      checkpoint,
      lag: await lagOf(checkpoint),
      running: this.running,
      error: this.lastError,
      ...(this.startedFrom === undefined ? {} : { startedFrom: this.startedFrom }),
    };
  }

  /** Resolves once the consumer has handled the event at `position` (read-your-writes for callers). */
  waitFor(position: bigint): Promise<void> {
    if (this.refusal) return Promise.reject(this.refusal);
    if (this.checkpoint >= position || this.stopped) return Promise.resolve();
    if (this.shared && this.lastError !== null) this.shared.retryNow();
    else this.retryNowAfterFailure();
    return new Promise((resolve, reject) => this.waiters.push({ position, resolve, reject }));
  }

  private subscribe(): void {
    this.subscription = this.store.subscribeToAll({
      after: this.checkpoint,
      // Large batches while far behind: each read stops at its slice's deadline anyway (see CATCH_UP_EVENTS).
      batchSize: this.options.batchSize ?? 5000,
      onEvents: (events) => this.handle(events),
      onError: (error) => this.fail(error),
    });
  }

  private async handle(events: RecordedEvent[]): Promise<void> {
    // A backlog (far behind the head, as after a replay or a restart): catch-up slices (`CATCH_UP_SLICE_MS`),
    // fewer and larger transactions. The head is read only for a long batch.
    const last = events.at(-1)?.position ?? this.checkpoint;
    const head = events.length >= CATCH_UP_EVENTS ? await this.headOfLog(last) : last;
    const catchingUp = isBacklog(events.length, last, head);
    const behind = isBehind(last, head);
    let rest: readonly RecordedEvent[] = events;
    while (rest.length > 0) {
      await backgroundTurn();
      // Stopping: the subscription stops after this batch, and a restart resumes from the stored checkpoint.
      if (!this.running) return;
      const consumed = await this.consumeSlice(rest, catchingUp, behind);
      rest = rest.slice(consumed);
    }
  }

  /** Consumes what fits into one slice of `events`; returns how many events it consumed. */
  private async consumeSlice(events: readonly RecordedEvent[], catchingUp: boolean, behind: boolean): Promise<number> {
    const deadline = catchingUp ? catchUpSliceDeadline() : sliceDeadline();
    const outcome = await this.consumer.consume(events, this.checkpoint, deadline, catchingUp, behind);
    this.checkpoint = outcome.checkpoint;
    if (outcome.kind === 'moved') {
      // Another runner (another process on the same files) advanced the checkpoint, or a replay reset it:
      // the read model holds everything up to the stored checkpoint, so waiters up to there may go on.
      this.releaseWaiters();
      this.options.log?.(`projection ${this.name}: checkpoint moved to ${outcome.checkpoint}, resubscribing`);
      throw new CheckpointMoved();
    }
    this.lastError = null;
    this.retryDelay = this.options.retryDelayMs ?? 200;
    this.releaseWaiters();
    return outcome.consumed;
  }

  /** The log's head; `fallback` when it cannot be read (a backlog is then not assumed). */
  private async headOfLog(fallback: bigint): Promise<bigint> {
    try {
      return await this.store.headPosition();
    } catch {
      return fallback;
    }
  }

  private fail(error: unknown): void {
    const moved = error instanceof CheckpointMoved;
    if (!moved) {
      this.lastError = error instanceof Error ? error.message : String(error);
      this.options.log?.(`projection ${this.name} failed: ${this.lastError}; retrying in ${this.retryDelay} ms`);
    }
    if (!this.running) return;
    const delay = moved ? 0 : this.retryDelay;
    this.retryDelay = Math.min(this.retryDelay * 2, this.options.maxRetryDelayMs ?? 30_000);
    this.retryTimer = setTimeout(() => void this.restart(), delay);
  }

  /**
   * A caller waits for an event it has just written: writes succeed again, so a runner waiting out its backoff
   * after a failure (a full disk) retries now. Before, a registration after the space came back waited for the
   * backoff (up to 30 s) and hung past 8 s (issue #28).
   */
  private retryNowAfterFailure(): void {
    if (this.retryTimer === undefined || this.lastError === null || !this.running) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    void this.restart();
  }

  private async restart(): Promise<void> {
    this.retryTimer = undefined;
    if (!this.running) return;
    try {
      this.checkpoint = await this.consumer.prepare();
      if (!this.running || (await this.refuses())) return;
      // The stored checkpoint may have moved past a waiter's position meanwhile (another process on the same read
      // models applied the events): nothing more arrives for it, so it goes now. Left waiting, the cleanup's last
      // wait held up the shutdown of one of two processes on one event store for ever (CI, stop 50).
      this.releaseWaiters();
      this.subscribe();
    } catch (e) {
      this.fail(e);
    }
  }

  /**
   * Whether the checkpoint just prepared lies beyond the log (`ReadModelAheadOfLog`): then the runner refuses,
   * shows why in `status()`, fails its waiters and looks again later. The checkpoint it refused stays refused even
   * once the log has grown past it (the events the new log holds before it would be skipped); a changed one (the
   * read model was rebuilt: `npm run replay`) is checked anew. A read error of the log throws, as a failed
   * `prepare` does.
   */
  private async refuses(): Promise<boolean> {
    if (this.refusal?.checkpoint === this.checkpoint) {
      this.recheckLater();
      return true;
    }
    try {
      await assertWithinLog(this.store, this.name, this.checkpoint);
    } catch (error) {
      if (!(error instanceof ReadModelAheadOfLog)) throw error;
      this.options.log?.(`projection ${this.name} refuses: ${error.message}`);
      this.refusal = error;
      this.lastError = error.message;
      for (const waiter of this.waiters.splice(0)) waiter.reject(error);
      this.recheckLater();
      return true;
    }
    if (this.refusal) {
      this.refusal = undefined;
      this.lastError = null;
      clearTimeout(this.recheckTimer);
      this.options.log?.(`projection ${this.name}: rebuilt, reading the log from ${this.checkpoint}`);
    }
    return false;
  }

  private recheckLater(): void {
    clearTimeout(this.recheckTimer);
    this.recheckTimer = setTimeout(() => void this.recheck(), this.options.refusedRecheckMs ?? REFUSED_RECHECK_MS);
    this.recheckTimer.unref();
  }

  /** A refused runner looks whether its stored checkpoint changed (a rebuild) and goes on once it is within the log. */
  private async recheck(): Promise<void> {
    if (!this.refusal || !this.running) return;
    try {
      this.checkpoint = await this.consumer.prepare();
      if (await this.refuses()) return;
      this.releaseWaiters();
      if (this.running) this.subscribe();
    } catch (error) {
      this.fail(error);
    }
  }

  private releaseWaiters(): void {
    for (let i = this.waiters.length - 1; i >= 0; i--) {
      if (this.waiters[i].position <= this.checkpoint) this.waiters.splice(i, 1)[0].resolve();
    }
  }
}

class CheckpointMoved extends Error {}
