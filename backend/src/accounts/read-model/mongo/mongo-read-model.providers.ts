import type { FactoryProvider } from '@nestjs/common';
import { MONGO_READ_DB, type MongoReadDb } from '../../../platform/read-store/mongo/mongo-read-db.js';
import { ACCOUNT_QUERIES, type AccountQueries } from '../account-queries.port.js';
import { MongoAccountQueries } from './mongo-account-queries.js';

export const mongoAccountQueriesProvider: FactoryProvider<AccountQueries> = {
  provide: ACCOUNT_QUERIES,
  inject: [MONGO_READ_DB],
  useFactory: (db: MongoReadDb) => new MongoAccountQueries(db),
};
