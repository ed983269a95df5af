import type { Connection } from 'mongoose';
import { databaseOf, openMongoConnection } from '../../../read-store/mongo/mongo-connection.js';
import { describeWithMongo, freshDatabaseUrl } from '../../../read-store/mongo/mongo-test-server.test-kit.js';
import { mailDeliveryStoreContract } from '../contract/mail-delivery-store.contract.test-kit.js';
import { MongoMailDeliveryStore } from './mongo-mail-delivery-store.js';

describeWithMongo('MongoDB mail delivery store', () => {
  let connection: Connection | null = null;
  afterEach(async () => {
    await databaseOf(connection!).dropDatabase();
    await connection!.close();
  });
  mailDeliveryStoreContract(async () => {
    connection = await openMongoConnection(freshDatabaseUrl());
    return MongoMailDeliveryStore.open(databaseOf(connection));
  });
});
