import type mongoose from 'mongoose';
import type { Connection } from 'mongoose';
import type { RecordedEvent } from '../../../platform/event-store/event.js';
import { databaseOf, openMongoConnection } from '../../../platform/read-store/mongo/mongo-connection.js';
import { freshDatabaseUrl } from '../../../platform/read-store/mongo/mongo-test-server.test-kit.js';
import type { AlertReadEvent } from '../../test/alert-events.js';
import type { SubscriptionQueriesHarness } from '../contract/subscription-queries.contract.test-kit.js';
import { MongoSubscriptionQueries } from './mongo-subscription-queries.js';

// Loaded at run time like the projections host does (the backend does not depend on the projections package).
const PROJECTIONS = '@insolvenz/projections';

interface MongoStoreUnderTest {
  prepare(projection: unknown): Promise<bigint>;
  apply(
    projection: unknown,
    events: readonly RecordedEvent[],
    expected: bigint,
  ): Promise<{ kind: 'applied' | 'moved'; checkpoint: bigint }>;
}

type MongoStoreClass = new (
  db: mongoose.mongo.Db,
  indexes?: object,
  tables?: readonly unknown[],
) => MongoStoreUnderTest;

async function load<T>(module: string, name: string): Promise<T> {
  const loaded = ((await import(`${PROJECTIONS}/${module}`)) as Record<string, unknown>)[name];
  if (!loaded) throw new Error(`${PROJECTIONS}/${module} exports no ${name}`);
  return loaded as T;
}

/**
 * The subscriptions and saved-searches read models built by the real projections through the real MongoDB
 * projection store, one event per batch as a live runner applies them, in a fresh database per call;
 * `dropAll` removes them. Events are recorded at global positions 1, 2, 3, … in the order given.
 */
export function mongoSubscriptionQueriesHarness(): { harness: SubscriptionQueriesHarness; dropAll(): Promise<void> } {
  const connections: Connection[] = [];
  const harness = async (events: readonly AlertReadEvent[]) => {
    const subscriptions = await load(
      'read-models/subscriptions/subscriptions.projection.js',
      'subscriptionsProjection',
    );
    const savedSearches = await load<{ name: string }>(
      'read-models/saved-searches/saved-searches.projection.js',
      'savedSearchesProjection',
    );
    const MongoProjectionStore = await load<MongoStoreClass>(
      'store/mongo/mongo-projection-store.js',
      'MongoProjectionStore',
    );
    const models = await load<() => ReadonlyMap<string, unknown>>(
      'store/mongo/mongo-table-models.js',
      'mongoTableModels',
    );
    const connection = await openMongoConnection(freshDatabaseUrl());
    connections.push(connection);
    const db = databaseOf(connection);
    const tables = models().has(savedSearches.name) ? [] : [await savedSearchesUntilTheirAdapter()];
    const store = new MongoProjectionStore(db, {}, tables);
    const projections = [subscriptions, savedSearches];
    const checkpoints = await Promise.all(projections.map((projection) => store.prepare(projection)));
    for (const [index, event] of events.entries()) {
      for (const [i, projection] of projections.entries()) {
        const outcome = await store.apply(projection, [recorded(event, index)], checkpoints[i]!);
        if (outcome.kind !== 'applied') throw new Error(`a projection did not apply event ${index}`);
        checkpoints[i] = outcome.checkpoint;
      }
    }
    return new MongoSubscriptionQueries(db);
  };
  const dropAll = async () => {
    for (const connection of connections.splice(0)) {
      await databaseOf(connection).dropDatabase();
      await connection.close();
    }
  };
  return { harness, dropAll };
}

/**
 * The saved searches' documents as their MongoDB adapter (a parallel piece of work, issue #17) writes them
 * (`rm_saved_searches`: `_id`, `ownerId`, `name`, `criteria` as JSON, `alert`, `createdPosition`), for as long as
 * that adapter is not registered in `mongoTableModels()`: test data only, without its crash guarantees. Once
 * it is registered the harness uses it instead.
 */
async function savedSearchesUntilTheirAdapter(): Promise<unknown> {
  const projection = await load('read-models/saved-searches/saved-searches.projection.js', 'savedSearchesProjection');
  const mongoTables = await load<(projection: unknown, tables: unknown) => unknown>(
    'store/mongo/mongo-tables.js',
    'mongoTables',
  );
  type Change = { kind: 'add' | 'update' | 'delete'; id: string } & Record<string, unknown>;
  return mongoTables(projection, {
    collections: { rm_saved_searches: [{ key: { alert: 1, createdPosition: 1 }, name: 'alerting' }] },
    dump: async () => [],
    open: (db: mongoose.mongo.Db) => {
      const collection = db.collection<{ _id: string } & Record<string, unknown>>('rm_saved_searches');
      const held: Change[] = [];
      return {
        load: async () => undefined,
        // Every saved search of the contract's events is new.
        view: { position: () => undefined },
        apply: (change: Change) => held.push(change),
        flush: async () => {
          for (const change of held.splice(0)) {
            if (change.kind === 'delete') await collection.deleteOne({ _id: change.id });
            if (change.kind !== 'add') continue;
            const position = String(change.position).padStart(20, '0');
            await collection.insertOne({
              _id: change.id,
              ownerId: change.ownerId,
              name: change.name,
              criteria: change.criteria,
              alert: change.alert,
              createdPosition: position,
              position,
            });
          }
        },
      };
    },
  });
}

function recorded(event: AlertReadEvent, index: number): RecordedEvent {
  const position = BigInt(index + 1);
  return {
    ...event,
    streamName: `test-${index + 1}`,
    revision: 0n,
    position,
    recordedAt: new Date('2026-11-21T09:00:00.000Z'),
    metadata: {
      eventId: `e${index + 1}`,
      correlationId: 'test',
      causationId: null,
      actorId: 'system:test',
      occurredAt: '2026-11-21T09:00:00.000Z',
      schemaVersion: 1,
    },
  } as RecordedEvent;
}
