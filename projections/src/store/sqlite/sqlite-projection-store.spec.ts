import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { openDatabase } from '@insolvenz/backend/platform/sqlite/open-database.js';
import { writeMark } from '@insolvenz/backend/platform/sqlite/write-marks.js';
import { projectionStoreContract } from '../contract/projection-store.contract.test-kit.js';
import { documentProjection } from '../projection.js';
import { SqliteProjectionStore } from './sqlite-projection-store.js';

projectionStoreContract('SQLite', async () => {
  const db = openDatabase(':memory:');
  return { store: new SqliteProjectionStore(db), close: async () => db.close() };
});

describe('SqliteProjectionStore: write marks (issue #33)', () => {
  const event = (type: string, position: bigint) =>
    ({
      type,
      data: {},
      metadata: {
        eventId: `event-${position}`,
        correlationId: 'marks',
        causationId: null,
        actorId: 'system:test',
        occurredAt: '2026-11-29T08:00:00.000Z',
        schemaVersion: 1,
      },
      streamName: 'count-1',
      revision: position - 1n,
      position,
      recordedAt: new Date('2026-11-29T08:00:00.000Z'),
    }) as RecordedEvent;
  const projection = documentProjection<{ n: number }>({
    name: 'marked',
    version: 1,
    collection: 'marked',
    handles: new Set(['Counted']),
    documentId: (e) => `n${e.position}`,
    evolve: () => ({ n: 1 }),
  });

  it("raises a read model's mark when it is set up or written, not for a batch that moves only its checkpoint", async () => {
    const db = openDatabase(':memory:');
    const store = new SqliteProjectionStore(db);
    expect(writeMark(db, 'marked')).toBe(0);
    await store.prepare(projection);
    const prepared = writeMark(db, 'marked');
    expect(prepared).toBeGreaterThan(0);

    expect(await store.apply(projection, [event('Other', 1n)], 0n)).toMatchObject({ kind: 'applied', checkpoint: 1n });
    expect(writeMark(db, 'marked')).toBe(prepared);
    await store.apply(projection, [event('Other', 2n), event('Counted', 3n)], 1n);
    expect(writeMark(db, 'marked')).toBe(prepared + 1);
    await store.applyMany([{ projection, events: [event('Counted', 4n)], expected: 3n }]);
    expect(writeMark(db, 'marked')).toBe(prepared + 2);
    expect(writeMark(db, 'other')).toBe(0);
    db.close();
  });
});
