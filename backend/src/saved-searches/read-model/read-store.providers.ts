import { readStoreProvider } from '../../platform/read-store/read-store-switch.js';
import { mongoSavedSearchQueriesProvider } from './mongo/mongo-read-model.providers.js';
import { SAVED_SEARCH_QUERIES } from './saved-search-queries.port.js';
import { sqliteSavedSearchQueriesProvider } from './sqlite/sqlite-saved-search-queries.js';

/** The saved searches' read side on the configured read store (READ_STORE). */
export const savedSearchQueriesProvider = readStoreProvider(SAVED_SEARCH_QUERIES, {
  sqlite: sqliteSavedSearchQueriesProvider,
  mongo: mongoSavedSearchQueriesProvider,
});
