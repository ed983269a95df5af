import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { NewEvent, RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { SqliteEventStore } from '@insolvenz/backend/platform/event-store/sqlite/sqlite-event-store.js';
import type { Reactor } from '@insolvenz/backend/platform/projections-host/projections-host.port.js';
import { openDatabase } from '@insolvenz/backend/platform/sqlite/open-database.js';
import { SqliteProjectionStore } from '../store/sqlite/sqlite-projection-store.js';
import { ProjectionRunner } from './projection-runner.js';
import { reactorConsumer } from './reactor-consumer.js';

const event = (type: string): NewEvent => ({
  type,
  data: {},
  metadata: {
    eventId: randomUUID(),
    correlationId: 'c',
    causationId: null,
    actorId: 'system:test',
    occurredAt: '2026-11-21T08:30:00.000Z',
    schemaVersion: 1,
  },
});

describe('a reactor on the projections runner', () => {
  let dir: string;
  let events: SqliteEventStore;
  let db: DatabaseSync;
  let readModels: SqliteProjectionStore;
  const runners: ProjectionRunner[] = [];
  let published: string[];
  let failNext: boolean;

  const relay = (startAfter?: bigint): Reactor => ({
    name: 'relay',
    handles: new Set(['CaseImported']),
    startAfter: async () => startAfter,
    react: async (batch: readonly RecordedEvent[]) => {
      if (failNext) {
        failNext = false;
        throw new Error('bus unavailable');
      }
      published.push(...batch.map((e) => e.metadata.eventId));
    },
  });
  const run = async (reactor: Reactor) => {
    const runner = new ProjectionRunner(events, reactorConsumer(readModels, reactor), { retryDelayMs: 10 });
    runners.push(runner);
    await runner.start();
    return runner;
  };

  beforeEach(async () => {
    published = [];
    failNext = false;
    dir = await mkdtemp(join(tmpdir(), 'reactor-'));
    events = new SqliteEventStore({ location: join(dir, 'events.sqlite'), pollIntervalMs: 10 });
    db = openDatabase(join(dir, 'read-models.sqlite'));
    readModels = new SqliteProjectionStore(db);
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    await events.close();
    db.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('hands over the handled events in order and keeps its checkpoint in the projection store', async () => {
    const imported = event('CaseImported');
    await events.append('case-1', [imported, event('CaseNoticePublished')], { expectedRevision: 'no_stream' });
    const runner = await run(relay());
    const head = await events.headPosition();
    await runner.waitFor(head);
    expect(published).toEqual([imported.metadata.eventId]);
    expect(await readModels.readCheckpoint('relay')).toBe(head);
  });

  it('retries a failed batch from its checkpoint (at least once) and reports the failure meanwhile', async () => {
    failNext = true;
    const imported = event('CaseImported');
    await events.append('case-1', [imported], { expectedRevision: 'no_stream' });
    const runner = await run(relay());
    await runner.waitFor(await events.headPosition());
    expect(published).toEqual([imported.metadata.eventId]);
    expect((await runner.status()).error).toBeNull();
  });

  it('starts where `startAfter` says on its first start, then from its own checkpoint', async () => {
    const early = event('CaseImported');
    const late = event('CaseImported');
    await events.append('case-1', [early], { expectedRevision: 'no_stream' });
    const { position } = await events.append('case-2', [late], { expectedRevision: 'no_stream' });
    const first = await run(relay(position - 1n));
    await first.waitFor(position);
    await first.stop();
    expect(published).toEqual([late.metadata.eventId]);
    const again = await run(relay(0n));
    await again.waitFor(position);
    expect(published).toEqual([late.metadata.eventId]);
  });
});
