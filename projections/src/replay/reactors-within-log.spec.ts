import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '@insolvenz/backend/platform/event-store/sqlite/sqlite-event-store.js';
import { openDatabase } from '@insolvenz/backend/platform/sqlite/open-database.js';
import { CHECKPOINT_SCHEMA } from '../store/sqlite/checkpoints.js';
import { SqliteProjectionStore } from '../store/sqlite/sqlite-projection-store.js';
import { bringReactorsWithinLog } from './reactors-within-log.js';

describe('bringReactorsWithinLog (npm run replay -- --all)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'reactors-within-log-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("moves a reactor's checkpoint from beyond a restored log to its end and leaves the others alone", async () => {
    const log = new SqliteEventStore({ location: join(dir, 'events.sqlite') });
    const db = openDatabase(join(dir, 'read-models.sqlite'));
    db.exec(CHECKPOINT_SCHEMA);
    try {
      const metadata = {
        eventId: 'e',
        correlationId: 'c',
        causationId: null,
        actorId: 'system:test',
        occurredAt: '2026-11-30T08:00:00.000Z',
        schemaVersion: 1,
      };
      for (let i = 0; i < 4; i++)
        await log.append(
          `case-${i}`,
          [{ type: 'CaseImported', data: {}, metadata: { ...metadata, eventId: `e${i}` } }],
          {
            expectedRevision: 'no_stream',
          },
        );
      const store = new SqliteProjectionStore(db);
      await store.writeCheckpoint('new-case-feed', 9n);
      await store.writeCheckpoint('within', 3n);

      const moved = await bringReactorsWithinLog(log, store, ['new-case-feed', 'within', 'never-started']);
      expect(moved).toEqual([{ reactor: 'new-case-feed', from: 9n, to: 4n }]);
      expect(await store.readCheckpoint('new-case-feed')).toBe(4n);
      expect(await store.readCheckpoint('within')).toBe(3n);
      expect(await store.readCheckpoint('never-started')).toBeUndefined();
      expect(await bringReactorsWithinLog(log, store, ['new-case-feed'])).toEqual([]);
    } finally {
      await log.close();
      db.close();
    }
  });
});
