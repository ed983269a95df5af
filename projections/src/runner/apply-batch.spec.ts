import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { openDatabase } from '@insolvenz/backend/platform/sqlite/open-database.js';
import { applyBatch } from './apply-batch.js';
import { readCheckpoint } from './checkpoints.js';
import { prepareProjection } from './prepare-projection.js';
import type { Projection } from './projection.js';

const recorded = (position: bigint): RecordedEvent =>
  ({
    type: 'Counted',
    data: {},
    metadata: { eventId: randomUUID() },
    streamName: 'count-1',
    revision: position - 1n,
    position,
    recordedAt: new Date(0),
  }) as unknown as RecordedEvent;

const counter: Projection = {
  name: 'counter',
  version: 1,
  handles: new Set(['Counted']),
  setup: (db) => db.exec('CREATE TABLE IF NOT EXISTS counted (position INTEGER PRIMARY KEY)'),
  teardown: (db) => db.exec('DROP TABLE IF EXISTS counted'),
  apply: (db, event) => void db.prepare('INSERT INTO counted (position) VALUES (?)').run(Number(event.position)),
  dump: (db) => db.prepare('SELECT position FROM counted ORDER BY position').all(),
};

describe('applyBatch', () => {
  let db: DatabaseSync;
  beforeEach(() => {
    db = openDatabase(':memory:');
    prepareProjection(db, counter);
  });
  afterEach(() => db.close());

  const events = [1n, 2n, 3n].map(recorded);

  it('applies the whole batch and its checkpoint in one transaction without a deadline', () => {
    expect(applyBatch(db, counter, events, 0n)).toEqual({ kind: 'applied', checkpoint: 3n, consumed: 3 });
    expect(counter.dump(db)).toHaveLength(3);
    expect(readCheckpoint(db, 'counter')?.position).toBe(3n);
  });

  it('stops after the event during which the deadline passed, with the checkpoint at that event', () => {
    const passed = performance.now() - 1;
    expect(applyBatch(db, counter, events, 0n, { deadline: passed })).toEqual({
      kind: 'applied',
      checkpoint: 1n,
      consumed: 1,
    });
    expect(counter.dump(db)).toEqual([{ position: 1 }]);
    expect(readCheckpoint(db, 'counter')?.position).toBe(1n);
    // The rest follows in the next slice; events at or before the checkpoint are skipped, not applied again.
    expect(applyBatch(db, counter, events, 1n, { deadline: passed })).toEqual({
      kind: 'applied',
      checkpoint: 2n,
      consumed: 2,
    });
    expect(counter.dump(db)).toEqual([{ position: 1 }, { position: 2 }]);
  });
});
