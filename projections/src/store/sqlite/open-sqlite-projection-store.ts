import { openDatabase } from '@insolvenz/backend/platform/sqlite/open-database.js';
import { SqliteProjectionStore } from './sqlite-projection-store.js';

/** The read-model database at `location` as a projection store (replay CLI, projections worker). */
export function openSqliteProjectionStore(location: string): { store: SqliteProjectionStore; close: () => void } {
  const db = openDatabase(location, { rebuildable: true });
  return { store: new SqliteProjectionStore(db), close: () => db.close() };
}
