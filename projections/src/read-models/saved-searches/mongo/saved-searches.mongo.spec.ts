import { jest } from '@jest/globals';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { databaseOf, openMongoConnection } from '@insolvenz/backend/platform/read-store/mongo/mongo-connection.js';
import { openDatabase } from '@insolvenz/backend/platform/sqlite/open-database.js';
import type { SavedSearchEvent } from '@insolvenz/backend/saved-searches/domain/events.js';
import mongoose, { type Connection } from 'mongoose';
import { MongoProjectionStore } from '../../../store/mongo/mongo-projection-store.js';
import { describeWithMongo, freshDatabaseUrl } from '../../../store/mongo/mongo-test-database.test-kit.js';
import { withoutNulls } from '../../../store/mongo/mongo-tables.js';
import { storedPosition } from '../../../store/mongo/stored-position.js';
import { SqliteProjectionStore } from '../../../store/sqlite/sqlite-projection-store.js';
import { savedSearchesProjection } from '../saved-searches.projection.js';
import { SAVED_SEARCHES, savedSearchesMongo } from './saved-searches.mongo.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 8, minute)).toISOString();

const created = (savedSearchId: string, ownerId: string, name: string, minute: number): SavedSearchEvent => ({
  type: 'SavedSearchCreated',
  data: { savedSearchId, ownerId, name, criteria: { q: name, state: 'NW' }, alert: false, createdAt: at(minute) },
});

const updated = (savedSearchId: string, ownerId: string, name: string, minute: number): SavedSearchEvent => ({
  type: 'SavedSearchUpdated',
  data: { savedSearchId, ownerId, name, criteria: { q: name }, alert: true, updatedAt: at(minute) },
});

/** Every saved-search event kind: created, renamed twice, one created and deleted, an update of an unknown one. */
function savedSearchLog(): RecordedEvent[] {
  const events: SavedSearchEvent[] = [
    created('s1', 'u1', 'Bau NRW', 1),
    created('s2', 'u2', '  Gastro   KÖLN ', 2),
    created('s3', 'u1', 'Max Geheim', 3),
    updated('s1', 'u1', 'Bau Bayern', 4),
    { type: 'SavedSearchDeleted', data: { savedSearchId: 's3', ownerId: 'u1', deletedAt: at(5) } },
    updated('unknown', 'u1', 'Nirgends', 6),
    created('s4', 'u1', 'Handel', 7),
    updated('s1', 'u1', 'Bau Berlin', 8),
  ];
  return events.map((event, index) => {
    const position = BigInt(index + 1);
    return {
      ...event,
      streamName: `savedsearch-${event.data.savedSearchId}`,
      revision: position,
      position,
      recordedAt: new Date(at(index)),
      metadata: {
        eventId: `event-${index}`,
        correlationId: 'spec',
        causationId: null,
        actorId: 'system:test',
        occurredAt: at(index),
        schemaVersion: 1,
      },
    } as RecordedEvent;
  });
}

/** The SQLite read model of the same events, in the MongoDB documents' shape (null columns not stored). */
function sqliteSavedSearches(events: readonly RecordedEvent[]): unknown[] {
  const store = new SqliteProjectionStore(openDatabase(':memory:'));
  store.prepareNow(savedSearchesProjection);
  store.applyNow(savedSearchesProjection, events, 0n);
  return (store.dumpNow(savedSearchesProjection) as Record<string, unknown>[]).map((row) =>
    withoutNulls({
      _id: row.id,
      ownerId: row.owner_id,
      name: row.name,
      nameKey: row.name_key,
      criteria: row.criteria,
      alert: row.alert === 1,
      mode: row.mode,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      createdPosition: storedPosition(BigInt(row.created_position as number)),
      position: storedPosition(BigInt(row.position as number)),
    }),
  );
}

