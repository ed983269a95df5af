import { jest } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { NewEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { SqliteEventStore } from '@insolvenz/backend/platform/event-store/sqlite/sqlite-event-store.js';
import { openDatabase } from '@insolvenz/backend/platform/sqlite/open-database.js';
import { readDocument } from '../store/sqlite/sqlite-documents.js';
import { SqliteProjectionStore } from '../store/sqlite/sqlite-projection-store.js';
import { documentProjection, type Projection } from '../store/projection.js';
import { projectionConsumer } from './projection-consumer.js';
import { ProjectionRunner } from './projection-runner.js';
import { SharedLogReader } from './shared-log-reader.js';

const event = (type: string, data: Record<string, unknown>): NewEvent => ({
  type,
  data,
  metadata: {
    eventId: randomUUID(),
    correlationId: 'c',
    causationId: null,
    actorId: 'system:test',
    occurredAt: '2026-11-29T08:30:00.000Z',
    schemaVersion: 1,
  },
});

// A read model that fails on a court while `failOn` names it (a bug, a full disk), and one that never fails.
let failOn: string | null = null;
const courts = (name: string, fails: boolean): Projection =>
  documentProjection<{ courts: string[] }>({
    name,
    version: 1,
    collection: name.replace('-', '_'),
    handles: new Set(['CaseImported']),
    documentId: () => 'all',
    evolve: (doc, e) => {
      const { court } = e.data as { court: string };
      if (fails && court === failOn) throw new Error(`cannot project ${court}`);
      return { courts: [...(doc?.courts ?? []), court] };
    },
  });

// 4 ms of CPU per event: a read model on a slow database (the cases read model on the MongoDB test server).
const slowCourts = (name: string) =>
  documentProjection<{ courts: string[] }>({
    name,
    version: 1,
    collection: name.replace('-', '_'),
    handles: new Set(['CaseImported']),
    documentId: () => 'all',
    evolve: (doc, e) => {
      const until = performance.now() + 4;
      while (performance.now() < until);
      return { courts: [...(doc?.courts ?? []), (e.data as { court: string }).court] };
    },
  });

describe('SharedLogReader', () => {
  let dir: string;
  let events: SqliteEventStore;
  let db: DatabaseSync;
  let reader: SharedLogReader | undefined;
  const runners: ProjectionRunner[] = [];

  const start = async (projections: Projection[], aloneBehindBy?: bigint, slowMemberMs?: number) => {
    const store = new SqliteProjectionStore(db);
    const members = projections.map((projection) => {
      const runner = new ProjectionRunner(events, projectionConsumer(store, projection), { retryDelayMs: 10 });
      runners.push(runner);
      return { projection, runner };
    });
    reader = new SharedLogReader(events, store, members, { retryDelayMs: 10, aloneBehindBy, slowMemberMs });
    await reader.start();
    return members.map((m) => m.runner);
  };
  const importCases = async (...names: string[]) => {
    let position = 0n;
    for (const court of names) {
      ({ position } = await events.append(`case-${randomUUID()}`, [event('CaseImported', { court })], {
        expectedRevision: 'no_stream',
      }));
    }
    return position;
  };
  const courtsOf = (collection: string) => readDocument<{ courts: string[] }>(db, collection, 'all')?.courts;

  beforeEach(async () => {
    failOn = null;
    dir = await mkdtemp(join(tmpdir(), 'shared-reader-'));
    events = new SqliteEventStore({ location: join(dir, 'events.sqlite'), pollIntervalMs: 10 });
    db = openDatabase(join(dir, 'read-models.sqlite'));
  });
  afterEach(async () => {
    await reader?.stop();
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    await events.close();
    db.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('brings read models at different checkpoints to the head with one read of the log, then follows it', async () => {
    await importCases('AG Kiel');
    // One read model has seen the first event already (it ran before), the other starts from the beginning.
    const [ahead] = await start([courts('ahead-courts', false)]);
    await ahead.waitFor(await events.headPosition());
    await reader!.stop();
    await ahead.stop();
    await importCases('AG Bonn', 'AG Essen');
    const subscriptions = jest.spyOn(events, 'subscribeToAll');

    const both = await start([courts('ahead-courts', false), courts('fresh-courts', false)]);
    const live = await importCases('AG Jena');
    await Promise.all(both.map((r) => r.waitFor(live)));

    expect(courtsOf('ahead_courts')).toEqual(['AG Kiel', 'AG Bonn', 'AG Essen', 'AG Jena']);
    expect(courtsOf('fresh_courts')).toEqual(['AG Kiel', 'AG Bonn', 'AG Essen', 'AG Jena']);
    expect(subscriptions).toHaveBeenCalledTimes(1);
  });

  it('lets a read model rebuilt from the beginning read alone, so it holds back none of the others', async () => {
    await importCases('AG Kiel', 'AG Bonn', 'AG Essen');
    const [ahead] = await start([courts('ahead-courts', false)]);
    await ahead.waitFor(await events.headPosition());
    await reader!.stop();
    await ahead.stop();
    const subscriptions = jest.spyOn(events, 'subscribeToAll');

    const both = await start([courts('ahead-courts', false), courts('rebuilt-courts', false)], 2n);
    const live = await importCases('AG Jena');
    await Promise.all(both.map((r) => r.waitFor(live)));

    expect(courtsOf('ahead_courts')).toEqual(['AG Kiel', 'AG Bonn', 'AG Essen', 'AG Jena']);
    expect(courtsOf('rebuilt_courts')).toEqual(['AG Kiel', 'AG Bonn', 'AG Essen', 'AG Jena']);
    // One subscription for the read models at the head, one for the read model far behind them.
    expect(subscriptions).toHaveBeenCalledTimes(2);
  });

  it('lets the other read models go on while one fails, and that one catches up once it can', async () => {
    failOn = 'AG Bonn';
    const [failing, healthy] = await start([courts('failing-courts', true), courts('healthy-courts', false)]);
    const head = await importCases('AG Kiel', 'AG Bonn', 'AG Essen');

    await healthy.waitFor(head);
    expect(courtsOf('healthy_courts')).toEqual(['AG Kiel', 'AG Bonn', 'AG Essen']);
    const status = await failing.status();
    expect(status.error).toBe('cannot project AG Bonn');
    expect(status.checkpoint).toBeLessThan(head);

    failOn = null;
    await failing.waitFor(head);
    expect(courtsOf('failing_courts')).toEqual(['AG Kiel', 'AG Bonn', 'AG Essen']);
    expect((await failing.status()).error).toBeNull();
  });

  it('lets a read model far slower than the others read alone, so the others follow the log at their pace', async () => {
    const backlog = await importCases(...Array.from({ length: 300 }, (_, i) => `AG ${i}`));
    const subscriptions = jest.spyOn(events, 'subscribeToAll');
    const [slow, fast] = await start([slowCourts('slow-courts'), courts('fast-courts', false)], undefined, 50);
    await fast.waitFor(backlog);
    const live = await importCases('AG Jena');

    await fast.waitFor(live);
    // Shared, the fast read model would get the next batch only after the slow one had applied the whole backlog.
    expect((await slow.status()).checkpoint).toBeLessThan(backlog);
    await slow.waitFor(live);
    expect(courtsOf('slow_courts')).toEqual(courtsOf('fast_courts'));
    expect(courtsOf('slow_courts')).toHaveLength(301);
    expect(subscriptions).toHaveBeenCalledTimes(2);
  });

  it('keeps a majority of slow read models together (at a start every read model may be slow for a while)', async () => {
    const head = await importCases(...Array.from({ length: 100 }, (_, i) => `AG ${i}`));
    const subscriptions = jest.spyOn(events, 'subscribeToAll');
    const all = await start(
      [slowCourts('slow-courts'), slowCourts('slower-courts'), courts('fast-courts', false)],
      undefined,
      50,
    );
    await Promise.all(all.map((r) => r.waitFor(head)));
    expect(subscriptions).toHaveBeenCalledTimes(1);
  });
});
