import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { openDatabase } from './open-database.js';

/**
 * A read-model file in a temporary directory with two connections: `db` for the store under test (busy timeout
 * 0, so a write that would wait for a lock fails at once instead of after seconds) and `other`, which can hold
 * the write lock as the WAL checkpoint thread does while it truncates or merges. For the tests that a poll which
 * finds nothing takes no write lock on the event loop (issue #33 item 4).
 */
export function twoConnections(): {
  db: DatabaseSync;
  /** Runs `work` while the other connection holds the write lock (BEGIN IMMEDIATE … ROLLBACK). */
  whileLocked<T>(work: () => Promise<T>): Promise<T>;
  close(): void;
} {
  const dir = mkdtempSync(join(tmpdir(), 'write-lock-held-'));
  const file = join(dir, 'read-models.db');
  const db = openDatabase(file, { rebuildable: true });
  db.exec('PRAGMA busy_timeout = 0');
  const other = openDatabase(file, { rebuildable: true });
  return {
    db,
    async whileLocked(work) {
      other.exec('BEGIN IMMEDIATE');
      try {
        return await work();
      } finally {
        other.exec('ROLLBACK');
      }
    },
    close() {
      db.close();
      other.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
