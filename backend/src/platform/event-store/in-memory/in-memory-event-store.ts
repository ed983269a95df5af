import { EventEmitter } from 'node:events';
import type { DomainEvent, NewEvent, RecordedEvent } from '../event.js';
import type {
  AppendResult,
  CountOptions,
  EventStore,
  EventStoreSubscription,
  ExpectedRevision,
  PurgeOutcome,
  ReadAllOptions,
  ReadStreamResult,
  SubscribeOptions,
} from '../event-store.port.js';
import {
  checkExpectedRevision,
  EventStoreClosedError,
  StreamDeletedError,
  WrongExpectedRevisionError,
} from '../errors.js';
import { PollingSubscription } from '../sqlite/polling-subscription.js';

interface StoredStream {
  revision: number;
  deleted: boolean;
  events: RecordedEvent[];
}

/**
 * The storage of an in-memory event store: kept apart from the store so that a test can close a store and open
 * another on the same log (a restart).
 */
export class InMemoryLog {
  readonly streams = new Map<string, StoredStream>();
  /** Every stored event in the order of its position (erased ones removed). */
  all: RecordedEvent[] = [];
  lastPosition = 0n;
  readonly appended = new EventEmitter().setMaxListeners(0);
}

/**
 * The event store in the test process's memory, for tests of the write side over HTTP (`backend/src/test/api-spec`)
 * that need no file: the same contract as the SQLite and KurrentDB adapters (`contract/`), never a production store.
 * Data and metadata are stored as JSON, as the other adapters store them, so a test sees what they would return.
 */
export class InMemoryEventStore implements EventStore {
  private closed = false;
  private readonly subscriptions = new Set<PollingSubscription>();

  constructor(private readonly log: InMemoryLog = new InMemoryLog()) {}

