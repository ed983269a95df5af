import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { randomUUID } from 'node:crypto';
import type { NewEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { SqliteEventStore } from '@insolvenz/backend/platform/event-store/sqlite/sqlite-event-store.js';
import { openDatabase } from '@insolvenz/backend/platform/sqlite/open-database.js';
import {
  LAG_COUNT_LIMIT,
  ReadModelAheadOfLog,
} from '@insolvenz/backend/platform/projections-host/projections-host.port.js';
import { ProjectionRunner } from './projection-runner.js';
import { projectionConsumer } from './projection-consumer.js';
import { readCheckpoint } from '../store/sqlite/checkpoints.js';
import { readDocument } from '../store/sqlite/sqlite-documents.js';
import { SqliteProjectionStore } from '../store/sqlite/sqlite-projection-store.js';
import { documentProjection, type Projection } from '../store/projection.js';
import { rebuildProjection } from '../replay/rebuild-projection.js';
import { streamActivityProjection } from '../read-models/stream-activity/stream-activity.projection.js';

const event = (type: string, data: Record<string, unknown> = {}): NewEvent => ({
  type,
  data,
  metadata: {
    eventId: randomUUID(),
    correlationId: 'c',
    causationId: null,
    actorId: 'system:test',
    occurredAt: '2026-11-21T08:30:00.000Z',
    schemaVersion: 1,
  },
});

// Counts notices per case; fails on demand to test atomicity and retries.
let failOn: string | null = null;
const caseCounter = (version = 1): Projection =>
  documentProjection<{ notices: number; courts: string[] }>({
    name: 'case-counter',
    version,
    collection: 'case_counter',
    handles: new Set(['CaseImported', 'CaseNoticePublished', 'CaseRetentionExpired']),
    documentId: (e) => (e.type === 'CaseRetentionExpired' ? (e.data as { stream: string }).stream : e.streamName),
    evolve: (doc, e) => {
      if (e.type === 'CaseRetentionExpired') return null;
      if (failOn && (e.data as { court?: string }).court === failOn) throw new Error(`cannot project ${failOn}`);
      return {
        notices: (doc?.notices ?? 0) + 1,
        courts: [...(doc?.courts ?? []), (e.data as { court: string }).court],
      };
    },
  });

const eventually = async (check: () => boolean | Promise<boolean>, timeoutMs = 5000) => {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
};

describe('ProjectionRunner', () => {
  let dir: string;
  let store: SqliteEventStore;
  let db: DatabaseSync;
  const runners: ProjectionRunner[] = [];
  const runner = (projection: Projection) => {
    const r = new ProjectionRunner(store, projectionConsumer(new SqliteProjectionStore(db), projection), {
      retryDelayMs: 10,
    });
    runners.push(r);
    return r;
  };

  beforeEach(async () => {
    failOn = null;
    dir = await mkdtemp(join(tmpdir(), 'projections-'));
    store = new SqliteEventStore({ location: join(dir, 'events.sqlite'), pollIntervalMs: 10 });
    db = openDatabase(join(dir, 'read-models.sqlite'));
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    await store.close();
    db.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('applies existing and live events and stores the checkpoint with the read model', async () => {
    await store.append('case-1', [event('CaseImported', { court: 'AG Köln' })], { expectedRevision: 'no_stream' });
    const r = runner(caseCounter());
    await r.start();
    const { position } = await store.append('case-1', [event('CaseNoticePublished', { court: 'AG Köln' })], {
      expectedRevision: 0n,
    });
    await r.waitFor(position);
    expect(readDocument(db, 'case_counter', 'case-1')).toEqual({ notices: 2, courts: ['AG Köln', 'AG Köln'] });
    expect(readCheckpoint(db, 'case-counter')?.position).toBe(position);
    expect(await r.status()).toMatchObject({ name: 'case-counter', lag: 0, error: null, running: true });
  });

  it('reports a lag beyond the health tolerance as LAG_COUNT_LIMIT, without counting the rest of the log', async () => {
    const events = Array.from({ length: LAG_COUNT_LIMIT + 500 }, (_, i) => event('CaseImported', { court: `AG ${i}` }));
    await store.append('case-1', events, { expectedRevision: 'no_stream' });
    const r = runner(caseCounter()); // not started: its checkpoint is 0
    expect(await r.status()).toMatchObject({ checkpoint: 0n, lag: LAG_COUNT_LIMIT });
  });

  it('lets every waiter go when it stops, so that a shutdown never waits for events it will not apply', async () => {
    const r = runner(caseCounter());
    await r.start();
    await r.stop();
    const { position } = await store.append('case-9', [event('CaseImported', { court: 'AG Bonn' })], {
      expectedRevision: 'no_stream',
    });
    // Asked before and after the stop: both answer, without the event applied.
    const second = runner(caseCounter());
    await second.start();
    const waiting = second.waitFor(position + 1n);
    await second.stop();
    await expect(waiting).resolves.toBeUndefined();
    await expect(r.waitFor(position)).resolves.toBeUndefined();
    expect(readDocument(db, 'case_counter', 'case-9')).toBeUndefined();
    // Started again, it waits as before.
    await r.start();
    await r.waitFor(position);
    expect(readDocument(db, 'case_counter', 'case-9')).toEqual({ notices: 1, courts: ['AG Bonn'] });
    await r.stop();
  });

  it('lets a waiter go when a runner of another process applied the events first', async () => {
    // Two processes on the same files (server and CLI): each has its own store, database and runner.
    const slowPolling = new SqliteEventStore({ location: join(dir, 'events.sqlite'), pollIntervalMs: 200 });
    const otherStore = new SqliteEventStore({ location: join(dir, 'events.sqlite'), pollIntervalMs: 10 });
    const otherDb = openDatabase(join(dir, 'read-models.sqlite'));
    const on = (target: DatabaseSync) => projectionConsumer(new SqliteProjectionStore(target), caseCounter());
    const ours = new ProjectionRunner(slowPolling, on(db), { retryDelayMs: 10 });
    const theirs = new ProjectionRunner(otherStore, on(otherDb), { retryDelayMs: 10 });
    try {
      await ours.start();
      await theirs.start();
      const { position } = await otherStore.append('case-1', [event('CaseImported', { court: 'AG Kiel' })], {
        expectedRevision: 'no_stream',
      });
      await theirs.waitFor(position);
      const waited = await Promise.race([
        ours.waitFor(position).then(() => 'read model includes the event'),
        new Promise((r) => setTimeout(() => r('still waiting'), 3000).unref()),
      ]);
      expect(waited).toBe('read model includes the event');
      expect(readDocument(db, 'case_counter', 'case-1')).toEqual({ notices: 1, courts: ['AG Kiel'] });
    } finally {
      await Promise.all([ours.stop(), theirs.stop()]);
      await Promise.all([slowPolling.close(), otherStore.close()]);
      otherDb.close();
    }
  });

  it('lets a waiter go when its restart finds the events applied by a runner of another process', async () => {
    // Ours fails a slice and restarts; while its restart reads the stored checkpoint, the other process's runner
    // applies the awaited event. Nothing more arrives after it, so the restart itself must let the waiter go.
    const otherStore = new SqliteEventStore({ location: join(dir, 'events.sqlite'), pollIntervalMs: 10 });
    const otherDb = openDatabase(join(dir, 'read-models.sqlite'));
    const inner = projectionConsumer(new SqliteProjectionStore(db), caseCounter());
    let failing = false;
    let preparing: (() => void) | null = null;
    let gate: Promise<void> | null = null;
    const ours = new ProjectionRunner(
      store,
      {
        name: inner.name,
        prepare: async () => {
          if (gate) {
            const opened = gate;
            gate = null;
            preparing?.();
            await opened;
          }
          return inner.prepare();
        },
        consume: (...args) => (failing ? Promise.reject(new Error('disk I/O error')) : inner.consume(...args)),
      },
      { retryDelayMs: 10 },
    );
    const theirs = new ProjectionRunner(
      otherStore,
      projectionConsumer(new SqliteProjectionStore(otherDb), caseCounter()),
      { retryDelayMs: 10 },
    );
    try {
      await ours.start();
      failing = true;
      let open!: () => void;
      gate = new Promise<void>((resolve) => (open = resolve));
      const restarting = new Promise<void>((resolve) => (preparing = resolve));
      const { position } = await store.append('case-1', [event('CaseImported', { court: 'AG Kiel' })], {
        expectedRevision: 'no_stream',
      });
      await restarting;
      const waiting = ours.waitFor(position);
      await theirs.start();
      await theirs.waitFor(position);
      failing = false;
      open();
      const waited = await Promise.race([
        waiting.then(() => 'read model includes the event'),
        new Promise((r) => setTimeout(() => r('still waiting'), 3000).unref()),
      ]);
      expect(waited).toBe('read model includes the event');
      expect(ours.position).toBe(position);
      expect(readDocument(db, 'case_counter', 'case-1')).toEqual({ notices: 1, courts: ['AG Kiel'] });
    } finally {
      await Promise.all([ours.stop(), theirs.stop()]);
      await otherStore.close();
      otherDb.close();
    }
  });

  it('resumes after a restart from its checkpoint without applying anything twice', async () => {
    await store.append('case-1', [event('CaseImported', { court: 'AG Bonn' })], { expectedRevision: 'no_stream' });
    const first = runner(caseCounter());
    await first.start();
    await first.waitFor(await store.headPosition());
    await first.stop();

    const { position } = await store.append('case-1', [event('CaseNoticePublished', { court: 'AG Bonn' })], {
      expectedRevision: 0n,
    });
    const second = runner(caseCounter());
    await second.start();
    await second.waitFor(position);
    expect(readDocument(db, 'case_counter', 'case-1')).toEqual({ notices: 2, courts: ['AG Bonn', 'AG Bonn'] });
    // Where each start took the read model from: the API tells a rebuild from the first event by it.
    expect((await first.status()).startedFrom).toBe(0n);
    expect((await second.status()).startedFrom).toBe(position - 1n);
  });

  it('keeps a failed slice out of the read model and the checkpoint, then retries until it succeeds', async () => {
    const first = await store.append('case-1', [event('CaseImported', { court: 'AG Essen' })], {
      expectedRevision: 'no_stream',
    });
    await store.append('case-2', [event('CaseImported', { court: 'AG Kaputt' })], { expectedRevision: 'no_stream' });
    failOn = 'AG Kaputt';
    const r = runner(caseCounter());
    await r.start();
    await eventually(async () => (await r.status()).error !== null);
    // The failing event is not visible and the checkpoint stays before it. Whether the first event was
    // committed in a slice of its own depends on the slice's time budget; read model and checkpoint agree.
    const checkpoint = readCheckpoint(db, 'case-counter')?.position ?? 0n;
    expect(readDocument(db, 'case_counter', 'case-2')).toBeUndefined();
    expect(readDocument(db, 'case_counter', 'case-1') !== undefined).toBe(checkpoint >= first.position);
    expect(checkpoint <= first.position).toBe(true);
    expect((await r.status()).lag).toBe(checkpoint === 0n ? 2 : 1);

    failOn = null;
    await r.waitFor(await store.headPosition());
    expect(readDocument(db, 'case_counter', 'case-2')).toEqual({ notices: 1, courts: ['AG Kaputt'] });
    expect((await r.status()).error).toBeNull();
  });

  it('after a full disk, retries at once when a write succeeds again instead of waiting out its backoff', async () => {
    const r = new ProjectionRunner(store, projectionConsumer(new SqliteProjectionStore(db), caseCounter()), {
      retryDelayMs: 20_000,
    });
    runners.push(r);
    await r.start();
    // A real SQLITE_FULL from the read-model database: no page beyond its current size (the disk is "full").
    const pages = (db.prepare('PRAGMA page_count').get() as { page_count: number }).page_count;
    db.exec(`PRAGMA max_page_count = ${pages + 2}`);
    const big = 'x'.repeat(64 * 1024);
    await store.append('case-1', [event('CaseImported', { court: big })], { expectedRevision: 'no_stream' });
    await eventually(async () => /full/i.test((await r.status()).error ?? ''));

    // The space comes back; a request writes and waits for the read model (a registration does).
    db.exec('PRAGMA max_page_count = 1073741823');
    const { position } = await store.append('case-2', [event('CaseImported', { court: 'AG Kiel' })], {
      expectedRevision: 'no_stream',
    });
    const waited = await Promise.race([
      r.waitFor(position).then(() => 'read model includes the event'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting out the backoff'), 10_000).unref()),
    ]);
    expect(waited).toBe('read model includes the event');
    expect(readDocument(db, 'case_counter', 'case-1')).toEqual({ notices: 1, courts: [big] });
    expect((await r.status()).error).toBeNull();
  });

  it('skips events a document has already seen when they are delivered again', async () => {
    await store.append('case-1', [event('CaseImported', { court: 'AG Kiel' })], { expectedRevision: 'no_stream' });
    const r = runner(caseCounter());
    await r.start();
    await r.waitFor(await store.headPosition());
    await r.stop();
    // Simulate a lost checkpoint write: redelivery must not double count.
    db.prepare('UPDATE projection_checkpoints SET position = 0 WHERE name = ?').run('case-counter');
    const again = runner(caseCounter());
    await again.start();
    await again.waitFor(await store.headPosition());
    expect(readDocument(db, 'case_counter', 'case-1')).toEqual({ notices: 1, courts: ['AG Kiel'] });
  });

  it('rebuilds the read model from the log when the projection version changes', async () => {
    await store.append('case-1', [event('CaseImported', { court: 'AG Jena' })], { expectedRevision: 'no_stream' });
    const v1 = runner(caseCounter(1));
    await v1.start();
    await v1.waitFor(await store.headPosition());
    await v1.stop();
    db.prepare(`UPDATE rm_case_counter SET doc = '{"notices":99,"courts":[]}'`).run();
    const v2 = runner(caseCounter(2));
    await v2.start();
    await v2.waitFor(await store.headPosition());
    expect(readDocument(db, 'case_counter', 'case-1')).toEqual({ notices: 1, courts: ['AG Jena'] });
    expect((await v2.status()).startedFrom).toBe(0n);
  });

  // Was a defect: a read model kept while the event store was replaced (or restored from an older backup) skipped,
  // without a word, every event of the new log until that log passed its checkpoint.
  it('refuses a read model ahead of the log, also once the log has grown past it, and goes on once rebuilt', async () => {
    for (const court of ['AG Köln', 'AG Bonn', 'AG Jena'])
      await store.append(`case-${court}`, [event('CaseImported', { court })], { expectedRevision: 'no_stream' });
    const first = runner(caseCounter());
    await first.start();
    await first.waitFor(await store.headPosition());
    await first.stop();
    await store.close();
    // Another log behind the same read models: a new events file.
    store = new SqliteEventStore({ location: join(dir, 'events-restored.sqlite'), pollIntervalMs: 10 });
    const written = await store.append('case-neu', [event('CaseImported', { court: 'AG Kiel' })], {
      expectedRevision: 'no_stream',
    });
    const log: string[] = [];
    const refusing = new ProjectionRunner(store, projectionConsumer(new SqliteProjectionStore(db), caseCounter()), {
      retryDelayMs: 10,
      refusedRecheckMs: 10,
      log: (message) => log.push(message),
    });
    runners.push(refusing);
    await refusing.start();

    const status = await refusing.status();
    expect(status.error).toMatch(/read model case-counter is at position 3, beyond the end of the event log \(1\)/);
    expect(status.error).toMatch(/npm run replay -- --all/);
    await expect(refusing.waitFor(written.position)).rejects.toBeInstanceOf(ReadModelAheadOfLog);
    expect(log.filter((line) => line.includes('refuses'))).toHaveLength(1);
    // The new log passes the old checkpoint: the runner still refuses (it would skip positions 1 to 3).
    for (const court of ['AG Kiel', 'AG Kiel', 'AG Kiel'])
      await store.append('case-neu', [event('CaseNoticePublished', { court })], { expectedRevision: 'any' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(refusing.waitFor(await store.headPosition())).rejects.toBeInstanceOf(ReadModelAheadOfLog);
    expect(readDocument(db, 'case_counter', 'case-neu')).toBeUndefined();
    // Also when it is stopped and started again.
    await refusing.stop();
    await refusing.start();
    await expect(refusing.waitFor(await store.headPosition())).rejects.toBeInstanceOf(ReadModelAheadOfLog);
    expect(log.filter((line) => line.includes('refuses'))).toHaveLength(1);

    // Rebuilt from the new log (`npm run replay`): it goes on by itself.
    await rebuildProjection(store, new SqliteProjectionStore(db), caseCounter());
    await eventually(async () => (await refusing.status()).error === null);
    const { position } = await store.append('case-neu', [event('CaseNoticePublished', { court: 'AG Kiel' })], {
      expectedRevision: 'any',
    });
    await refusing.waitFor(position);
    expect(readDocument(db, 'case_counter', 'case-neu')).toEqual({ notices: 5, courts: Array(5).fill('AG Kiel') });
    expect(readDocument(db, 'case_counter', 'case-AG Köln')).toBeUndefined();
  });

  it('produces the same read model when rebuilt by replay as when built live, and follows the replay', async () => {
    const readModels = new SqliteProjectionStore(db);
    const counterProjection = caseCounter();
    const r = runner(streamActivityProjection);
    const counter = runner(counterProjection);
    await r.start();
    await counter.start();
    const courts = ['AG München', 'AG Hamburg', 'AG Berlin-Charlottenburg', 'AG Köln'];
    for (let i = 0; i < 300; i++) {
      const stream = `case-${i % 40}`;
      const type = i < 40 ? 'CaseImported' : 'CaseNoticePublished';
      await store.append(stream, [event(type, { court: courts[i % courts.length] })], { expectedRevision: 'any' });
      if (i % 50 === 0)
        await store.append(`user-${i}`, [event('UserRegistered', {})], { expectedRevision: 'no_stream' });
    }
    // Erasure as docs/DESIGN.md §6 does it: an audit record the read models act on, then the hard delete.
    await store.append('retention-2026-11-21', [event('CaseRetentionExpired', { stream: 'case-7' })], {
      expectedRevision: 'no_stream',
    });
    await store.deleteStream('case-7');
    const head = await store.headPosition();
    await r.waitFor(head);
    await counter.waitFor(head);
    const live = {
      activity: await readModels.dump(streamActivityProjection),
      counter: await readModels.dump(counterProjection),
    };
    expect(live.activity).toHaveLength(3);
    expect(live.counter.map((d) => (d as { id: string }).id)).not.toContain('case-7');

    const rebuilt = await rebuildProjection(store, readModels, counterProjection, { batchSize: 37 });
    expect(rebuilt.eventsRead).toBe(await store.countAfter(0n));
    expect(await readModels.dump(counterProjection)).toEqual(live.counter);
    // Aggregate counters keep counting erased events until rebuilt (they hold no personal data).
    await rebuildProjection(store, readModels, streamActivityProjection);
    const activity = (await readModels.dump(streamActivityProjection)) as { id: string; doc: { events: number } }[];
    expect(activity.find((d) => d.id === 'case')?.doc.events).toBe(300 - 8);

    // The live runner noticed the reset checkpoint and keeps projecting new events.
    const { position } = await store.append('case-1', [event('CaseNoticePublished', { court: 'AG Bonn' })], {
      expectedRevision: 'any',
    });
    await r.waitFor(position);
    await eventually(() => (readDocument<{ events: number }>(db, 'stream_activity', 'case')?.events ?? 0) === 301 - 8);
    await counter.waitFor(position);
    expect(readDocument<{ courts: string[] }>(db, 'case_counter', 'case-1')?.courts.at(-1)).toBe('AG Bonn');
  });
});
