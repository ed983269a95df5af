import { savedSearchQueriesContract } from '../contract/saved-search-queries.contract.test-kit.js';
import { sqliteSavedSearchQueries } from './saved-search-queries.sqlite-harness.test-kit.js';

savedSearchQueriesContract('SQLite', sqliteSavedSearchQueries);
