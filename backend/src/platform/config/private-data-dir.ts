import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';

/** Owner only: DATA_DIR holds personal data (databases, their WAL and shm files, outbox, secrets). */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Run before anything opens a file of DATA_DIR. From now on this process creates files 0600 and directories 0700
 * (umask 077: SQLite creates its -wal and -shm files itself, with the umask's mode), and DATA_DIR with whatever
 * an earlier version or another tool left in it (0755/0644) is tightened to 0700/0600. An entry this user may not
 * change (owned by another) is reported, not fatal. Answers the entries it could not tighten.
 */
export function keepDataDirPrivate(dataDir: string): string[] {
  if (isMainThread) process.umask(0o077); // worker threads share the process's umask and may not set it
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const refused: string[] = [];
  const tighten = (path: string, mode: number) => {
    try {
      chmodSync(path, mode);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT') refused.push(`${path} (${code})`);
    }
  };
  const walk = (dir: string) => {
    tighten(dir, PRIVATE_DIR_MODE);
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return; // not readable: reported by its chmod already
    }
    for (const name of names) {
      const path = join(dir, name);
      let entry;
      try {
        entry = lstatSync(path);
      } catch {
        continue; // removed meanwhile
      }
      if (entry.isSymbolicLink()) continue; // not ours to change
      if (entry.isDirectory()) walk(path);
      else if ((entry.mode & 0o077) !== 0) tighten(path, PRIVATE_FILE_MODE);
    }
  };
  walk(dataDir);
  return refused;
}
