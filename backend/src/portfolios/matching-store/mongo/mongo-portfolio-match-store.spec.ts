import type { Connection } from 'mongoose';
import { databaseOf, openMongoConnection } from '../../../platform/read-store/mongo/mongo-connection.js';
import { describeWithMongo, freshDatabaseUrl } from '../../../platform/read-store/mongo/mongo-test-server.test-kit.js';
import { portfolioMatchStoreContract } from '../contract/portfolio-match-store.contract.test-kit.js';
import { MongoPortfolioMatchStore } from './mongo-portfolio-match-store.js';

describeWithMongo('MongoDB portfolio match store', () => {
  let connection: Connection | null = null;
  afterEach(async () => {
    await databaseOf(connection!).dropDatabase();
    await connection!.close();
  });
  portfolioMatchStoreContract(async () => {
    connection = await openMongoConnection(freshDatabaseUrl());
    return MongoPortfolioMatchStore.open(databaseOf(connection));
  });
});
