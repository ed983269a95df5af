import type { DatabaseSync } from 'node:sqlite';
import { openDatabase } from '../../../platform/sqlite/open-database.js';
import { SqliteAlertMatchStore } from './sqlite-alert-match-store.js';

/**
 * The match store is not a projection: it is filled by the matcher's writes, so the harness only opens a
 * database (in memory, or a file to inspect its bytes) and the adapter sets up its tables.
 */
export function sqliteAlertMatchStore(path = ':memory:'): { db: DatabaseSync; store: SqliteAlertMatchStore } {
  const db = openDatabase(path, { rebuildable: true });
  return { db, store: new SqliteAlertMatchStore(db) };
}
