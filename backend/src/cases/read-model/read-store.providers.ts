import type { Provider } from '@nestjs/common';
import { readStoreProvider } from '../../platform/read-store/read-store-switch.js';
import { CASE_QUERIES } from './case-queries.port.js';
import { IMPORT_RUN_QUERIES } from './import-run-queries.port.js';
import {
  mongoCaseQueriesProvider,
  mongoImportRunQueriesProvider,
  mongoRetentionQueriesProvider,
} from './mongo/mongo-read-model.providers.js';
import { RETENTION_QUERIES } from './retention-queries.port.js';
import { sqliteCaseQueriesProvider, sqliteCaseSearchIndexProvider } from './sqlite/sqlite-case-queries.js';
import { sqliteImportRunQueriesProvider } from './sqlite/sqlite-import-run-queries.js';
import { sqliteRetentionQueriesProvider } from './sqlite/sqlite-retention-queries.js';
import { CaseSearchIndex } from './sqlite/search/search-index/case-search-index.js';

/** The cases read side on the configured read store (READ_STORE). */
export const casesReadStoreProviders: Provider[] = [
  // SQLite's snapshot search index; MongoDB searches its indexed terms instead (none to build or report).
  readStoreProvider(CaseSearchIndex, {
    sqlite: sqliteCaseSearchIndexProvider,
    mongo: { useFactory: () => null },
  }),
  readStoreProvider(CASE_QUERIES, { sqlite: sqliteCaseQueriesProvider, mongo: mongoCaseQueriesProvider }),
  readStoreProvider(IMPORT_RUN_QUERIES, {
    sqlite: sqliteImportRunQueriesProvider,
    mongo: mongoImportRunQueriesProvider,
  }),
  readStoreProvider(RETENTION_QUERIES, {
    sqlite: sqliteRetentionQueriesProvider,
    mongo: mongoRetentionQueriesProvider,
  }),
];
