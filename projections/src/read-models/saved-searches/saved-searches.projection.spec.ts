import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { SavedSearchEvent } from '@insolvenz/backend/saved-searches/domain/events.js';
import type { NewEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { SqliteEventStore } from '@insolvenz/backend/platform/event-store/sqlite/sqlite-event-store.js';
import { openDatabase } from '@insolvenz/backend/platform/sqlite/open-database.js';
import { rebuildProjection } from '../../replay/rebuild-projection.js';
import { savedSearchesProjection } from './saved-searches.projection.js';
import { SqliteProjectionStore } from '../../store/sqlite/sqlite-projection-store.js';

const sqlite = (db: DatabaseSync) => new SqliteProjectionStore(db);

const withMetadata = (event: SavedSearchEvent): NewEvent => ({
  ...event,
  metadata: {
    eventId: randomUUID(),
    correlationId: 'c',
    causationId: null,
    actorId: 'user-1',
    occurredAt: '2026-11-21T09:00:00.000Z',
    schemaVersion: 1,
  },
});

const created = (savedSearchId: string, name: string): SavedSearchEvent => ({
  type: 'SavedSearchCreated',
  data: {
    savedSearchId,
    ownerId: 'user-1',
    name,
    criteria: { q: 'Bau', state: 'NW' },
    alert: false,
    createdAt: '2026-11-21T09:00:00.000Z',
  },
});

describe('saved-searches projection', () => {
  let store: SqliteEventStore;
  let live: DatabaseSync;
  let checkpoint: bigint;

  const catchUp = async () => {
    for (;;) {
      const batch = await store.readAll({ after: checkpoint, maxCount: 1 });
      if (batch.length === 0) return;
      checkpoint = sqlite(live).applyNow(savedSearchesProjection, batch, checkpoint).checkpoint;
    }
  };
  const rows = () =>
    live.prepare('SELECT id, name, name_key, criteria, alert FROM rm_saved_searches ORDER BY created_position').all();

  beforeEach(() => {
    store = new SqliteEventStore({ location: ':memory:' });
    live = openDatabase(':memory:');
    checkpoint = sqlite(live).prepareNow(savedSearchesProjection);
  });
  afterEach(async () => {
    await store.close();
    live.close();
  });

  it('follows updates, forgets erased saved searches, and a rebuild equals the live model', async () => {
    const a = randomUUID();
    const b = randomUUID();
    await store.append(`savedsearch-${a}`, [withMetadata(created(a, 'Bau NRW'))], { expectedRevision: 'no_stream' });
    await store.append(`savedsearch-${b}`, [withMetadata(created(b, 'Köln'))], { expectedRevision: 'no_stream' });
    await store.append(
      `savedsearch-${a}`,
      [
        withMetadata({
          type: 'SavedSearchUpdated',
          data: {
            savedSearchId: a,
            ownerId: 'user-1',
            name: 'Bau Westfalen',
            criteria: { q: 'Bau' },
            alert: true,
            updatedAt: '2026-11-22T09:00:00.000Z',
          },
        }),
      ],
      { expectedRevision: 0n },
    );
    await store.append(
      `savedsearch-${b}`,
      [
        withMetadata({
          type: 'SavedSearchDeleted',
          data: { savedSearchId: b, ownerId: 'user-1', deletedAt: '2026-11-22T09:00:00.000Z' },
        }),
      ],
      { expectedRevision: 0n },
    );
    await catchUp();
    expect(rows()).toEqual([
      { id: a, name: 'Bau Westfalen', name_key: 'bau westfalen', criteria: '{"q":"Bau"}', alert: 1 },
    ]);

    await store.deleteStream(`savedsearch-${b}`);
    const rebuilt = openDatabase(':memory:');
    await rebuildProjection(store, sqlite(rebuilt), savedSearchesProjection);
    expect(sqlite(rebuilt).dumpNow(savedSearchesProjection)).toEqual(sqlite(live).dumpNow(savedSearchesProjection));
    rebuilt.close();
  });
});
