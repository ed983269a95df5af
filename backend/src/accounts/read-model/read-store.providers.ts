import { readStoreProvider } from '../../platform/read-store/read-store-switch.js';
import { ACCOUNT_QUERIES } from './account-queries.port.js';
import { mongoAccountQueriesProvider } from './mongo/mongo-read-model.providers.js';
import { sqliteAccountQueriesProvider } from './sqlite/sqlite-account-queries.js';

/** The accounts read side on the configured read store (READ_STORE). */
export const accountQueriesProvider = readStoreProvider(ACCOUNT_QUERIES, {
  sqlite: sqliteAccountQueriesProvider,
  mongo: mongoAccountQueriesProvider,
});
