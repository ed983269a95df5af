import { openDatabase } from '@insolvenz/backend/platform/sqlite/open-database.js';
import { projectionStoreContract } from '../contract/projection-store.contract.test-kit.js';
import { SqliteProjectionStore } from './sqlite-projection-store.js';

projectionStoreContract('SQLite', async () => {
  const db = openDatabase(':memory:');
  return { store: new SqliteProjectionStore(db), close: async () => db.close() };
});
