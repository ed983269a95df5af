import {
  BACKWARDS,
  END,
  excludeSystemEvents,
  FORWARDS,
  jsonEvent,
  KurrentDBClient,
  START,
  StreamDeletedError as ClientStreamDeletedError,
  StreamNotFoundError,
  streamNameFilter,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import { deterministicEventId } from '../../command-handling/event-id.js';
import type { DomainEvent, EventMetadata, NewEvent, RecordedEvent } from '../event.js';
import { EventStoreClosedError, StreamDeletedError, WrongExpectedRevisionError } from '../errors.js';
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
import { eventReads, type EventReads } from './grpc-reads.js';
import { KurrentDbSubscription, type SubscriptionHealth } from './kurrentdb-subscription.js';
import { startScavenge } from './start-scavenge.js';

export interface KurrentDbEventStoreOptions {
  /** `kurrentdb://host:2113?tls=false` (KURRENTDB_URL). */
  readonly connectionString: string;
  /** Reports subscription drops (server restart, network) and resubscriptions. */
  readonly log?: (message: string) => void;
}

/** How many events a look for the newest live event reads at once after the newest one was erased. */
const HEAD_PAGE = 100;

/** Reads of many stream revisions at once: enough to hide the round trips, few enough for the server. */
const REVISION_READS_IN_FLIGHT = 32;

/**
 * Distributed-profile event store on KurrentDB (`@kurrent/kurrentdb-client`). One port position is KurrentDB's
 * commit position; KurrentDB gives every event of a single-stream append its own commit position equal to its
 * prepare position, so `{ commit: p, prepare: p }` names the event again when resuming.
 *
 * A tombstoned stream's events stay in `$all` until a scavenge removes them from the chunk files: reads of the
 * global log here leave out events whose stream is deleted, so erased data never reaches a projection again.
 */
export class KurrentDbEventStore implements EventStore {
  private readonly client: KurrentDBClient;
  /** Reads over gRPC, not the client's Rust bridge (about 40 ms per single read; grpc-reads.ts). */
  private readonly reads: EventReads;
  private readonly subscriptions = new Set<KurrentDbSubscription>();
  private readonly dropped = { count: 0, lastError: null as string | null };
  private closed = false;

  constructor(private readonly options: KurrentDbEventStoreOptions) {
    this.client = KurrentDBClient.connectionString(options.connectionString);
    this.reads = eventReads(this.client, options.log);
  }

  async append(
    streamName: string,
    events: readonly NewEvent[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    this.assertOpen();
    try {
      const result = await this.client.appendToStream(
        streamName,
        events.map((event) =>
          jsonEvent({
            id: kurrentEventId(event.metadata.eventId),
            type: event.type,
            data: event.data as never,
            metadata: event.metadata,
          }),
        ),
        { streamState: options.expectedRevision },
      );
      return { nextExpectedRevision: result.nextExpectedRevision, position: result.position?.commit ?? 0n };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = error.actualState;
        throw new WrongExpectedRevisionError(
          streamName,
          options.expectedRevision,
          typeof actual === 'bigint' ? actual : 'no_stream',
        );
      }
      if (error instanceof ClientStreamDeletedError) throw new StreamDeletedError(streamName);
      throw error;
    }
  }

  async readStream<E extends DomainEvent = DomainEvent>(
    streamName: string,
    options: { fromRevision?: bigint; maxCount?: number } = {},
  ): Promise<ReadStreamResult<E>> {
    this.assertOpen();
    if (options.maxCount === 0) return { revision: await this.revisionOf(streamName), events: [] };
    const whole = options.fromRevision === undefined && options.maxCount === undefined;
    // A whole stream's revision is its last event's: one read. A part of it needs the revision besides: both at once.
    const [revision, events] = await Promise.all([
      whole ? undefined : this.revisionOf(streamName),
      this.streamEvents<E>(streamName, options.fromRevision ?? 0n, options.maxCount ?? Number.MAX_SAFE_INTEGER),
    ]);
    return { revision: revision ?? events.at(-1)?.revision ?? 'no_stream', events };
  }

  /** The stream's events from `fromRevision` on; none when it is missing or deleted. */
  private async streamEvents<E extends DomainEvent>(
    streamName: string,
    fromRevision: bigint,
    maxCount: number,
  ): Promise<RecordedEvent<E>[]> {
    const events: RecordedEvent<E>[] = [];
    const reading = this.reads.readStream(streamName, {
      fromRevision: fromRevision === 0n ? START : fromRevision,
      maxCount,
      direction: FORWARDS,
    });
    for await (const resolved of tolerateMissing(reading)) events.push(toRecorded(resolved) as RecordedEvent<E>);
    return events;
  }

  async streamRevisions(streamNames: readonly string[]): Promise<Map<string, bigint | 'no_stream'>> {
    this.assertOpen();
    const revisions = new Map<string, bigint | 'no_stream'>(streamNames.map((name) => [name, 'no_stream']));
    let next = 0;
    const worker = async () => {
      while (next < streamNames.length) {
        const name = streamNames[next++];
        revisions.set(name, await this.revisionOf(name, this.client));
      }
    };
    await Promise.all(Array.from({ length: Math.min(REVISION_READS_IN_FLIGHT, streamNames.length) }, worker));
    return revisions;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    this.assertOpen();
    const maxCount = options.maxCount ?? 1000;
    let after = options.after ?? 0n;
    // Events of deleted streams are dropped from a page; read on until the page has some or the log ends.
    for (;;) {
      const raw = await this.readAllRaw(after, maxCount);
      if (raw.length === 0) return [];
      const live = await this.withoutDeletedStreams(raw);
      if (live.length > 0 || raw.length < maxCount) return live;
      after = raw[raw.length - 1].position;
    }
  }

  /** Up to `maxCount` non-system events after `after` (exclusive), deleted streams included. */
  private async readAllRaw(after: bigint, maxCount: number): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    const reading = this.reads.readAll({
      fromPosition: after === 0n ? START : { commit: after, prepare: after },
      // Reading $all from a position includes the event at it.
      maxCount: after === 0n ? maxCount : maxCount + 1,
      direction: FORWARDS,
      filter: excludeSystemEvents(),
    });
    for await (const resolved of reading) {
      const event = toRecorded(resolved);
      if (event.position > after && events.length < maxCount) events.push(event);
    }
    return events;
  }

  /** Drops the events whose stream was tombstoned (their data stays in $all until a scavenge). */
  async withoutDeletedStreams(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    const revisions = await this.streamRevisions([...new Set(events.map((e) => e.streamName))]);
    return events.filter((e) => revisions.get(e.streamName) !== 'no_stream');
  }

  /**
   * The newest event `readAll` and the subscriptions deliver: a tombstoned stream's events stay in $all until a
   * scavenge, but no reader gets them. A head at one of them was never reached: a read model rebuilt on a log that
   * ended with an erasure (or a deleted reservation) stayed "rebuilding" for the API until the next event.
   */
  async headPosition(): Promise<bigint> {
    this.assertOpen();
    let before: bigint | null = null;
    // The newest event first (almost always live), then pages further back.
    for (let pageSize = 1; ; pageSize = HEAD_PAGE) {
      const page: RecordedEvent[] = [];
      const reading = this.reads.readAll({
        fromPosition: before === null ? END : { commit: before, prepare: before },
        direction: BACKWARDS,
        // Reading backwards from a position may include the event at it.
        maxCount: before === null ? pageSize : pageSize + 1,
        filter: excludeSystemEvents(),
      });
      for await (const resolved of reading) {
        const event = toRecorded(resolved);
        if (before === null || event.position < before) page.push(event);
      }
      if (page.length === 0) return 0n;
      const live = await this.withoutDeletedStreams(page);
      if (live.length > 0) return live[0].position;
      before = page[page.length - 1].position;
    }
  }

  /**
   * KurrentDB has no count of $all: this counts by reading the events after `position` (a projection's lag is
   * small when it keeps up; a reader far behind makes this a long read, bounded by the log's size).
   */
  async highestPosition(): Promise<bigint> {
    this.assertOpen();
    // The end of $all without a filter: tombstones ($streamDeleted) and other system records count, so erasing the
    // newest streams (or a scavenge removing their events) never moves it back.
    const reading = this.reads.readAll({ fromPosition: END, direction: BACKWARDS, maxCount: 1 });
    for await (const resolved of reading) return resolved.event?.position?.commit ?? resolved.commitPosition ?? 0n;
    return 0n;
  }

  /** Reads the events to count (KurrentDB has no count): `atMost` bounds what a lag check reads. */
  async countAfter(position: bigint, options: CountOptions = {}): Promise<number> {
    const atMost = options.atMost ?? Number.POSITIVE_INFINITY;
    let count = 0;
    let after = position;
    while (count < atMost) {
      const page = await this.readAll({ after, maxCount: Math.min(1000, atMost - count) });
      const within = options.until === undefined ? page : page.filter((event) => event.position <= options.until!);
      count += within.length;
      if (within.length < page.length || page.length === 0) return count;
      after = page[page.length - 1].position;
    }
    return count;
  }

  subscribeToAll(options: SubscribeOptions): EventStoreSubscription {
    this.assertOpen();
    const subscription = new KurrentDbSubscription({
      ...options,
      client: this.client,
      withoutDeletedStreams: (events) => this.withoutDeletedStreams(events),
      toRecorded,
      highestPosition: () => this.highestPosition(),
      onDrop: (error) => {
        this.dropped.count++;
        this.dropped.lastError = error instanceof Error ? error.message : String(error);
        this.options.log?.(`subscription to $all dropped (${this.dropped.lastError}); resubscribing`);
      },
      onStopped: () => this.subscriptions.delete(subscription),
    });
    this.subscriptions.add(subscription);
    subscription.start();
    return subscription;
  }

  /** Drops and resubscriptions of the subscriptions to $all, for /api/health. */
  subscriptionHealth(): SubscriptionHealth {
    const resubscribing = [...this.subscriptions].filter((s) => s.resubscribing).length;
    return { drops: this.dropped.count, resubscribing, lastError: this.dropped.lastError };
  }

  async deleteStream(streamName: string): Promise<void> {
    await this.deleteStreams([streamName]);
  }

  /** Tombstones (KurrentDB's hard delete): the stream can never be written again; a scavenge removes the data. */
  async deleteStreams(streamNames: readonly string[]): Promise<void> {
    this.assertOpen();
    for (const streamName of streamNames) {
      try {
        await this.client.tombstoneStream(streamName);
      } catch (error) {
        if (!(error instanceof ClientStreamDeletedError)) throw error;
      }
    }
  }

  /**
   * Streams are found in `$all` by their name's prefix (a server-side filter); tombstones are events of their
   * stream too, so streams deleted (and scavenged) before are found as well, and their new names are tombstoned.
   */
  async renameStreams(prefix: string, rename: (name: string) => string | null): Promise<number> {
    this.assertOpen();
    const names = new Set<string>();
    const reading = this.reads.readAll({
      fromPosition: START,
      direction: FORWARDS,
      maxCount: Number.MAX_SAFE_INTEGER,
      filter: streamNameFilter({ prefixes: [prefix] }),
    });
    for await (const resolved of reading) if (resolved.event) names.add(resolved.event.streamId);
    let renamed = 0;
    for (const name of names) {
      const to = rename(name);
      if (to === null || to === name) continue;
      if (await this.copyStream(name, to)) {
        await this.deleteStreams([name]);
        renamed++;
      } else if ((await this.revisionOf(to)) === 'no_stream') {
        // Deleted under its old name: erased (it stays erased under the new one), or renamed by an earlier run
        // (its new stream then has the events, and is left as it is).
        await this.deleteStreams([to]);
        renamed++;
      }
    }
    return renamed;
  }

  /** Appends `from`'s events to `to` (those `to` holds already, by id, only once); false when `from` is deleted. */
  private async copyStream(from: string, to: string): Promise<boolean> {
    const events: NewEvent[] = [];
    try {
      for await (const resolved of this.reads.readStream(from, {
        fromRevision: START,
        direction: FORWARDS,
        maxCount: Number.MAX_SAFE_INTEGER,
      })) {
        const event = toRecorded(resolved);
        events.push({ type: event.type, data: event.data, metadata: event.metadata });
      }
    } catch (error) {
      if (error instanceof ClientStreamDeletedError) return false;
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    const present = (await this.readStream(to)).events.length;
    const rest = events.slice(present);
    if (rest.length > 0) {
      await this.append(to, rest, { expectedRevision: present === 0 ? 'no_stream' : BigInt(present - 1) });
    }
    return true;
  }

  /** Deleted events leave KurrentDB's chunk files only with a scavenge: start one (it runs in the server). */
  async purgeDeleted(): Promise<PurgeOutcome> {
    this.assertOpen();
    return { kind: 'scavenge-started', scavengeId: await startScavenge(this.client) };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    await this.client.dispose();
  }

  /**
   * Revision of the stream's last event, 'no_stream' when it was never written or is deleted. `via` the client's
   * bridge for many streams at once (streamRevisions: cheaper per read than gRPC while the connection is busy).
   */
  private async revisionOf(
    streamName: string,
    via: Pick<EventReads, 'readStream'> = this.reads,
  ): Promise<bigint | 'no_stream'> {
    const reading = via.readStream(streamName, { fromRevision: END, direction: BACKWARDS, maxCount: 1 });
    for await (const resolved of tolerateMissing(reading)) return resolved.event?.revision ?? 'no_stream';
    return 'no_stream';
  }

  private assertOpen(): void {
    if (this.closed) throw new EventStoreClosedError();
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * KurrentDB event ids are UUIDs; a few of the app's ids are other deterministic strings (case id
 * reservations). Those map to a UUID derived from them, so a retried append still carries the same id; the
 * app's own id stays in the metadata.
 */
function kurrentEventId(eventId: string): string {
  return UUID.test(eventId) ? eventId : deterministicEventId(`kurrentdb-event-id:${eventId}`, 0);
}

/** A missing or deleted stream reads as empty (the port's 'no_stream'). */
async function* tolerateMissing(reading: AsyncIterable<ResolvedEvent>): AsyncIterable<ResolvedEvent> {
  try {
    yield* reading;
  } catch (error) {
    if (error instanceof StreamNotFoundError || error instanceof ClientStreamDeletedError) return;
    throw error;
  }
}

function toRecorded(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent {
  const event = resolved.event!;
  if (!event.isJson) throw new Error(`Event ${event.id} in ${event.streamId} is not JSON`);
  return {
    type: event.type,
    data: event.data,
    metadata: event.metadata as unknown as EventMetadata,
    streamName: event.streamId,
    revision: event.revision,
    position: event.position?.commit ?? 0n,
    recordedAt: event.created,
  } as RecordedEvent;
}
