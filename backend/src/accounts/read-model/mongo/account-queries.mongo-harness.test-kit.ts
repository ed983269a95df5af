import type { Connection } from 'mongoose';
import type { RecordedEvent } from '../../../platform/event-store/event.js';
import { databaseOf, openMongoConnection } from '../../../platform/read-store/mongo/mongo-connection.js';
import { freshDatabaseUrl } from '../../../platform/read-store/mongo/mongo-test-server.test-kit.js';
import type { UserEvent } from '../../domain/events.js';
import type { AccountQueriesHarness } from '../contract/account-queries.contract.test-kit.js';
import { MongoAccountQueries } from './mongo-account-queries.js';

// Loaded at run time like the projections host does (the backend does not depend on the projections package).
const ACCOUNTS_PROJECTION = '@insolvenz/projections/read-models/accounts/accounts.projection.js';
const MONGO_STORE = '@insolvenz/projections/store/mongo/mongo-projection-store.js';

interface MongoStoreUnderTest {
  prepare(projection: unknown): Promise<bigint>;
  apply(
    projection: unknown,
    events: readonly RecordedEvent[],
    expected: bigint,
  ): Promise<{ kind: 'applied' | 'moved'; checkpoint: bigint }>;
}

/**
 * The accounts read model built by the real projection through the real MongoDB projection store, one event
 * per batch as a live runner may apply them, in a fresh database per call; `dropAll` removes them.
 */
export function mongoAccountQueriesHarness(): { harness: AccountQueriesHarness; dropAll(): Promise<void> } {
  const connections: Connection[] = [];
  const harness = async (events: UserEvent[]) => {
    const { accountsProjection } = (await import(ACCOUNTS_PROJECTION)) as { accountsProjection: unknown };
    const { MongoProjectionStore } = (await import(MONGO_STORE)) as {
      MongoProjectionStore: new (db: unknown) => MongoStoreUnderTest;
    };
    const connection = await openMongoConnection(freshDatabaseUrl());
    connections.push(connection);
    const store = new MongoProjectionStore(databaseOf(connection));
    let checkpoint = await store.prepare(accountsProjection);
    for (const [index, event] of events.entries()) {
      const outcome = await store.apply(accountsProjection, [recorded(event, index)], checkpoint);
      if (outcome.kind !== 'applied') throw new Error(`the accounts projection did not apply event ${index}`);
      checkpoint = outcome.checkpoint;
    }
    return new MongoAccountQueries(databaseOf(connection));
  };
  const dropAll = async () => {
    for (const connection of connections.splice(0)) {
      await databaseOf(connection).dropDatabase();
      await connection.close();
    }
  };
  return { harness, dropAll };
}

function recorded(event: UserEvent, index: number): RecordedEvent {
  const position = BigInt(index + 1);
  return {
    ...event,
    streamName: `user-${event.data.userId}`,
    revision: position,
    position,
    recordedAt: new Date('2026-11-20T08:00:00.000Z'),
    metadata: {
      eventId: `event-${index}`,
      correlationId: 'contract',
      causationId: null,
      actorId: 'system:test',
      occurredAt: '2026-11-20T08:00:00.000Z',
      schemaVersion: 1,
    },
  } as RecordedEvent;
}
