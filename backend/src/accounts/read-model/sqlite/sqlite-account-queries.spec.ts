import { accountQueriesContract } from '../contract/account-queries.contract.test-kit.js';
import { sqliteAccountQueries } from './account-queries.sqlite-harness.test-kit.js';

accountQueriesContract('SQLite', sqliteAccountQueries);
