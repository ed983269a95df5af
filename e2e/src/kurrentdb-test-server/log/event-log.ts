import { LogFile, type LogRecord, type StoredEvent } from './log-file.js';

/** How the appender states what it believes the stream is at (KurrentDB "expected revision"). */
export type ExpectedState = { kind: 'revision'; revision: bigint } | { kind: 'no_stream' | 'any' | 'stream_exists' };

export type AppendOutcome =
  | { kind: 'success'; revision: bigint; position: bigint }
  | { kind: 'wrong_expected_version'; current: bigint | 'no_stream'; expected: ExpectedState }
  | { kind: 'stream_deleted' };

export interface ProposedEvent {
  readonly id: string;
  readonly type: string;
  readonly contentType: string;
  readonly data: Buffer;
  readonly customMetadata: Buffer;
}

interface StreamState {
  /** Events in revision order; emptied by a scavenge once the stream is tombstoned. */
  events: StoredEvent[];
  /** Revision of the last event ever written (survives soft deletion), -1 when never written. */
  lastRevision: bigint;
  tombstoned: boolean;
  /** Soft deletion (Delete): revisions below this are hidden; the stream may be written again. */
  truncateBefore: bigint;
}

/**
 * The test server's transaction log: every record has a logical log position that never changes and is never
 * reused (KurrentDB: "positions in $all are the byte offsets of the records in the transaction log"). The
 * records are kept in memory and written to one append-only file, so the log survives a restart.
 */
export class EventLog {
  private readonly all: StoredEvent[] = [];
  private readonly streams = new Map<string, StreamState>();
  private readonly listeners = new Set<() => void>();

  private constructor(private readonly file: LogFile | null) {}

  static open(dataDir: string | null): EventLog {
    const file = dataDir ? LogFile.open(dataDir) : null;
    const log = new EventLog(file);
    for (const record of file?.records ?? []) log.apply(record);
    return log;
  }

