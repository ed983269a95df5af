import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** Another server process holds DATA_DIR: this one must not start (two would import and write at once). */
export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';
  readonly dataDir: string;
  readonly pid: number | null;
  // Plain fields (no parameter properties): the lock's spec runs this file in a child process with type stripping.
  constructor(dataDir: string, pid: number | null) {
    const other = pid === null ? 'einem anderen Prozess' : `einem anderen Prozess (PID ${pid})`;
    const otherEn = pid === null ? 'another process' : `another process (PID ${pid})`;
    super(
      `DATA_DIR ${dataDir} wird bereits von ${other} verwendet. Beenden Sie diesen zuerst oder starten Sie mit ` +
        `einem anderen DATA_DIR.\n` +
        `DATA_DIR ${dataDir} is already in use by ${otherEn}. Stop it first or start with another DATA_DIR.`,
    );
    this.dataDir = dataDir;
    this.pid = pid;
  }
}

export interface DataDirLock {
  release(): void;
}

/** Held for the process's lifetime: a collected connection would close and let the lock go. */
const held = new Set<DatabaseSync>();

/**
 * Makes this process the one server on `dataDir` (issue #28), with an OS file lock: SQLite's own (fcntl) lock on
 * `DATA_DIR/app.lock`, held exclusively (`locking_mode=EXCLUSIVE` keeps the write lock of the first transaction
 * until the connection closes). The kernel drops it when the process ends in any way, SIGKILL included, so there
 * is nothing stale to detect and a restart right after a crash starts at once. The holder writes its PID to
 * `DATA_DIR/app.pid` for the message of a refused second process. CLI commands do not take it.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const db = new DatabaseSync(join(dir, 'app.lock'));
  try {
    db.exec(`
      PRAGMA busy_timeout = 0;
      PRAGMA journal_mode = DELETE;
      PRAGMA locking_mode = EXCLUSIVE;
      BEGIN EXCLUSIVE;
      CREATE TABLE IF NOT EXISTS holder (pid INTEGER NOT NULL, since TEXT NOT NULL);
      DELETE FROM holder;
    `);
    db.prepare('INSERT INTO holder (pid, since) VALUES (?, ?)').run(process.pid, new Date().toISOString());
    db.exec('COMMIT');
  } catch (error) {
    db.close();
    if (/locked|busy/i.test(String((error as { message?: unknown }).message))) {
      throw new DataDirInUseError(dir, holderPid(dir));
    }
    throw error;
  }
  writeFileSync(join(dir, 'app.pid'), `${process.pid}\n`, { mode: 0o600 });
  held.add(db);
  return {
    release: () => {
      if (!held.delete(db)) return;
      db.close();
    },
  };
}

function holderPid(dir: string): number | null {
  try {
    const pid = Number(readFileSync(join(dir, 'app.pid'), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}
