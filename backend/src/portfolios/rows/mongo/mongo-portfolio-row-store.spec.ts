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

  it('erases file chunks whose upload record was never written (its insert failed after the chunks)', async () => {
    connection = await openMongoConnection(freshDatabaseUrl());
    const db = databaseOf(connection);
    const store = await MongoPortfolioRowStore.open(db);
    await store.addPortfolio({
      id: 'p1',
      ownerId: 'u1',
      name: 'Kunden',
      mode: 'täglich',
      createdAt: '2026-11-29T10:00:00Z',
    });
    const files = db.collection<{ _id: string; uploadId: string; portfolioId: string; ownerId: string; n: number }>(
      'portfolio_upload_files',
    );
    const chunk = (id: string, portfolioId: string) => ({
      _id: `${id}:0`,
      uploadId: id,
      portfolioId,
      ownerId: 'u1',
      n: 0,
    });
    await files.insertMany([chunk('never-recorded', 'p1'), chunk('of-a-gone-portfolio', 'p-gone')]);
    await store.erasePortfolio('p1');
    expect(await files.countDocuments({ portfolioId: 'p1' })).toBe(0);
    expect(await store.eraseOwner('u1')).toEqual([]);
    expect(await files.countDocuments({})).toBe(0);
  });
});
