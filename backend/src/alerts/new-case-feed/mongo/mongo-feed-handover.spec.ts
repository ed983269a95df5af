import type { Connection } from 'mongoose';
import { databaseOf, openMongoConnection } from '../../../platform/read-store/mongo/mongo-connection.js';
import { describeWithMongo, freshDatabaseUrl } from '../../../platform/read-store/mongo/mongo-test-server.test-kit.js';
import { MongoAlertMatchStore } from '../../read-model/mongo/mongo-alert-match-store.js';
import { MongoFeedHandover } from './mongo-feed-handover.js';

describeWithMongo('MongoFeedHandover', () => {
  let connection: Connection;
  beforeEach(async () => {
    connection = await openMongoConnection(freshDatabaseUrl());
  });
  afterEach(async () => {
    await databaseOf(connection).dropDatabase();
    await connection.close();
  });

  it('has no former checkpoint on a fresh read store, so the feed starts where its reactor checkpoint says', async () => {
    const handover = await MongoFeedHandover.open(databaseOf(connection));
    expect(await handover.previousCheckpoint()).toBeUndefined();
  });

  it('records the last published position for the matcher progress, never moving it back', async () => {
    const db = databaseOf(connection);
    const handover = await MongoFeedHandover.open(db);
    const matches = await MongoAlertMatchStore.open(db);
    expect((await matches.progress()).feedPosition).toBe(0n);

    await handover.recordPublished(12n);
    await handover.recordPublished(7n);
    expect((await matches.progress()).feedPosition).toBe(12n);
    await handover.recordPublished(1_000_000_000_000n);
    expect(await matches.progress()).toEqual({ matcherPosition: 0n, feedPosition: 1_000_000_000_000n });
  });
});
