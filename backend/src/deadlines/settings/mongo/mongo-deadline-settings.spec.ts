import type { Connection } from 'mongoose';
import { databaseOf, openMongoConnection } from '../../../platform/read-store/mongo/mongo-connection.js';
import { describeWithMongo, freshDatabaseUrl } from '../../../platform/read-store/mongo/mongo-test-server.test-kit.js';
import { deadlineSettingsContract } from '../contract/deadline-settings.contract.test-kit.js';
import { MongoDeadlineSettings } from './mongo-deadline-settings.js';

describeWithMongo('MongoDB settings of "Meine Fristen"', () => {
  let connection: Connection | null = null;
  afterEach(async () => {
    await databaseOf(connection!).dropDatabase();
    await connection!.close();
  });
  deadlineSettingsContract(async () => {
    connection = await openMongoConnection(freshDatabaseUrl());
    return MongoDeadlineSettings.open(databaseOf(connection));
  });
});
