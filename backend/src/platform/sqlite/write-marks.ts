import type { DatabaseSync } from 'node:sqlite';

const marks = new WeakMap<DatabaseSync, Map<string, number>>();

/**
 * How long a reader may rely on unchanged write marks before it asks the database again: writes of other
 * connections and processes (`npm run replay` beside the running app) raise no mark here.
 */
export const FOREIGN_WRITES_SEEN_WITHIN_MS = 1_000;

/**
 * Raised each time the read model `name` (a projection's name) is written on `db` in this process, by the SQLite
 * projection store. node:sqlite runs every statement synchronously, so a reader on the same connection that
 * compares `writeMark` before using what it remembered can never miss a write it has not seen yet: no request
 * runs while a batch is open (issue #33: a read transaction costs two `fcntl` calls for SQLite's WAL read lock,
 * about 20–30 µs of CPU per request under load, more than the look-ups it guarded).
 */
export function markWritten(db: DatabaseSync, name: string): void {
  let ofDb = marks.get(db);
  if (!ofDb) marks.set(db, (ofDb = new Map()));
  ofDb.set(name, (ofDb.get(name) ?? 0) + 1);
}

/** How often the read model `name` was written on `db` by this process (0 before the first write). */
export function writeMark(db: DatabaseSync, name: string): number {
  return marks.get(db)?.get(name) ?? 0;
}