describeWithMongo('saved searches read model on MongoDB', () => {
  const connections: Connection[] = [];
  const freshStore = async () => {
    const connection = await openMongoConnection(freshDatabaseUrl());
    connections.push(connection);
    const store = new MongoProjectionStore(databaseOf(connection));
    await store.prepare(savedSearchesProjection);
    return { store, db: databaseOf(connection) };
  };
  afterEach(async () => {
    for (const connection of connections.splice(0)) {
      await databaseOf(connection).dropDatabase();
      await connection.close();
    }
  });

  it('holds what the SQLite read model holds after the same events', async () => {
    const log = savedSearchLog();
    const { store } = await freshStore();
    await store.apply(savedSearchesProjection, log, 0n);
    const dump = (await store.dump(savedSearchesProjection)) as { _id: string }[];
    expect(dump).toEqual(sqliteSavedSearches(log));
    expect(dump.map((doc) => doc._id)).toEqual(['s1', 's2', 's4']);
  });

  it('builds the same read model live, one event per batch, as a rebuild in one batch', async () => {
    const log = savedSearchLog();
    const { store: live } = await freshStore();
    let checkpoint = 0n;
    for (const event of log) {
      const outcome = await live.apply(savedSearchesProjection, [event], checkpoint);
      if (outcome.kind !== 'applied') throw new Error(`expected applied, got ${outcome.kind}`);
      checkpoint = outcome.checkpoint;
    }
    const { store: rebuilt } = await freshStore();
    await rebuilt.apply(savedSearchesProjection, log, 0n);
    expect(await live.dump(savedSearchesProjection)).toEqual(await rebuilt.dump(savedSearchesProjection));
    expect(await live.readCheckpoint('saved-searches')).toBe(log[log.length - 1].position);
  });

  it('changes nothing when a batch is applied again after a crash before its checkpoint', async () => {
    const log = savedSearchLog();
    const { store: uninterrupted } = await freshStore();
    await uninterrupted.apply(savedSearchesProjection, log, 0n);

    const { store } = await freshStore();
    const first = log.slice(0, 2);
    await store.apply(savedSearchesProjection, first, 0n);
    // The crash: every document of the rest written (s1 already renamed twice), the checkpoint not moved.
    await store.applyWithoutCheckpoint(savedSearchesProjection, log.slice(2));
    expect(await store.readCheckpoint('saved-searches')).toBe(first[1].position);
    // Delivered again, in shorter batches; the deleted saved search's stream is gone by then.
    const rest = log.slice(2).filter((event) => event.streamName !== 'savedsearch-s3');
    let checkpoint = first[1].position;
    for (let i = 0; i < rest.length; i += 2) {
      const outcome = await store.apply(savedSearchesProjection, rest.slice(i, i + 2), checkpoint);
      if (outcome.kind !== 'applied') throw new Error(`expected applied, got ${outcome.kind}`);
      checkpoint = outcome.checkpoint;
    }
    expect(await store.dump(savedSearchesProjection)).toEqual(await uninterrupted.dump(savedSearchesProjection));
  });

  it('never writes a saved search created and deleted in the same batch', async () => {
    const { store } = await freshStore();
    const bulkWrite = jest.spyOn(mongoose.mongo.Collection.prototype, 'bulkWrite');
    try {
      await store.applyWithoutCheckpoint(savedSearchesProjection, savedSearchLog());
      const written = JSON.stringify(bulkWrite.mock.calls);
      expect(written).toContain('Bau Berlin');
      expect(written).not.toContain('Geheim');
    } finally {
      bulkWrite.mockRestore();
    }
  });

  it('drops and rebuilds the read model on a replay reset', async () => {
    const log = savedSearchLog();
    const { store, db } = await freshStore();
    await store.apply(savedSearchesProjection, log, 0n);
    const live = await store.dump(savedSearchesProjection);

    expect(await store.prepare(savedSearchesProjection, { reset: true })).toBe(0n);
    expect(await store.dump(savedSearchesProjection)).toEqual([]);
    const indexes = (await db.collection(SAVED_SEARCHES).indexes()).map((index) => index.name);
    expect(indexes).toEqual(expect.arrayContaining(['by_owner', 'alerting']));
    await store.apply(savedSearchesProjection, log, 0n);
    expect(await store.dump(savedSearchesProjection)).toEqual(live);
  });

  it('refuses to answer for a saved search it did not read first', async () => {
    const { db } = await freshStore();
    const writer = savedSearchesMongo.open(db);
    await writer.load(savedSearchLog().slice(0, 1));
    expect(() => writer.write(savedSearchLog()[1])).toThrow('rm_saved_searches: s2 was not loaded');
  });
});
