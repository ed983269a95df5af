import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * Opens a SQLite file with the durability and privacy settings of docs/DESIGN.md §3:
 * WAL for concurrent readers, `synchronous=FULL` so an acknowledged write survives power loss, and
 * `secure_delete=ON` so erased rows are overwritten with zeros instead of lingering in free pages.
 *
 * `rebuildable`: the file only holds what can be rebuilt from the event store (read models, each stored with
 * its checkpoint in the same transaction). It runs with `synchronous=NORMAL`: a commit does not wait for an
 * fsync (that wait blocked the API's event loop for every projection batch); a power loss can only lose the
 * last transactions as a whole, read model and checkpoint together, and the projections apply them again.
 */
export function openDatabase(
  location: string,
  options: { readHeavy?: boolean; rebuildable?: boolean; exclusive?: boolean } = {},
): DatabaseSync {
  if (location !== ':memory:') mkdirSync(dirname(location), { recursive: true });
  const db = new DatabaseSync(location);
  // `exclusive`: once this connection has taken the write lock it keeps it until closed, so no other process
  // can read or write the file meanwhile (the event-log migration); set before the first access of the file.
  try {
    if (options.exclusive) db.exec('PRAGMA locking_mode = EXCLUSIVE');
    db.exec(`
      PRAGMA journal_mode = WAL;
      PRAGMA synchronous = ${options.rebuildable ? 'NORMAL' : 'FULL'};
      PRAGMA secure_delete = ON;
      PRAGMA foreign_keys = ON;
      PRAGMA busy_timeout = 5000;
      PRAGMA temp_store = MEMORY;
    `);
  } catch (error) {
    db.close(); // a file locked by another process: do not leave this connection's lock behind
    throw error;
  }
  // Read models serve searches: a page cache of 16 MiB (SQLite's default is 2 MiB). Not more: the file's pages
  // stay in the operating system's cache anyway, outside the process, and a read from there costs a system
  // call; 64 MiB put the API's RSS at 403 MB under search load at 1,000,000 cases (budget 400 MB), 16 MiB at
  // 348 MB with the same searches per second. No memory-mapped reads either: every mapped page of the file
  // counts in the process's resident set (1 GiB mapped put the API at 1.2 GB RSS with 1,000,000 cases).
  if (options.readHeavy) db.exec('PRAGMA cache_size = -16384; PRAGMA mmap_size = 0;');
  return db;
}

/**
 * Moves every WAL frame into the main file and truncates the WAL to zero bytes, so that deleted content
 * does not survive in old WAL frames. Retries while readers hold snapshots; returns false if it never could.
 */
export function checkpointAndTruncateWal(db: DatabaseSync, attempts = 50): boolean {
  for (let i = 0; i < attempts; i++) {
    const row = db.prepare('PRAGMA wal_checkpoint(TRUNCATE)').get() as { busy: number } | undefined;
    if (!row || row.busy === 0) return true;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  }
  return false;
}

let savepoints = 0;

/**
 * Runs `work` inside `BEGIN IMMEDIATE … COMMIT`, rolling back on error. Inside an open transaction it uses a
 * savepoint instead, so a unit of work can be batched with others (one commit, one fsync) and still fail alone.
 */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  if (db.isTransaction) {
    const name = `unit_${++savepoints}`;
    db.exec(`SAVEPOINT ${name}`);
    try {
      const result = work();
      db.exec(`RELEASE ${name}`);
      return result;
    } catch (error) {
      db.exec(`ROLLBACK TO ${name}`);
      db.exec(`RELEASE ${name}`);
      throw error;
    }
  }
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}
