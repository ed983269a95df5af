import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { openDatabase } from './open-database.js';
import { isBusy, writeWhenFree } from './write-when-free.js';

describe('writeWhenFree', () => {
  it('gives up with the busy error after its longest wait, and passes other errors at once', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'busy-'));
    const location = join(dir, 'file.sqlite');
    const db = openDatabase(location);
    db.exec('PRAGMA busy_timeout = 10; CREATE TABLE t (n INTEGER)');
    const other = new DatabaseSync(location);
    other.exec('BEGIN IMMEDIATE');
    try {
      const error = await writeWhenFree(db, () => db.exec('INSERT INTO t VALUES (1)'), 200).catch((e: unknown) => e);
      expect(isBusy(error)).toBe(true);
      other.exec('ROLLBACK');
      await expect(writeWhenFree(db, () => db.exec('INSERT INTO nowhere VALUES (1)'))).rejects.toThrow(/no such table/);
      await writeWhenFree(db, () => db.exec('INSERT INTO t VALUES (2)'));
      expect(db.prepare('SELECT n FROM t').all()).toEqual([{ n: 2 }]);
    } finally {
      if (other.isTransaction) other.exec('ROLLBACK');
      other.close();
      db.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
