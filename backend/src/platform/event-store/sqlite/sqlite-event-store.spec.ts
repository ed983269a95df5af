import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { eventStoreContract } from '../contract/event-store.contract.test-kit.js';
import { SqliteEventStore } from './sqlite-event-store.js';

eventStoreContract('SQLite', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'es-contract-'));
  return {
    open: async () => new SqliteEventStore({ location: join(dir, 'events.sqlite'), pollIntervalMs: 20 }),
    rawStorage: async () => Promise.all((await readdir(dir)).map((f) => readFile(join(dir, f)))),
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
});

describe('SqliteEventStore positions beyond 2^53', () => {
  it('reads, subscribes and reports positions exactly where a double would round them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'es-bigint-'));
    const location = join(dir, 'events.sqlite');
    try {
      const store = new SqliteEventStore({ location, pollIntervalMs: 20 });
      const beyond = 2n ** 53n + 1n; // 9007199254740993: Number() makes it ...992
      // A log that has come this far: AUTOINCREMENT continues after the sequence's value.
      const raw = new DatabaseSync(location);
      raw.exec(`INSERT OR REPLACE INTO sqlite_sequence (name, seq) VALUES ('es_events', ${beyond - 1n})`);
      raw.close();
      const event = (n: number) => ({
        type: 'Counted',
        data: { n },
        metadata: {
          eventId: `event-${n}`,
          correlationId: 'c',
          causationId: null,
          actorId: 'system:test',
          occurredAt: '2026-11-24T10:00:00.000Z',
          schemaVersion: 1,
        },
      });
      const first = await store.append('counter-1', [event(1), event(2)], { expectedRevision: 'no_stream' });
      expect(first.position).toBe(beyond + 1n);
      expect((await store.readAll()).map((e) => e.position)).toEqual([beyond, beyond + 1n]);
      expect((await store.readAll({ after: beyond })).map((e) => e.position)).toEqual([beyond + 1n]);
      expect((await store.readStream('counter-1')).events.map((e) => e.position)).toEqual([beyond, beyond + 1n]);
      expect(await store.headPosition()).toBe(beyond + 1n);
      expect(await store.countAfter(beyond)).toBe(1);
      await store.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('SqliteEventStore while another connection holds the write lock', () => {
  it('waits without blocking the event loop and appends once the lock is free', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'es-busy-'));
    const location = join(dir, 'events.sqlite');
    const store = new SqliteEventStore({ location, pollIntervalMs: 20 });
    // Another writer (the eraser thread deleting a batch of streams) holds the lock for a second.
    const other = new DatabaseSync(location);
    other.exec('PRAGMA journal_mode = WAL; BEGIN IMMEDIATE');
    // The lock is released by a timer: the append can only succeed if the event loop runs while it waits.
    const release = setTimeout(() => other.exec('COMMIT'), 1000);
    try {
      const appended = await store.append(
        'counter-1',
        [
          {
            type: 'Counted',
            data: { n: 1 },
            metadata: {
              eventId: 'event-1',
              correlationId: 'c',
              causationId: null,
              actorId: 'system:test',
              occurredAt: '2026-11-24T10:00:00.000Z',
              schemaVersion: 1,
            },
          },
        ],
        { expectedRevision: 'no_stream' },
      );
      expect(appended.nextExpectedRevision).toBe(0n);
      expect(other.isTransaction).toBe(false);
    } finally {
      clearTimeout(release);
      if (other.isTransaction) other.exec('ROLLBACK');
      other.close();
      await store.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
