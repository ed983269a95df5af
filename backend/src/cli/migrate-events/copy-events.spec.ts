import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NewEvent } from '../../platform/event-store/event.js';
import { EventLogInUseError, SqliteEventStore } from '../../platform/event-store/sqlite/sqlite-event-store.js';
import { copyEvents, DivergedStreamError, streamRuns } from './copy-events.js';

let counter = 0;
function event(type: string, data: unknown): NewEvent {
  counter++;
  return {
    type,
    data,
    metadata: {
      eventId: `id-${counter}`,
      correlationId: `corr-${counter}`,
      causationId: null,
      actorId: 'system:test',
      occurredAt: new Date(Date.UTC(2026, 0, 1, 0, 0, counter)).toISOString(),
      schemaVersion: 1,
    },
  };
}

/** A log with interleaved streams, a multi-event append and an erased stream. */
async function sourceLog(): Promise<SqliteEventStore> {
  const source = new SqliteEventStore({ location: ':memory:' });
  await source.append('case-1', [event('CaseImported', { n: 1 }), event('CaseNoticePublished', { n: 2 })], {
    expectedRevision: 'no_stream',
  });
  await source.append('user-7', [event('UserRegistered', { email: 'a@example.org' })], {
    expectedRevision: 'no_stream',
  });
  await source.append('case-2', [event('CaseImported', { n: 3 })], { expectedRevision: 'no_stream' });
  await source.append('case-1', [event('CaseNoticePublished', { n: 4 })], { expectedRevision: 1n });
  await source.append('case-2', [event('CaseNoticePublished', { n: 5 })], { expectedRevision: 0n });
  await source.deleteStream('case-2');
  await source.append('user-7', [event('EmailConfirmed', {})], { expectedRevision: 0n });
  return source;
}

async function streamsOf(store: SqliteEventStore) {
  const events = await store.readAll({ maxCount: 1000 });
  return events.map(({ streamName, revision, type, data, metadata }) => ({
    streamName,
    revision,
    type,
    data,
    metadata,
  }));
}

describe('copyEvents (migration of the event log)', () => {
  it('copies every live stream with the same revisions, ids, types, data and metadata, in log order', async () => {
    const source = await sourceLog();
    const target = new SqliteEventStore({ location: ':memory:' });
    const result = await copyEvents({ source, target, after: 0n, pageSize: 2 });
    expect(result).toMatchObject({ completed: true, copied: 5, alreadyPresent: 0 });
    expect(await streamsOf(target)).toEqual(await streamsOf(source));
    expect((await target.readStream('case-2')).revision).toBe('no_stream');
  });

  it('continues after an interruption without writing an event twice', async () => {
    const source = await sourceLog();
    const target = new SqliteEventStore({ location: ':memory:' });
    const interrupt = new AbortController();
    const checkpoints: bigint[] = [];
    const first = await copyEvents({
      source,
      target,
      after: 0n,
      pageSize: 1,
      signal: interrupt.signal,
      onPage: (progress) => {
        checkpoints.push(progress.position);
        if (checkpoints.length === 2) interrupt.abort();
      },
    });
    expect(first).toMatchObject({ completed: false, copied: 2 });
    // The process died after its last append, before saving that checkpoint: resume from the one before. The
    // event already there is acknowledged by its id (idempotent append), not written again.
    const second = await copyEvents({ source, target, after: checkpoints[0]!, pageSize: 3 });
    expect(second).toMatchObject({ completed: true, copied: 4 });
    expect(await streamsOf(target)).toEqual(await streamsOf(source));
  });

  it('appends only the missing part of a run the target holds partly', async () => {
    const source = await sourceLog();
    const target = new SqliteEventStore({ location: ':memory:' });
    const [first] = (await source.readStream('case-1')).events;
    await target.append('case-1', [{ type: first!.type, data: first!.data, metadata: first!.metadata }], {
      expectedRevision: 'no_stream',
    });
    const result = await copyEvents({ source, target, after: 0n });
    expect(result).toMatchObject({ completed: true, copied: 4, alreadyPresent: 1 });
    expect(await streamsOf(target)).toEqual(await streamsOf(source));
  });

  it('stops when the target holds other events at a stream revision', async () => {
    const source = await sourceLog();
    const target = new SqliteEventStore({ location: ':memory:' });
    await target.append('case-1', [event('CaseImported', { other: true })], { expectedRevision: 'no_stream' });
    await expect(copyEvents({ source, target, after: 0n })).rejects.toBeInstanceOf(DivergedStreamError);
  });

  it('groups consecutive events of one stream into one append', () => {
    const at = (streamName: string) => ({ streamName }) as never;
    const runs = streamRuns([at('a'), at('a'), at('b'), at('a')]);
    expect(runs.map((run) => run.length)).toEqual([2, 1, 1]);
  });
});

describe('SqliteEventStore opened exclusively', () => {
  it('refuses while another connection has the log open, and keeps others out while it holds it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'migrate-lock-'));
    const location = join(dir, 'events.sqlite');
    try {
      const app = new SqliteEventStore({ location });
      await app.append('case-1', [event('CaseImported', {})], { expectedRevision: 'no_stream' });
      expect(() => new SqliteEventStore({ location, exclusive: true })).toThrow(EventLogInUseError);
      await app.close();

      const migration = new SqliteEventStore({ location, exclusive: true });
      expect(migration.deletedStreamNames()).toEqual([]);
      expect(() => new SqliteEventStore({ location })).toThrow(/locked/);
      await migration.close();
      const again = new SqliteEventStore({ location });
      expect((await again.readStream('case-1')).revision).toBe(0n);
      await again.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
