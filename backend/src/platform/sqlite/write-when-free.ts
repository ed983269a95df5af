import type { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { inTransaction } from './open-database.js';

/** SQLite's SQLITE_BUSY ("database is locked"): another connection holds the write lock beyond the busy timeout. */
export function isBusy(error: unknown): boolean {
  const code = (error as { errcode?: unknown }).errcode;
  return (typeof code === 'number' && (code & 0xff) === 5) || /database is locked/.test(String(error));
}

/** How long a writer on a shared file waits synchronously (the event loop stands still meanwhile). */
export const SHORT_BUSY_TIMEOUT_MS = 50;

/**
 * `inTransaction` for a file that other threads or processes write too (the event store: the eraser and import
 * threads, a CLI command): the connection's busy timeout keeps each synchronous wait short, and while the
 * write lock stays taken (a batch of 1,000 erasures, a WAL truncation waiting for readers) this waits
 * asynchronously, with backoff, so requests go on meanwhile; only after `maxWaitMs` the busy error goes to
 * the caller. `work` runs again from the start on each attempt (the failed one was rolled back).
 */
export async function writeWhenFree<T>(db: DatabaseSync, work: () => T, maxWaitMs = 60_000): Promise<T> {
  const deadline = performance.now() + maxWaitMs;
  for (let delay = 5; ; delay = Math.min(delay * 2, 250)) {
    try {
      return inTransaction(db, work);
    } catch (error) {
      if (!isBusy(error) || db.isTransaction || performance.now() + delay > deadline) throw error;
    }
    await sleep(delay);
  }
}