  /** Registers a callback run after every write (live subscriptions). */
  onWrite(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  append(streamName: string, expected: ExpectedState, proposed: readonly ProposedEvent[]): AppendOutcome {
    const stream = this.streams.get(streamName);
    if (stream?.tombstoned) return { kind: 'stream_deleted' };
    const current = currentRevision(stream);

    const retry = this.idempotentRetry(stream, expected, proposed);
    if (retry) return retry;
    if (!matches(expected, current)) return { kind: 'wrong_expected_version', current, expected };
    if (proposed.length === 0) {
      const last = stream?.events.at(-1);
      return { kind: 'success', revision: current === 'no_stream' ? -1n : current, position: last?.position ?? 0n };
    }

    let revision = stream?.lastRevision ?? -1n;
    const created = BigInt(Date.now()) * 10_000n; // .NET ticks since the Unix epoch, as KurrentDB sends them
    const records: PositionedRecord[] = proposed.map((event) => {
      revision += 1n;
      return {
        kind: 'event',
        stream: streamName,
        revision: revision.toString(),
        id: event.id,
        type: event.type,
        contentType: event.contentType,
        created: created.toString(),
        data: event.data.toString('base64'),
        customMetadata: event.customMetadata.toString('base64'),
        position: '0',
      };
    });
    this.write(records);
    const last = this.streams.get(streamName)!.events.at(-1)!;
    return { kind: 'success', revision: last.revision, position: last.position };
  }

  /**
   * KurrentDB's idempotency: a batch whose event ids are the stream's events at the revisions the expected
   * state names (or anywhere, for "any") was written already and is acknowledged with the original result.
   */
  private idempotentRetry(
    stream: StreamState | undefined,
    expected: ExpectedState,
    proposed: readonly ProposedEvent[],
  ): AppendOutcome | null {
    if (!stream || proposed.length === 0) return null;
    const firstIndex = stream.events.findIndex((e) => e.id === proposed[0].id);
    if (firstIndex === -1) return null;
    const stored = stream.events.slice(firstIndex, firstIndex + proposed.length);
    if (stored.length !== proposed.length || stored.some((e, i) => e.id !== proposed[i].id)) return null;
    const before = stored[0].revision - 1n;
    const consistent =
      expected.kind === 'any' ||
      expected.kind === 'stream_exists' ||
      (expected.kind === 'no_stream' && before === -1n) ||
      (expected.kind === 'revision' && expected.revision === before);
    if (!consistent) return null;
    const last = stored.at(-1)!;
    return { kind: 'success', revision: last.revision, position: last.position };
  }

  /** Hard delete: the stream can never be written or read again; its events stay in $all until a scavenge. */
  tombstone(streamName: string, expected: ExpectedState): AppendOutcome {
    const stream = this.streams.get(streamName);
    if (stream?.tombstoned) return { kind: 'stream_deleted' };
    const current = currentRevision(stream);
    if (!matches(expected, current)) return { kind: 'wrong_expected_version', current, expected };
    const position = this.write([{ kind: 'tombstone', stream: streamName, position: '0', created: ticksNow() }]);
    return { kind: 'success', revision: current === 'no_stream' ? -1n : current, position };
  }

  /** Soft delete: reads say "not found", a later append continues after the last revision. */
  softDelete(streamName: string, expected: ExpectedState): AppendOutcome {
    const stream = this.streams.get(streamName);
    if (stream?.tombstoned) return { kind: 'stream_deleted' };
    const current = currentRevision(stream);
    if (!matches(expected, current)) return { kind: 'wrong_expected_version', current, expected };
    const position = this.write([{ kind: 'soft-delete', stream: streamName, position: '0', created: ticksNow() }]);
    return { kind: 'success', revision: current === 'no_stream' ? -1n : current, position };
  }

  /** Outcome of reading a stream: its visible events, or why there are none. */
  readStream(streamName: string): { kind: 'deleted' } | { kind: 'not_found' } | { kind: 'ok'; events: StoredEvent[] } {
    const stream = this.streams.get(streamName);
    if (stream?.tombstoned) return { kind: 'deleted' };
    if (!stream || currentRevision(stream) === 'no_stream') return { kind: 'not_found' };
    return { kind: 'ok', events: stream.events.filter((e) => e.revision >= stream.truncateBefore) };
  }

  /** Every event of the log in position order, including system events and events of deleted streams. */
  allEvents(): readonly StoredEvent[] {
    return this.all;
  }

  /**
   * A scavenge removes the events of tombstoned streams (and hidden events of soft-deleted ones) from the log
   * file. Unlike KurrentDB it also rewrites the newest data (KurrentDB leaves the active chunk alone) and it
   * finishes before answering, so a test need not poll for its end. Positions of the remaining records and the
   * tombstones stay as they were.
   */
  scavenge(): number {
    const keep = (event: StoredEvent) => {
      if (event.revision === TOMBSTONE_REVISION) return true;
      const stream = this.streams.get(event.stream)!;
      return !stream.tombstoned && event.revision >= stream.truncateBefore;
    };
    const removed = this.all.filter((e) => !keep(e));
    const kept = this.all.filter(keep);
    this.all.splice(0, this.all.length, ...kept);
    for (const stream of this.streams.values()) stream.events = stream.events.filter(keep);
    this.file?.rewrite((record) => record.kind !== 'event' || keep(toStoredEvent(record)));
    return removed.length;
  }

  close(): void {
    this.listeners.clear();
    this.file?.close();
  }

  private write(records: PositionedRecord[]): bigint {
    let position = 0n;
    for (const record of records) {
      position = this.file ? this.file.append(record) : this.nextMemoryPosition(record);
      this.apply({ ...record, position: position.toString() });
    }
    for (const listener of this.listeners) listener();
    return position;
  }

  private memoryPosition = 1024n;
  private nextMemoryPosition(record: PositionedRecord): bigint {
    const position = this.memoryPosition;
    this.memoryPosition += BigInt(Buffer.byteLength(JSON.stringify(record)) + 1);
    return position;
  }

  private apply(record: LogRecord): void {
    if (record.kind === 'header') return;
    let stream = this.streams.get(record.stream);
    if (!stream) {
      stream = { events: [], lastRevision: -1n, tombstoned: false, truncateBefore: 0n };
      this.streams.set(record.stream, stream);
    }
    if (record.kind === 'tombstone') {
      stream.tombstoned = true;
      // KurrentDB writes the tombstone as a system event of the stream, visible in $all.
      this.all.push({
        stream: record.stream,
        revision: TOMBSTONE_REVISION,
        id: '00000000-0000-0000-0000-000000000000',
        type: '$streamDeleted',
        contentType: 'application/octet-stream',
        created: BigInt(record.created),
        data: Buffer.alloc(0),
        customMetadata: Buffer.alloc(0),
        position: BigInt(record.position),
      });
    } else if (record.kind === 'soft-delete') {
      stream.truncateBefore = stream.lastRevision + 1n;
    } else if (record.kind === 'event') {
      const event = toStoredEvent(record);
      stream.events.push(event);
      stream.lastRevision = event.revision;
      this.all.push(event);
    }
  }
}

type PositionedRecord = Exclude<LogRecord, { kind: 'header' }>;

/** KurrentDB's event number of a tombstone (long.MaxValue). */
export const TOMBSTONE_REVISION = 9223372036854775807n;

function ticksNow(): string {
  return (BigInt(Date.now()) * 10_000n).toString();
}

function toStoredEvent(record: Extract<LogRecord, { kind: 'event' }>): StoredEvent {
  return {
    stream: record.stream,
    revision: BigInt(record.revision),
    id: record.id,
    type: record.type,
    contentType: record.contentType,
    created: BigInt(record.created),
    data: Buffer.from(record.data, 'base64'),
    customMetadata: Buffer.from(record.customMetadata, 'base64'),
    position: BigInt(record.position),
  };
}

function currentRevision(stream: StreamState | undefined): bigint | 'no_stream' {
  if (!stream || stream.lastRevision < stream.truncateBefore) return 'no_stream';
  return stream.lastRevision;
}

function matches(expected: ExpectedState, current: bigint | 'no_stream'): boolean {
  switch (expected.kind) {
    case 'any':
      return true;
    case 'no_stream':
      return current === 'no_stream';
    case 'stream_exists':
      return current !== 'no_stream';
    case 'revision':
      return current === expected.revision;
  }
}
