import type { EventEmitter } from 'node:events';
import { backgroundTurn, catchUpSliceDeadline, isBacklog, sliceDeadline } from '../../background/background-turns.js';
import type { RecordedEvent } from '../event.js';
import type { EventStoreSubscription, SubscribeOptions } from '../event-store.port.js';

interface PollingSubscriptionOptions extends SubscribeOptions {
  /** Reads up to `maxCount` events after `after`, stopping early once `deadline` (performance.now()) passed. */
  readonly read: (after: bigint, maxCount: number, deadline: number) => RecordedEvent[];
  /** Emits 'append' when this process appended; other processes are seen by polling. */
  readonly appended: EventEmitter;
  /** The log's last position (cheap): how far behind a read is. */
  readonly head: () => bigint;
  readonly pollIntervalMs: number;
  readonly onStopped: () => void;
}

/**
 * Catch-up subscription: reads batches after the checkpoint until the end of the log, then waits for the next
 * append (in-process signal) or the poll interval (appends from other processes or threads on the same file).
 * Each read is one background slice (`backgroundTurn`): as many events as fit into the slice, at most the batch
 * size; the handler takes its own turns for its work.
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
    // A long read means a backlog: the next read is a catch-up slice, so the handler gets larger batches.
    let behind = false;
    const onAppend = () => this.wake?.();
    this.options.appended.on('append', onAppend);
    try {
      while (!this.stopped) {
        // Reads on node:sqlite are synchronous: a backlog (an import, a replay, a cleanup's thousands of
        // erasures) is read in slices between requests, and an appender's turn does not also carry every
        // subscriber's read.
        await backgroundTurn();
        if (this.stopped) break;
        const batch = this.options.read(this.current, batchSize, behind ? catchUpSliceDeadline() : sliceDeadline());
        behind = batch.length > 0 && isBacklog(batch.length, batch[batch.length - 1].position, this.options.head());
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
