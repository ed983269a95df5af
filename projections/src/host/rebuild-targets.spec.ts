import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { NewEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { SqliteEventStore } from '@insolvenz/backend/platform/event-store/sqlite/sqlite-event-store.js';
import type { ProjectionsHost } from '@insolvenz/backend/platform/projections-host/projections-host.port.js';
import { ReadModelsRebuild } from '@insolvenz/backend/platform/projections-host/read-models-rebuild.js';
import { openDatabase } from '@insolvenz/backend/platform/sqlite/open-database.js';
import { allProjections } from '../registry.js';
import { rebuildProjection } from '../replay/rebuild-projection.js';
import { SqliteProjectionStore } from '../store/sqlite/sqlite-projection-store.js';
import { createProjectionsHost } from './projections-host.js';

// Events no read model takes: the checkpoints still move over them, as over a real log's.
const unhandled = (count: number): NewEvent[] =>
  Array.from({ length: count }, () => ({
    type: 'SomethingElseHappened',
    data: {},
    metadata: {
      eventId: randomUUID(),
      correlationId: 'c',
      causationId: null,
      actorId: 'system:test',
      occurredAt: '2026-12-07T08:30:00.000Z',
      schemaVersion: 1,
    },
  }));

describe('rebuild targets stored beside the read models (restarts, other processes, replays)', () => {
  let dir: string;
  let events: SqliteEventStore;
  let db: DatabaseSync;
  const hosts: ProjectionsHost[] = [];

  const append = async (count: number) => {
    await events.append(`other-${randomUUID()}`, unhandled(count), { expectedRevision: 'no_stream' });
    return events.headPosition();
  };
  const embedded = async () => {
    const host = createProjectionsHost({ eventStore: events, store: new SqliteProjectionStore(db) });
    hosts.push(host);
    await host.start();
    await host.waitFor(await events.headPosition());
    return host;
  };
  const targets = async (host: ProjectionsHost) =>
    new Map(
      (await host.progress()).map(({ name, checkpoint, rebuildTarget }) => [name, { checkpoint, rebuildTarget }]),
    );

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rebuild-targets-'));
    events = new SqliteEventStore({ location: join(dir, 'events.sqlite'), pollIntervalMs: 10 });
    db = openDatabase(join(dir, 'read-models.sqlite'));
  });
  afterEach(async () => {
    await Promise.all(hosts.splice(0).map((host) => host.stop()));
    await events.close();
    db.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('stores the head as target when a read model starts from 0, and keeps it through restarts', async () => {
    const first = await append(3_000);
    const names = allProjections().map(({ name }) => name);
    let host = await embedded();
    expect([...(await targets(host)).entries()]).toEqual(
      names.map((name) => [name, { checkpoint: first, rebuildTarget: first }]),
    );

    // A restart resumes every read model from its checkpoint: their targets stay where their rebuild ended.
    await host.stop();
    const second = await append(2_000);
    host = await embedded();
    expect((await targets(host)).get('accounts')).toEqual({ checkpoint: second, rebuildTarget: first });

    // An upgrade changes the cases read model: only it is rebuilt, up to the head of that start.
    await host.stop();
    db.prepare("UPDATE projection_checkpoints SET version = version - 1 WHERE name = 'cases'").run();
    host = await embedded();
    const after = await targets(host);
    expect(after.get('cases')).toEqual({ checkpoint: second, rebuildTarget: second });
    expect(after.get('accounts')).toEqual({ checkpoint: second, rebuildTarget: first });
  });

  it('shows a rebuild cut off by a crash to a process started later and to one that only observes', async () => {
    const head = await append(3_000);
    await (await embedded()).stop();
    // The process died half-way through a rebuild of the cases (as if its checkpoint had stopped there).
    await new SqliteProjectionStore(db).writeRebuildTarget('cases', head);
    db.prepare("UPDATE projection_checkpoints SET position = 1500 WHERE name = 'cases'").run();

    const observer = createProjectionsHost({
      eventStore: events,
      store: new SqliteProjectionStore(db),
      observeOnly: { timeoutMs: 1_000 },
    });
    hosts.push(observer);
    const api = new ReadModelsRebuild(observer, { lookMs: 60_000, watchMs: 60_000 });
    api.serveRequests();
    await api.begin();
    expect(api.rebuilding(['cases'])).toEqual({ names: ['cases'], share: 0.5 });
    expect(api.rebuilding(['accounts'])).toBeNull();
    api.stop();

    // Started again, the process takes the rebuild up where it stopped and ends it at the same target.
    const restarted = await embedded();
    expect((await targets(restarted)).get('cases')).toEqual({ checkpoint: head, rebuildTarget: head });
  });

  it('stores the head as target when `npm run replay` rebuilds a read model', async () => {
    await append(1_500);
    const store = new SqliteProjectionStore(db);
    const accounts = allProjections().find(({ name }) => name === 'accounts')!;
    const head = await append(500);
    await rebuildProjection(events, store, accounts);
    expect(await store.readRebuildTarget('accounts')).toBe(head);
    expect(await store.readCheckpoint('accounts')).toBe(head);
  });
});