  async append(
    streamName: string,
    events: readonly NewEvent[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    this.assertOpen();
    const stream = this.log.streams.get(streamName);
    if (stream?.deleted) throw new StreamDeletedError(streamName);
    const current = stream && stream.revision >= 0 ? BigInt(stream.revision) : ('no_stream' as const);
    if (stream && events.length > 0) {
      const ids = new Set(stream.events.map((event) => event.metadata.eventId));
      const known = events.filter((event) => ids.has(event.metadata.eventId)).length;
      // A retried append: everything is already stored, acknowledged without writing.
      if (known === events.length) return { nextExpectedRevision: current as bigint, position: lastOf(stream) };
      if (known > 0) throw new WrongExpectedRevisionError(streamName, options.expectedRevision, current);
    }
    checkExpectedRevision(streamName, options.expectedRevision, current);
    if (events.length === 0) {
      return { nextExpectedRevision: current === 'no_stream' ? -1n : current, position: stream ? lastOf(stream) : 0n };
    }
    const target = stream ?? { revision: -1, deleted: false, events: [] };
    this.log.streams.set(streamName, target);
    const recordedAt = new Date();
    for (const event of events) {
      target.revision += 1;
      this.log.lastPosition += 1n;
      const recorded = {
        type: event.type,
        data: JSON.parse(JSON.stringify(event.data ?? null)) as unknown,
        metadata: JSON.parse(JSON.stringify(event.metadata)) as RecordedEvent['metadata'],
        streamName,
        revision: BigInt(target.revision),
        position: this.log.lastPosition,
        recordedAt,
      } as RecordedEvent;
      target.events.push(recorded);
      this.log.all.push(recorded);
    }
    this.log.appended.emit('append');
    return { nextExpectedRevision: BigInt(target.revision), position: this.log.lastPosition };
  }

  async readStream<E extends DomainEvent = DomainEvent>(
    streamName: string,
    options: { fromRevision?: bigint; maxCount?: number } = {},
  ): Promise<ReadStreamResult<E>> {
    this.assertOpen();
    const stream = this.log.streams.get(streamName);
    if (!stream || stream.deleted || stream.revision < 0) return { revision: 'no_stream', events: [] };
    const from = Number(options.fromRevision ?? 0n);
    const events = stream.events.slice(from, options.maxCount === undefined ? undefined : from + options.maxCount);
    return { revision: BigInt(stream.revision), events: events as RecordedEvent<E>[] };
  }

  async streamRevisions(streamNames: readonly string[]): Promise<Map<string, bigint | 'no_stream'>> {
    this.assertOpen();
    return new Map(
      streamNames.map((name) => {
        const stream = this.log.streams.get(name);
        const live = stream && !stream.deleted && stream.revision >= 0;
        return [name, live ? BigInt(stream.revision) : 'no_stream'];
      }),
    );
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    this.assertOpen();
    return this.read(options.after ?? 0n, options.maxCount ?? 1000);
  }

  async headPosition(): Promise<bigint> {
    this.assertOpen();
    return this.log.all.at(-1)?.position ?? 0n;
  }

  async highestPosition(): Promise<bigint> {
    this.assertOpen();
    return this.log.lastPosition;
  }

  async countAfter(position: bigint, options: CountOptions = {}): Promise<number> {
    this.assertOpen();
    const end = options.until === undefined ? this.log.all.length : this.firstAfter(options.until);
    const count = Math.max(0, end - this.firstAfter(position));
    return options.atMost === undefined ? count : Math.min(count, options.atMost);
  }

  subscribeToAll(options: SubscribeOptions): EventStoreSubscription {
    this.assertOpen();
    const subscription = new PollingSubscription({
      ...options,
      read: (after, max) => this.read(after, max),
      appended: this.log.appended,
      head: () => this.log.all.at(-1)?.position ?? 0n,
      // Every append happens in this process and wakes the subscription; the poll is only a safety net.
      pollIntervalMs: 1000,
      onStopped: () => this.subscriptions.delete(subscription),
    });
    this.subscriptions.add(subscription);
    subscription.start();
    return subscription;
  }

  async deleteStream(streamName: string): Promise<void> {
    await this.deleteStreams([streamName]);
  }

  async deleteStreams(streamNames: readonly string[]): Promise<void> {
    this.assertOpen();
    const doomed = new Set<string>();
    for (const name of streamNames) {
      const stream = this.log.streams.get(name);
      if (!stream || stream.deleted) continue;
      stream.deleted = true;
      stream.events = [];
      doomed.add(name);
    }
    if (doomed.size > 0) this.log.all = this.log.all.filter((event) => !doomed.has(event.streamName));
  }

  /** Nothing to purge: deleted events are gone from memory at once. */
  async purgeDeleted(): Promise<PurgeOutcome> {
    this.assertOpen();
    return { kind: 'done' };
  }

  async renameStreams(prefix: string, rename: (name: string) => string | null): Promise<number> {
    this.assertOpen();
    const moves = [...this.log.streams.keys()]
      .filter((name) => name.startsWith(prefix))
      .map((from) => ({ from, to: rename(from) }))
      .filter((move): move is { from: string; to: string } => move.to !== null && move.to !== move.from);
    for (const { from, to } of moves) {
      if (this.log.streams.has(to)) throw new Error(`Stream ${from} kann nicht umbenannt werden: ${to} gibt es schon`);
    }
    const renamed = new Map(moves.map(({ from, to }) => [from, to]));
    for (const { from, to } of moves) {
      const stream = this.log.streams.get(from)!;
      this.log.streams.delete(from);
      stream.events = stream.events.map((event) => ({ ...event, streamName: to }) as RecordedEvent);
      this.log.streams.set(to, stream);
    }
    if (renamed.size > 0) {
      this.log.all = this.log.all.map((event) => {
        const to = renamed.get(event.streamName);
        return to ? ({ ...event, streamName: to } as RecordedEvent) : event;
      });
    }
    return moves.length;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
  }

  /** Up to `maxCount` events after `after`, in position order. */
  private read(after: bigint, maxCount: number): RecordedEvent[] {
    const start = this.firstAfter(after);
    return this.log.all.slice(start, start + maxCount);
  }

  /** Index of the first event whose position is above `position` (binary search: positions only grow). */
  private firstAfter(position: bigint): number {
    let low = 0;
    let high = this.log.all.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.log.all[middle]!.position <= position) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private assertOpen(): void {
    if (this.closed) throw new EventStoreClosedError();
  }
}

function lastOf(stream: StoredStream): bigint {
  return stream.events.at(-1)?.position ?? 0n;
}
