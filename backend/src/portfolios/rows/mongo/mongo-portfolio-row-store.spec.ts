import type { Connection } from 'mongoose';
import { databaseOf, openMongoConnection } from '../../../platform/read-store/mongo/mongo-connection.js';
import { describeWithMongo, freshDatabaseUrl } from '../../../platform/read-store/mongo/mongo-test-server.test-kit.js';
import { portfolioRowStoreContract } from '../contract/portfolio-row-store.contract.test-kit.js';
import { MongoPortfolioRowStore } from './mongo-portfolio-row-store.js';

describeWithMongo('MongoDB portfolio row store', () => {
  let connection: Connection | null = null;
  afterEach(async () => {
    await databaseOf(connection!).dropDatabase();
    await connection!.close();
  });
  portfolioRowStoreContract(async () => {
    connection = await openMongoConnection(freshDatabaseUrl());
    return MongoPortfolioRowStore.open(databaseOf(connection));
  });
});
