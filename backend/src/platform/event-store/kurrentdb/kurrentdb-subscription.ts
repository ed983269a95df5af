import {
  excludeSystemEvents,
  START,
  type AllStreamResolvedEvent,
  type KurrentDBClient,
} from '@kurrent/kurrentdb-client';
import type { RecordedEvent } from '../event.js';
import type { EventStoreSubscription, SubscribeOptions } from '../event-store.port.js';

export interface SubscriptionHealth {
  /** Subscriptions dropped by the server or the network since start (each resubscribed). */
  readonly drops: number;
  /** Subscriptions waiting to resubscribe right now. */
  readonly resubscribing: number;
  readonly lastError: string | null;
}

interface KurrentDbSubscriptionOptions extends SubscribeOptions {
  readonly client: KurrentDBClient;
  readonly withoutDeletedStreams: (events: RecordedEvent[]) => Promise<RecordedEvent[]>;
  readonly toRecorded: (resolved: AllStreamResolvedEvent) => RecordedEvent;
  readonly onDrop: (error: unknown) => void;
  readonly onStopped: () => void;
  /** The log's highest position ever (`EventStore.highestPosition`): checked on each (re)subscription. */
  readonly highestPosition: () => Promise<bigint>;
}

const FIRST_BACKOFF_MS = 100;
const MAX_BACKOFF_MS = 5000;

type ClientSubscription = ReturnType<KurrentDBClient['subscribeToAll']>;

/**
 * Catch-up subscription to $all over KurrentDB's subscription call. Events arriving while a batch is handled
 * are buffered (the call is paused) and handed over as the next batch. A drop of the call (server restart,
 * network) resubscribes after a backoff from the last position handed over, so nothing is lost or repeated;
 * only an error of `onEvents` stops the subscription.
 */
export class KurrentDbSubscription implements EventStoreSubscription {
  private current: bigint;
  private isCaughtUp = false;
  private stopped = false;
  private waiting = false;
  private backoffMs = FIRST_BACKOFF_MS;
  private call: ClientSubscription | null = null;
  private buffer: RecordedEvent[] = [];
  private flushing: Promise<void> = Promise.resolve();
  private flushScheduled = false;
  private handling = false;
  private retryTimer: NodeJS.Timeout | undefined;
  /** Position of the last event received on the current call (handed over or still buffered). */
  private received: bigint;

  constructor(private readonly options: KurrentDbSubscriptionOptions) {
    this.current = options.after;
    this.received = options.after;
  }

  get position(): bigint {
    return this.current;
  }

  get caughtUp(): boolean {
    // The server says caught up once; live events after it keep the subscription caught up once handled.
    return this.isCaughtUp && this.buffer.length === 0 && !this.handling;
  }

  /** True between a drop and the next successful subscription. */
  get resubscribing(): boolean {
    return this.waiting;
  }

  start(): void {
    this.subscribe();
  }

  async stop(): Promise<void> {
    if (this.stopped) return this.flushing;
    this.stopped = true;
    clearTimeout(this.retryTimer);
    await this.call?.unsubscribe().catch(() => undefined);
    await this.flushing;
    this.options.onStopped();
  }

  private subscribe(): void {
    if (this.stopped) return;
    const after = this.current;
    this.buffer = [];
    this.received = after;
    this.isCaughtUp = false;
    const call = this.options.client.subscribeToAll({
      fromPosition: after === 0n ? START : { commit: after, prepare: after },
      filter: excludeSystemEvents(),
    });
    this.call = call;
    call.on('confirmation', () => {
      this.waiting = false;
      this.backoffMs = FIRST_BACKOFF_MS;
      if (after > 0n) void this.checkWithinLog(call, after);
    });
    call.on('data', (resolved: AllStreamResolvedEvent) => {
      if (this.call !== call || !resolved.event) return;
      const event = this.options.toRecorded(resolved);
      if (event.position <= this.received) return;
      this.received = event.position;
      this.buffer.push(event);
      if (this.buffer.length >= (this.options.batchSize ?? 500)) call.pause();
      this.scheduleFlush();
    });
    call.on('caughtUp', () => {
      if (this.call === call) this.isCaughtUp = true;
    });
    call.on('error', (error: unknown) => {
      if (this.call !== call || this.stopped) return;
      this.dropped(error);
    });
    call.on('end', () => {
      if (this.call !== call || this.stopped) return;
      this.dropped(new Error('subscription ended by the server'));
    });
  }

  /**
   * After a drop the server may be another one (replaced, or restored from an older backup): a subscription from
   * beyond its log's end would wait until that log passes the position and skip everything before it, silently.
   * It ends with an error instead; the subscriber starts again from its checkpoint and finds out why
   * (`ReadModelAheadOfLog`). A failed read changes nothing: the next drop or subscription checks again.
   */
  private async checkWithinLog(call: ClientSubscription, after: bigint): Promise<void> {
    const highest = await this.options.highestPosition().catch(() => after);
    if (this.call !== call || this.stopped || after <= highest) return;
    this.stopped = true;
    clearTimeout(this.retryTimer);
    void call.unsubscribe().catch(() => undefined);
    await this.flushing;
    this.options.onError?.(
      new Error(`the event log ends at position ${highest}, before this subscription's position ${after}`),
    );
    this.options.onStopped();
  }

  private dropped(error: unknown): void {
    this.call = null;
    this.waiting = true;
    this.isCaughtUp = false;
    this.options.onDrop(error);
    // Resubscribe after the batch in flight, from the last position handed over.
    void this.flushing.then(() => {
      if (this.stopped) return;
      this.retryTimer = setTimeout(() => this.subscribe(), this.backoffMs);
      this.backoffMs = Math.min(this.backoffMs * 2, MAX_BACKOFF_MS);
    });
  }

  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    this.flushing = this.flushing.then(() => this.flush());
  }

  private async flush(): Promise<void> {
    this.flushScheduled = false;
    const call = this.call;
    while (!this.stopped && this.buffer.length > 0 && this.call === call) {
      const batch = this.buffer.splice(0, this.options.batchSize ?? 500);
      this.handling = true;
      try {
        const live = await this.options.withoutDeletedStreams(batch);
        if (this.stopped) return;
        if (live.length > 0) await this.options.onEvents(live);
        this.current = batch[batch.length - 1].position;
      } catch (error) {
        this.stopped = true;
        clearTimeout(this.retryTimer);
        void this.call?.unsubscribe().catch(() => undefined);
        // The server went away while a batch was handled (a read of it failed): the subscriber starts again from
        // its checkpoint, and the drop is counted like one the stream reports (the stream's own error comes later
        // and is ignored, as this subscription has stopped).
        if (isConnectionLoss(error)) this.options.onDrop(error);
        this.options.onError?.(error);
        this.options.onStopped();
        return;
      } finally {
        this.handling = false;
      }
      if (this.buffer.length < (this.options.batchSize ?? 500)) call?.resume();
    }
  }
}

/** A gRPC error of a lost connection (the client's `unavailable`, `cancelled`, `deadline-exceeded`, or their codes). */
function isConnectionLoss(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { type, code } = error as { type?: unknown; code?: unknown };
  return (
    type === 'unavailable' ||
    type === 'cancelled' ||
    type === 'deadline-exceeded' ||
    code === 14 ||
    code === 1 ||
    code === 4
  );
}
