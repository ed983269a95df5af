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
  webhookSecretVaultContract(async () => {
    connection = await openMongoConnection(freshDatabaseUrl());
    return new MongoWebhookSecretVault(databaseOf(connection));
  });
});
