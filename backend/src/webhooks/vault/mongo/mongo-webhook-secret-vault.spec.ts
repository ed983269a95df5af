import type { Connection } from 'mongoose';
import { databaseOf, openMongoConnection } from '../../../platform/read-store/mongo/mongo-connection.js';
import { describeWithMongo, freshDatabaseUrl } from '../../../platform/read-store/mongo/mongo-test-server.test-kit.js';
import { webhookSecretVaultContract } from '../contract/webhook-secret-vault.contract.test-kit.js';
import { MongoWebhookSecretVault } from './mongo-webhook-secret-vault.js';

describeWithMongo('MongoDB webhook secret vault', () => {
  let connection: Connection | null = null;
  afterEach(async () => {
    await databaseOf(connection!).dropDatabase();
    await connection!.close();
  });
  webhookSecretVaultContract(async (sealer) => {
    connection = await openMongoConnection(freshDatabaseUrl());
    const db = databaseOf(connection);
    const collection = db.collection<{
      _id: string;
      current: string;
      previous: string | null;
      previousValidUntil: Date | null;
    }>('webhook_secrets');
    return {
      vault: new MongoWebhookSecretVault(db, sealer),
      stored: async () => JSON.stringify(await collection.find().toArray()),
      putPlain: async (endpointId, current, previous) => {
        await collection.insertOne({
          _id: endpointId,
          current,
          previous: previous?.secret ?? null,
          previousValidUntil: previous?.validUntil ?? null,
        });
      },
    };
  });
});
