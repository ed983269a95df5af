import type { FactoryProvider } from '@nestjs/common';
import { MONGO_READ_DB, type MongoReadDb } from '../../../platform/read-store/mongo/mongo-read-db.js';
import { SAVED_SEARCH_QUERIES, type SavedSearchQueries } from '../saved-search-queries.port.js';
import { MongoSavedSearchQueries } from './mongo-saved-search-queries.js';

export const mongoSavedSearchQueriesProvider: FactoryProvider<SavedSearchQueries> = {
  provide: SAVED_SEARCH_QUERIES,
  inject: [MONGO_READ_DB],
  useFactory: (db: MongoReadDb) => new MongoSavedSearchQueries(db),
};
