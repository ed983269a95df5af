import { EventEmitter } from 'node:events';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { sliceOver } from '../../background/background-turns.js';
import { checkpointAndTruncateWal, openDatabase } from '../../sqlite/open-database.js';
import { SHORT_BUSY_TIMEOUT_MS, writeWhenFree } from '../../sqlite/write-when-free.js';
import type { DomainEvent, NewEvent, RecordedEvent } from '../event.js';
import {
  checkExpectedRevision,
  EventStoreClosedError,
  StreamDeletedError,
  WrongExpectedRevisionError,
} from '../errors.js';
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
import { EVENT_STORE_SCHEMA } from './schema.js';
import { PollingSubscription } from './polling-subscription.js';
import { RecentBatchCache } from './recent-batch-cache.js';

/** Above every position SQLite can give (a 64-bit rowid): `countAfter` without `until`. */
const MAX_POSITION = 2n ** 63n - 1n;

interface StreamRow {
  stream_id: number;
  revision: number;
  deleted: number;
}

/** Rows of the multi-row reads, which come back with 64-bit integers as bigint (exact beyond 2^53). */
interface EventRow {
  position: bigint;
  name: string;
  revision: bigint;
  type: string;
  data: string;
  metadata: string;
  recorded_at: bigint;
}

export interface SqliteEventStoreOptions {
  /** File path, or ':memory:' for tests. */
  readonly location: string;
  /** How often an idle subscription looks for events appended by another process. */
  readonly pollIntervalMs?: number;
  /**
   * Takes the file for this process alone until `close` (the migration to KurrentDB): throws
   * `EventLogInUseError` when another process (the running app) has it open, and keeps the app from opening it.
   */
  readonly exclusive?: boolean;
}

/** The event log is open in another process: the exclusive open failed. */
export class EventLogInUseError extends Error {
  override readonly name = 'EventLogInUseError';
  constructor(readonly location: string) {
    super(`${location} is in use by another process`);
  }
}

/**
 * Embedded-profile event store on `node:sqlite`. Every append is one `BEGIN IMMEDIATE` transaction, so
 * the expected-revision check and the insert are atomic even with several processes on the same file.
 */
export class SqliteEventStore implements EventStore {
  private readonly db: DatabaseSync;
  private readonly appended = new EventEmitter();
  private readonly subscriptions = new Set<PollingSubscription>();
  private readonly subscriptionReads = new RecentBatchCache();
  private readonly pollIntervalMs: number;
  private closed = false;
  private readonly statements: {
    stream: StatementSync;
    insertStream: StatementSync;
    updateStream: StatementSync;
    insertEvent: StatementSync;
    eventIdInStream: StatementSync;
    lastPosition: StatementSync;
    readStream: StatementSync;
    streams: StatementSync;
    readAll: StatementSync;
    head: StatementSync;
    highest: StatementSync;
    countAfter: StatementSync;
    countBetween: StatementSync;
    deleteEvents: StatementSync;
    markDeleted: StatementSync;
    deletedStreams: StatementSync;
    streamsStartingWith: StatementSync;
    renameStream: StatementSync;
  };

