import type { Connection } from 'mongoose';
import { databaseOf, openMongoConnection } from '../../../../platform/read-store/mongo/mongo-connection.js';
import {
  describeWithMongo,
  freshDatabaseUrl,
} from '../../../../platform/read-store/mongo/mongo-test-server.test-kit.js';
import { claimLetterDraftsContract } from '../contract/claim-letter-drafts.contract.test-kit.js';
import { MongoClaimLetterDrafts } from './mongo-claim-letter-drafts.js';

describeWithMongo('MongoDB claim-letter drafts', () => {
  let connection: Connection | null = null;
  afterEach(async () => {
    await databaseOf(connection!).dropDatabase();
    await connection!.close();
  });
  claimLetterDraftsContract(async () => {
    connection = await openMongoConnection(freshDatabaseUrl());
    return new MongoClaimLetterDrafts(databaseOf(connection));
  });
});
