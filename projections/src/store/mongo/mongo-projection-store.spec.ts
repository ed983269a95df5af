import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { databaseOf, openMongoConnection } from '@insolvenz/backend/platform/read-store/mongo/mongo-connection.js';
import type { Connection } from 'mongoose';
import { accountsProjection } from '../../read-models/accounts/accounts.projection.js';
import { importRunsProjection } from '../../read-models/import-runs/import-runs.projection.js';
import { retentionRunsProjection } from '../../read-models/retention-runs/retention-runs.projection.js';
import { streamActivityProjection } from '../../read-models/stream-activity/stream-activity.projection.js';
import { projectionStoreContract } from '../contract/projection-store.contract.test-kit.js';
import { documentProjection, tableProjection } from '../projection.js';
import { MongoCheckpoints } from './mongo-checkpoints.js';
import { MongoProjectionStore } from './mongo-projection-store.js';
import { describeWithMongo, freshDatabaseUrl } from './mongo-test-database.test-kit.js';

async function freshStore(indexes = {}): Promise<{ store: MongoProjectionStore; connection: Connection }> {
  const connection = await openMongoConnection(freshDatabaseUrl());
  return { store: new MongoProjectionStore(databaseOf(connection), indexes), connection };
}

async function dropAndClose(connection: Connection): Promise<void> {
  await databaseOf(connection).dropDatabase();
  await connection.close();
}

describeWithMongo('MongoDB projection store', () => {
  // Table projections need a MongoDB adapter per read model (issue #17): accounts so far, cases etc. later.
  projectionStoreContract(
    'MongoDB (document projections and accounts)',
    async () => {
      const { store, connection } = await freshStore();
      return { store, close: () => dropAndClose(connection) };
    },
    { application: [streamActivityProjection, importRunsProjection, retentionRunsProjection, accountsProjection] },
  );

  describe('without transactions', () => {
    interface Tally {
      readonly count: number;
    }
    // Counts events per stream; a 'Reset' event deletes the document, an event of 'other' is not this model's.
    const tallies = documentProjection<Tally>({
      name: 'tallies',
      version: 1,
      collection: 'tallies',
      handles: new Set(['Counted', 'Reset']),
      documentId: (event) => (event.streamName === 'other' ? null : event.streamName),
      evolve: (doc, event) => (event.type === 'Reset' ? null : { count: (doc?.count ?? 0) + 1 }),
    });
    let position = 0n;
    const event = (streamName: string, type = 'Counted') =>
      ({ type, data: {}, streamName, position: ++position }) as unknown as RecordedEvent;

    let store: MongoProjectionStore;
    let connection: Connection;
    beforeEach(async () => {
      position = 0n;
      ({ store, connection } = await freshStore({ tallies: [{ key: { 'doc.count': 1 }, name: 'by_count' }] }));
    });
    afterEach(() => dropAndClose(connection));

    it('re-applies a batch after a crash between the documents and the checkpoint to the uninterrupted result', async () => {
      const first = [event('a'), event('b'), event('a')];
      const second = [event('a'), event('b', 'Reset'), event('c'), event('other'), event('a'), event('c')];
      const { connection: otherConnection, store: uninterrupted } = await freshStore();
      try {
        for (const target of [store, uninterrupted]) {
          await target.prepare(tallies);
          await target.apply(tallies, first, 0n);
        }
        await uninterrupted.apply(tallies, second, first[2].position);

        // The crash: every document of the second batch written, its checkpoint not.
        await store.applyWithoutCheckpoint(tallies, second);
        expect(await store.readCheckpoint('tallies')).toBe(first[2].position);
        // Delivered again, whole or in shorter batches: nothing is applied twice.
        await store.apply(tallies, second.slice(0, 2), first[2].position);
        await store.apply(tallies, second.slice(2), second[1].position);

        expect(await store.dump(tallies)).toEqual(await uninterrupted.dump(tallies));
        expect(await store.dump(tallies)).toEqual([
          { id: 'a', doc: { count: 4 }, position: second[4].position },
          { id: 'c', doc: { count: 2 }, position: second[5].position },
        ]);
        expect(await store.readCheckpoint('tallies')).toBe(second[5].position);
      } finally {
        await dropAndClose(otherConnection);
      }
    });

    it('writes no document older than the one stored (a second runner applying the same events)', async () => {
      await store.prepare(tallies);
      const events = [event('a'), event('a'), event('a')];
      await store.applyWithoutCheckpoint(tallies, events);
      // A slower runner that read the document before the first two events arrives with a stale result.
      await store.applyWithoutCheckpoint(tallies, events.slice(0, 1));
      expect(await store.dump(tallies)).toEqual([{ id: 'a', doc: { count: 3 }, position: events[2].position }]);
    });

    it('does not advance a checkpoint that a replay reset meanwhile, even when it caught up to the same position', async () => {
      await store.prepare(tallies);
      const events = [event('a'), event('b')];
      await store.apply(tallies, events, 0n);
      const checkpoints = new MongoCheckpoints(databaseOf(connection));
      const readByLiveRunner = (await checkpoints.read('tallies'))!;
      // A replay resets the read model and catches up to the position the live runner read.
      await store.prepare(tallies, { reset: true });
      await store.apply(tallies, events, 0n);
      expect(await checkpoints.advance('tallies', readByLiveRunner, events[1].position + 5n)).toBe(false);
      expect(await store.readCheckpoint('tallies')).toBe(events[1].position);
    });

    it('creates the collection and the indexes its query adapters declare when it prepares the read model', async () => {
      await store.prepare(tallies);
      const db = databaseOf(connection);
      const names = (await db.listCollections().toArray()).map((collection) => collection.name);
      expect(names).toEqual(expect.arrayContaining(['rm_tallies', 'projection_checkpoints']));
      const indexes = await db.collection('rm_tallies').indexes();
      expect(indexes.map((index) => index.name)).toEqual(expect.arrayContaining(['_id_', 'by_count']));
    });

    it('refuses table projections without a MongoDB adapter, with an error naming the projection', async () => {
      // A table projection of its own: the application's projections get their adapters one by one.
      const unadapted = tableProjection({ name: 'unadapted', version: 1, handles: 'all', evolve: () => [] });
      await expect(store.prepare(unadapted)).rejects.toThrow(
        'no MongoDB adapter for the read model of table projection unadapted',
      );
      await expect(store.apply(unadapted, [], 0n)).rejects.toThrow('table projection unadapted');
    });
  });
});
