import type mongoose from 'mongoose';
import type { Connection } from 'mongoose';
import type { RecordedEvent } from '../../../platform/event-store/event.js';
import { databaseOf, openMongoConnection } from '../../../platform/read-store/mongo/mongo-connection.js';
import { describeWithMongo, freshDatabaseUrl } from '../../../platform/read-store/mongo/mongo-test-server.test-kit.js';
import { DIRECTORY_PROJECTIONS } from '../contract/directory-projections.test-kit.js';
import { webhookDirectoryContract } from '../contract/webhook-directory.contract.test-kit.js';
import { MongoWebhookDirectory } from './mongo-webhook-directory.js';

interface MongoStoreUnderTest {
  prepare(projection: unknown): Promise<bigint>;
  apply(projection: unknown, events: readonly RecordedEvent[], expected: bigint): Promise<{ checkpoint: bigint }>;
}

describeWithMongo('MongoDB webhook directory', () => {
  const connections: Connection[] = [];
  afterEach(async () => {
    for (const connection of connections.splice(0)) {
      await databaseOf(connection).dropDatabase();
      await connection.close();
    }
  });

  webhookDirectoryContract('MongoDB', async (events) => {
    const { MongoProjectionStore } = (await import('@insolvenz/projections/store/mongo/mongo-projection-store.js')) as {
      MongoProjectionStore: new (db: mongoose.mongo.Db) => MongoStoreUnderTest;
    };
    const connection = await openMongoConnection(freshDatabaseUrl());
    connections.push(connection);
    const db = databaseOf(connection);
    const store = new MongoProjectionStore(db);
    for (const [path, exportName] of DIRECTORY_PROJECTIONS) {
      const projection = ((await import(`@insolvenz/projections/read-models/${path}`)) as Record<string, unknown>)[
        exportName
      ] as { handles: ReadonlySet<string> | 'all' };
      let checkpoint = await store.prepare(projection);
      for (const [index, event] of events.entries()) {
        if (projection.handles !== 'all' && !projection.handles.has(event.type)) continue;
        const recorded = {
          ...event,
          streamName: `contract-${index}`,
          revision: 0n,
          position: BigInt(index + 1),
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
        ({ checkpoint } = await store.apply(projection, [recorded], checkpoint));
      }
    }
    return new MongoWebhookDirectory(db);
  });
});
