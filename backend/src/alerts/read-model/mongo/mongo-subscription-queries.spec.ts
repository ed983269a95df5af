import { databaseOf, openMongoConnection } from '../../../platform/read-store/mongo/mongo-connection.js';
import { describeWithMongo, freshDatabaseUrl } from '../../../platform/read-store/mongo/mongo-test-server.test-kit.js';
import { subscriptionQueriesContract } from '../contract/subscription-queries.contract.test-kit.js';
import { MongoSubscriptionQueries } from './mongo-subscription-queries.js';
import { mongoSubscriptionQueriesHarness } from './subscription-queries.mongo-harness.test-kit.js';

describeWithMongo('MongoDB subscription queries', () => {
  const { harness, dropAll } = mongoSubscriptionQueriesHarness();
  afterEach(() => dropAll());

  subscriptionQueriesContract('MongoDB', harness);

  it("answers the lower of the subscriptions' and saved searches' checkpoints, 0 before both exist", async () => {
    const connection = await openMongoConnection(freshDatabaseUrl());
    const db = databaseOf(connection);
    try {
      const queries = new MongoSubscriptionQueries(db);
      expect(await queries.appliedUpTo()).toBe(0n);
      // The projection store's checkpoints (projections/src/store/mongo/mongo-checkpoints.ts).
      const checkpoints = db.collection<{ _id: string; position: string }>('projection_checkpoints');
      const write = (name: string, position: bigint) =>
        checkpoints.updateOne(
          { _id: name },
          { $set: { position: position.toString().padStart(20, '0') } },
          { upsert: true },
        );
      await write('subscriptions', 12n);
      await write('cases', 99n);
      expect(await queries.appliedUpTo()).toBe(0n);
      await write('saved-searches', 2n ** 53n + 1n);
      expect(await queries.appliedUpTo()).toBe(12n);
      await write('subscriptions', 2n ** 53n + 7n);
      expect(await queries.appliedUpTo()).toBe(2n ** 53n + 1n);
    } finally {
      await db.dropDatabase();
      await connection.close();
    }
  });
});
