import type { DatabaseSync } from 'node:sqlite';

const marks = new WeakMap<DatabaseSync, Map<string, number>>();

/**
 * Raised by a read model's writer each time it changes `tables` on `db`. node:sqlite runs every statement
 * synchronously, so a reader on the same connection that compares `writeMark` before using what it cached
 * can never see a mark raised for a write it has not seen yet (no request runs while a batch is open).
 * Writes from other connections or processes raise nothing here: a cache built on this needs its own bound
 * for them (see `OpenSessionCache`).
 */
export function markWritten(db: DatabaseSync, tables: string): void {
  let ofDb = marks.get(db);
  if (!ofDb) marks.set(db, (ofDb = new Map()));
  ofDb.set(tables, (ofDb.get(tables) ?? 0) + 1);
}

/** How often `tables` on `db` were written by this process (0 before the first write). */
export function writeMark(db: DatabaseSync, tables: string): number {
  return marks.get(db)?.get(tables) ?? 0;
}
