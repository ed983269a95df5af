import type { Connection } from 'mongoose';
import { databaseOf, openMongoConnection } from '../../../platform/read-store/mongo/mongo-connection.js';
import { describeWithMongo, freshDatabaseUrl } from '../../../platform/read-store/mongo/mongo-test-server.test-kit.js';
import { webhookDeliveryStoreContract } from '../contract/webhook-delivery-store.contract.test-kit.js';
import { MongoWebhookDeliveryStore } from './mongo-webhook-delivery-store.js';

describeWithMongo('MongoDB webhook delivery store', () => {
  let connection: Connection | null = null;
  afterEach(async () => {
    await databaseOf(connection!).dropDatabase();
    await connection!.close();
  });
  webhookDeliveryStoreContract(async () => {
    connection = await openMongoConnection(freshDatabaseUrl());
    return MongoWebhookDeliveryStore.open(databaseOf(connection));
  });
});
