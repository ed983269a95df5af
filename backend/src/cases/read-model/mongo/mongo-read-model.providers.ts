import type { FactoryProvider } from '@nestjs/common';
import {
  MONGO_DOCUMENT_INDEXES,
  MONGO_READ_DB,
  type MongoDocumentIndexes,
  type MongoReadDb,
} from '../../../platform/read-store/mongo/mongo-read-db.js';
import { CASE_QUERIES, type CaseQueries } from '../case-queries.port.js';
import { IMPORT_RUN_QUERIES, type ImportRunQueries } from '../import-run-queries.port.js';
import { RETENTION_QUERIES, type RetentionQueries } from '../retention-queries.port.js';
import { MongoCaseQueries } from './mongo-case-queries.js';
import { IMPORT_RUNS_INDEXES, MongoImportRunQueries } from './mongo-import-run-queries.js';
import { MongoRetentionQueries } from './mongo-retention-queries.js';

/**
 * Case search on MongoDB needs no snapshot index of its own: the cases read model keeps each case's search terms
 * in an indexed array (cases.mongo.ts), so every search is exact and served by the server's indexes.
 */
export const mongoCaseQueriesProvider: FactoryProvider<CaseQueries> = {
  provide: CASE_QUERIES,
  inject: [MONGO_READ_DB],
  useFactory: (db: MongoReadDb) => new MongoCaseQueries(db),
};

/** The import runs are a document read model: its query indexes go to the projection store. */
export const mongoImportRunQueriesProvider: FactoryProvider<ImportRunQueries> = {
  provide: IMPORT_RUN_QUERIES,
  inject: [MONGO_READ_DB, MONGO_DOCUMENT_INDEXES],
  useFactory: (db: MongoReadDb, indexes: MongoDocumentIndexes) => {
    indexes.import_runs = IMPORT_RUNS_INDEXES;
    return new MongoImportRunQueries(db);
  },
};

export const mongoRetentionQueriesProvider: FactoryProvider<RetentionQueries> = {
  provide: RETENTION_QUERIES,
  inject: [MONGO_READ_DB],
  useFactory: (db: MongoReadDb) => new MongoRetentionQueries(db),
};
