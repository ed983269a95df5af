import type { EventEmitter } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { RecordedEvent } from '../event.js';
import type { EventStoreSubscription, SubscribeOptions } from '../event-store.port.js';

interface PollingSubscriptionOptions extends SubscribeOptions {
  readonly read: (after: bigint, maxCount: number) => RecordedEvent[];
  /** Emits 'append' when this process appended; other processes are seen by polling. */
  readonly appended: EventEmitter;
  readonly pollIntervalMs: number;
  readonly onStopped: () => void;
}

/**
 * Catch-up subscription: reads batches after the checkpoint until the end of the log, one batch per turn of the
 * event loop, then waits for the next append (in-process signal) or the poll interval (appends from other
 * processes on the same file).
 */
export class PollingSubscription implements EventStoreSubscription {
  private current: bigint;
  private stopped = false;
  private isCaughtUp = false;
  private loop: Promise<void> = Promise.resolve();
  private wake: (() => void) | undefined;

  constructor(private readonly options: PollingSubscriptionOptions) {
    this.current = options.after;
  }

  get position(): bigint {
    return this.current;
  }

  get caughtUp(): boolean {
    return this.isCaughtUp;
  }

  start(): void {
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.loop;
  }

  private async run(): Promise<void> {
    const batchSize = this.options.batchSize ?? 500;
    const onAppend = () => this.wake?.();
    this.options.appended.on('append', onAppend);
    try {
      while (!this.stopped) {
        // Handlers on node:sqlite are synchronous: one batch per turn of the event loop, so that a backlog (a
        // replay, a cleanup's thousands of erasures) is worked off between requests, and an appender's turn
        // does not also carry every subscriber's work.
        await nextTurn();
        if (this.stopped) break;
        const batch = this.options.read(this.current, batchSize);
        if (batch.length === 0) {
          this.isCaughtUp = true;
          await this.sleep();
          continue;
        }
        this.isCaughtUp = false;
        await this.options.onEvents(batch);
        this.current = batch[batch.length - 1].position;
      }
    } catch (error) {
      this.stopped = true;
      this.options.onError?.(error);
    } finally {
      this.options.appended.off('append', onAppend);
      this.options.onStopped();
    }
  }

  private sleep(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.options.pollIntervalMs);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        this.wake = undefined;
        done();
      };
    });
  }
}
