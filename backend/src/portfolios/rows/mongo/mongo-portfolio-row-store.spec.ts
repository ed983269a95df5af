import type { Connection } from 'mongoose';
import { databaseOf, openMongoConnection } from '../../../platform/read-store/mongo/mongo-connection.js';
import { describeWithMongo, freshDatabaseUrl } from '../../../platform/read-store/mongo/mongo-test-server.test-kit.js';
import { portfolioRowStoreContract } from '../contract/portfolio-row-store.contract.test-kit.js';
import { MongoPortfolioRowStore } from './mongo-portfolio-row-store.js';

describeWithMongo('MongoDB portfolio row store', () => {
  // Every connection a test opened: the contract's beforeEach opens one for this file's own tests too, which then
  // open their own (one left open kept a Jest worker from exiting).
  const opened: Connection[] = [];
  const connect = async () => {
    const connection = await openMongoConnection(freshDatabaseUrl());
    opened.push(connection);
    return connection;
  };
  afterEach(async () => {
    for (const connection of opened.splice(0)) {
      await databaseOf(connection).dropDatabase();
      await connection.close();
    }
  });
  portfolioRowStoreContract(async () => MongoPortfolioRowStore.open(databaseOf(await connect())));

  it('erases file chunks whose upload record was never written (its insert failed after the chunks)', async () => {
    const db = databaseOf(await connect());
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

  it('drops the files a crash left between two writes: of an ended upload, and of one whose record went', async () => {
    const db = databaseOf(await connect());
    const store = await MongoPortfolioRowStore.open(db);
    const at = '2026-11-29T10:00:00.000Z';
    const list = Buffer.from('Kundennummer;Name\r\n1001;Müller Bau GmbH');
    for (const id of ['live', 'ended', 'discarded']) {
      await store.addUpload({ id, portfolioId: 'p1', ownerId: 'u1', fileName: `${id}.csv`, createdAt: at }, list);
    }
    // As the writes stand when the process dies between them: the state (or the record's deletion) written,
    // the file's chunks and claims not yet deleted.
    const files = db.collection<{ uploadId: string }>('portfolio_upload_files');
    const claims = db.collection<{ _id: string; uploadId: string }>('portfolio_upload_claims');
    const saved = await files.find({ uploadId: { $in: ['ended', 'discarded'] } }).toArray();
    await store.updateUpload('ended', { state: 'übernommen' }, at);
    await store.discardUpload('discarded');
    await files.insertMany(saved);
    await claims.insertMany(['live', 'ended', 'discarded'].map((id) => ({ _id: `${id}@test`, uploadId: id })));

    expect(await store.dropLeftoverFiles()).toBe(2);
    expect((await files.distinct('uploadId')).sort()).toEqual(['live']);
    expect(await claims.distinct('uploadId')).toEqual(['live']);
    expect(await store.fileOf('live')).toEqual(list);
    expect(await store.dropLeftoverFiles()).toBe(0);
  });
});