  constructor(options: SqliteEventStoreOptions) {
    this.db = options.exclusive ? openExclusively(options.location) : openDatabase(options.location);
    // Writers in other threads share this file: writes wait for them asynchronously (writeWhenFree).
    this.db.exec(`PRAGMA busy_timeout = ${SHORT_BUSY_TIMEOUT_MS}`);
    this.db.exec(EVENT_STORE_SCHEMA);
    this.pollIntervalMs = options.pollIntervalMs ?? 250;
    this.appended.setMaxListeners(0);
    const p = (sql: string) => this.db.prepare(sql);
    this.statements = {
      stream: p('SELECT stream_id, revision, deleted FROM es_streams WHERE name = ?'),
      insertStream: p('INSERT INTO es_streams (name, revision) VALUES (?, -1) RETURNING stream_id'),
      updateStream: p('UPDATE es_streams SET revision = ? WHERE stream_id = ?'),
      insertEvent: p(
        `INSERT INTO es_events (stream_id, revision, event_id, type, data, metadata, recorded_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ),
      eventIdInStream: p('SELECT revision FROM es_events WHERE stream_id = ? AND event_id = ?'),
      lastPosition: p('SELECT MAX(position) AS position FROM es_events WHERE stream_id = ?'),
      readStream: p(
        `SELECT e.position, ? AS name, e.revision, e.type, e.data, e.metadata, e.recorded_at
         FROM es_events e WHERE e.stream_id = ? AND e.revision >= ? ORDER BY e.revision LIMIT ?`,
      ),
      streams: p('SELECT name, revision, deleted FROM es_streams WHERE name IN (SELECT value FROM json_each(?))'),
      readAll: p(
        `SELECT e.position, s.name, e.revision, e.type, e.data, e.metadata, e.recorded_at
         FROM es_events e JOIN es_streams s ON s.stream_id = e.stream_id
         WHERE e.position > ? ORDER BY e.position LIMIT ?`,
      ),
      head: p('SELECT COALESCE(MAX(position), 0) AS position FROM es_events'),
      // AUTOINCREMENT keeps the highest position ever given in sqlite_sequence, erased events included.
      highest: p(
        "SELECT MAX(COALESCE((SELECT seq FROM sqlite_sequence WHERE name = 'es_events'), 0), " +
          'COALESCE((SELECT MAX(position) FROM es_events), 0)) AS position',
      ),
      countAfter: p('SELECT COUNT(*) AS n FROM es_events WHERE position > ?'),
      // A bounded count reads at most `atMost` rows of the table (each a whole event) instead of the whole backlog.
      countBetween: p(
        'SELECT COUNT(*) AS n FROM (SELECT 1 FROM es_events WHERE position > ? AND position <= ? LIMIT ?)',
      ),
      deleteEvents: p('DELETE FROM es_events WHERE stream_id = ?'),
      markDeleted: p('UPDATE es_streams SET deleted = 1 WHERE stream_id = ?'),
      deletedStreams: p('SELECT name FROM es_streams WHERE deleted = 1 ORDER BY stream_id'),
      streamsStartingWith: p('SELECT stream_id, name FROM es_streams WHERE substr(name, 1, ?) = ? ORDER BY stream_id'),
      renameStream: p('UPDATE es_streams SET name = ? WHERE stream_id = ?'),
    };
    // Positions and revisions come back as bigint (64-bit, exact, never through a double); they are bound as
    // bigint everywhere.
    for (const statement of [
      this.statements.insertEvent,
      this.statements.head,
      this.statements.lastPosition,
      this.statements.readStream,
      this.statements.readAll,
    ]) {
      statement.setReadBigInts(true);
    }
  }

  async append(
    streamName: string,
    events: readonly NewEvent[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    this.assertOpen();
    const result = await writeWhenFree(this.db, () =>
      this.appendInTransaction(streamName, events, options.expectedRevision),
    );
    if (result.wrote) {
      this.subscriptionReads.clear();
      this.appended.emit('append');
    }
    return { nextExpectedRevision: result.revision, position: result.position };
  }

  private appendInTransaction(
    streamName: string,
    events: readonly NewEvent[],
    expected: ExpectedRevision,
  ): { revision: bigint; position: bigint; wrote: boolean } {
    const s = this.statements;
    const row = s.stream.get(streamName) as StreamRow | undefined;
    if (row?.deleted) throw new StreamDeletedError(streamName);
    const current = row && row.revision >= 0 ? BigInt(row.revision) : ('no_stream' as const);

    if (row && events.length > 0) {
      const known = events.map((e) => s.eventIdInStream.get(row.stream_id, e.metadata.eventId));
      if (known.every((k) => k !== undefined)) {
        // A retried append: everything is already stored, acknowledge without writing.
        return { revision: BigInt(row.revision), position: this.lastPositionOf(row.stream_id), wrote: false };
      }
      if (known.some((k) => k !== undefined)) throw new WrongExpectedRevisionError(streamName, expected, current);
    }
    checkExpectedRevision(streamName, expected, current);
    if (events.length === 0) {
      return {
        revision: current === 'no_stream' ? -1n : current,
        position: row ? this.lastPositionOf(row.stream_id) : 0n,
        wrote: false,
      };
    }

    const streamId = row ? row.stream_id : Number((s.insertStream.get(streamName) as { stream_id: number }).stream_id);
    let revision = row ? row.revision : -1;
    let position = 0n;
    const now = Date.now();
    for (const event of events) {
      revision += 1;
      const inserted = s.insertEvent.run(
        streamId,
        revision,
        event.metadata.eventId,
        event.type,
        JSON.stringify(event.data),
        JSON.stringify(event.metadata),
        now,
      );
      position = BigInt(inserted.lastInsertRowid);
    }
    s.updateStream.run(revision, streamId);
    return { revision: BigInt(revision), position, wrote: true };
  }

  private lastPositionOf(streamId: number): bigint {
    const last = this.statements.lastPosition.get(streamId) as { position: bigint | null };
    return last.position ?? 0n;
  }

  async readStream<E extends DomainEvent = DomainEvent>(
    streamName: string,
    options: { fromRevision?: bigint; maxCount?: number } = {},
  ): Promise<ReadStreamResult<E>> {
    this.assertOpen();
    const row = this.statements.stream.get(streamName) as StreamRow | undefined;
    if (!row || row.deleted || row.revision < 0) return { revision: 'no_stream', events: [] };
    const rows = this.statements.readStream.all(
      streamName,
      row.stream_id,
      options.fromRevision ?? 0n,
      options.maxCount ?? -1,
    ) as unknown as EventRow[];
    return { revision: BigInt(row.revision), events: rows.map(toRecorded) as RecordedEvent<E>[] };
  }

  async streamRevisions(streamNames: readonly string[]): Promise<Map<string, bigint | 'no_stream'>> {
    this.assertOpen();
    const revisions = new Map<string, bigint | 'no_stream'>(streamNames.map((name) => [name, 'no_stream']));
    if (streamNames.length === 0) return revisions;
    const rows = this.statements.streams.all(JSON.stringify(streamNames)) as unknown as (StreamRow & {
      name: string;
    })[];
    for (const row of rows) {
      if (!row.deleted && row.revision >= 0) revisions.set(row.name, BigInt(row.revision));
    }
    return revisions;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    this.assertOpen();
    return this.readAllSync(options.after ?? 0n, options.maxCount ?? 1000);
  }

  private readAllSync(after: bigint, maxCount: number): RecordedEvent[] {
    const rows = this.statements.readAll.all(after, maxCount) as unknown as EventRow[];
    return rows.map(toRecorded);
  }

  /** `readAllSync` that stops early (after at least one event) once `deadline` (performance.now()) passed. */
  private readAllUntil(after: bigint, maxCount: number, deadline: number): RecordedEvent[] {
    const events: RecordedEvent[] = [];
    for (const row of this.statements.readAll.iterate(after, maxCount)) {
      events.push(toRecorded(row as unknown as EventRow));
      if (sliceOver(deadline)) break; // leaving the loop resets the statement
    }
    return events;
  }

  async headPosition(): Promise<bigint> {
    this.assertOpen();
    return (this.statements.head.get() as { position: bigint }).position;
  }

  async highestPosition(): Promise<bigint> {
    this.assertOpen();
    return BigInt((this.statements.highest.get() as { position: bigint | number }).position);
  }

  async countAfter(position: bigint, options: CountOptions = {}): Promise<number> {
    this.assertOpen();
    if (options.until === undefined && options.atMost === undefined) {
      return Number((this.statements.countAfter.get(position) as { n: number }).n);
    }
    const until = options.until ?? MAX_POSITION;
    const atMost = options.atMost ?? -1; // a negative LIMIT is none
    return Number((this.statements.countBetween.get(position, until, atMost) as { n: number }).n);
  }

  subscribeToAll(options: SubscribeOptions): EventStoreSubscription {
    this.assertOpen();
    const subscription = new PollingSubscription({
      ...options,
      // A batch cut short by the slice's deadline is still a valid prefix of the log, so it may be shared too.
      read: (after, max, deadline) =>
        this.subscriptionReads.read(after, max, () => this.readAllUntil(after, max, deadline)),
      appended: this.appended,
      head: () => (this.statements.head.get() as { position: bigint }).position,
      pollIntervalMs: this.pollIntervalMs,
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
    if (streamNames.length === 0) return;
    this.subscriptionReads.clear();
    await writeWhenFree(this.db, () => {
      for (const streamName of streamNames) {
        const row = this.statements.stream.get(streamName) as StreamRow | undefined;
        if (!row || row.deleted) continue;
        this.statements.deleteEvents.run(row.stream_id);
        this.statements.markDeleted.run(row.stream_id);
      }
    });
    // With secure_delete the main file is zeroed; old WAL frames must go too.
    if (!checkpointAndTruncateWal(this.db)) {
      throw new Error(`${streamNames.length} stream(s) deleted, but the WAL could not be truncated (readers busy)`);
    }
  }

  async renameStreams(prefix: string, rename: (name: string) => string | null): Promise<number> {
    this.assertOpen();
    const renamed = await writeWhenFree(this.db, () => {
      const rows = this.statements.streamsStartingWith.all(prefix.length, prefix) as {
        stream_id: number;
        name: string;
      }[];
      let count = 0;
      for (const row of rows) {
        const to = rename(row.name);
        if (to === null || to === row.name) continue;
        if (this.statements.stream.get(to)) {
          throw new Error(`Stream ${row.name} kann nicht umbenannt werden: ${to} gibt es schon`);
        }
        this.statements.renameStream.run(to, row.stream_id);
        count++;
      }
      return count;
    });
    if (renamed === 0) return 0;
    this.subscriptionReads.clear();
    // secure_delete zeroed the old names in the file; the WAL's frames still hold them.
    if (!checkpointAndTruncateWal(this.db)) {
      throw new Error(`${renamed} stream(s) renamed, but the WAL could not be truncated (readers busy)`);
    }
    return renamed;
  }

  /** `deleteStreams` already zeroed the pages and truncated the WAL. */
  async purgeDeleted(): Promise<PurgeOutcome> {
    this.assertOpen();
    return { kind: 'done' };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.subscriptionReads.clear();
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    checkpointAndTruncateWal(this.db, 5);
    this.db.close();
  }

  /** Names of the deleted (erased) streams: their tombstones, which the migration carries over. */
  /**
   * The last event at or before `position` that is still in the log (its stream not erased): where a copy of the
   * log in another store (`migrate-events`) has the same event, by stream and revision.
   */
  lastEventAtOrBefore(position: bigint): { streamName: string; revision: bigint } | null {
    this.assertOpen();
    const statement = this.db.prepare(
      `SELECT s.name AS name, e.revision AS revision FROM es_events e JOIN es_streams s ON s.stream_id = e.stream_id
       WHERE e.position <= ? AND s.deleted = 0 ORDER BY e.position DESC LIMIT 1`,
    );
    statement.setReadBigInts(true);
    const row = statement.get(position) as { name: string; revision: bigint } | undefined;
    return row ? { streamName: row.name, revision: row.revision } : null;
  }

  deletedStreamNames(): string[] {
    this.assertOpen();
    return (this.statements.deletedStreams.all() as { name: string }[]).map((row) => row.name);
  }

  private assertOpen(): void {
    if (this.closed) throw new EventStoreClosedError();
  }
}

/** A write transaction in locking mode EXCLUSIVE keeps the lock: it fails while another process has the file. */
function openExclusively(location: string): DatabaseSync {
  let db: DatabaseSync | undefined;
  try {
    db = openDatabase(location, { exclusive: true });
    db.exec('PRAGMA busy_timeout = 0; BEGIN EXCLUSIVE; COMMIT');
    return db;
  } catch (error) {
    db?.close();
    // node:sqlite's errors (SQLITE_BUSY: "database is locked"), matched by message: they may come from another realm.
    if (/locked|busy/i.test(String((error as { message?: unknown }).message))) throw new EventLogInUseError(location);
    throw error;
  }
}

const UNPARSED: unique symbol = Symbol('unparsed');

/**
 * An event as read: `data` and `metadata` are parsed on first access, not here. The projections' shared reader
 * reads the log once for every read model, and most read models take few of the event types: a catch-up parsed
 * every event's JSON eleven times, now once by the read models that use it (issue #33). Own enumerable getters,
 * so spreading, `JSON.stringify` and structured cloning still see plain values.
 */
function toRecorded(row: EventRow): RecordedEvent {
  const rawData = row.data;
  const rawMetadata = row.metadata;
  let data: unknown = UNPARSED;
  let metadata: unknown = UNPARSED;
  return {
    type: row.type,
    get data(): unknown {
      if (data === UNPARSED) data = JSON.parse(rawData);
      return data;
    },
    get metadata(): RecordedEvent['metadata'] {
      if (metadata === UNPARSED) metadata = JSON.parse(rawMetadata);
      return metadata as RecordedEvent['metadata'];
    },
    streamName: row.name,
    revision: row.revision,
    position: row.position,
    recordedAt: new Date(Number(row.recorded_at)),
  } as RecordedEvent;
}
