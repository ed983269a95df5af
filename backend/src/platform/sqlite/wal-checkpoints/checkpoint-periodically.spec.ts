import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inTransaction, openDatabase } from '../open-database.js';
import { checkpointPeriodically } from './checkpoint-periodically.js';

describe('checkpointPeriodically', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'wal-checkpoints-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Commits 1 MiB of rows in 16 transactions. */
  function write(db: ReturnType<typeof openDatabase>, round: number): void {
    const insert = db.prepare('INSERT INTO t (round, body) VALUES (?, ?)');
    for (let i = 0; i < 16; i++) inTransaction(db, () => insert.run(round, 'x'.repeat(64 * 1024)));
  }

  async function until(condition: () => boolean): Promise<void> {
    while (!condition()) await sleep(5);
  }

  it('copies what a writer without automatic checkpoints commits into the file, so the WAL is reused', async () => {
    const file = join(dir, 'read-models.sqlite');
    const db = openDatabase(file, { rebuildable: true });
    db.exec('PRAGMA wal_autocheckpoint = 0; CREATE TABLE t (round INTEGER, body TEXT)');
    const stop = checkpointPeriodically(file, 5);
    try {
      write(db, 1);
      await until(() => statSync(file).size > 1024 * 1024); // the first round reached the database file
      const walAfterFirstRound = statSync(`${file}-wal`).size;
      write(db, 2);
      await until(() => statSync(file).size > 2 * 1024 * 1024);
      write(db, 3);
      // Fully checkpointed WAL frames are overwritten from the start: the file does not grow with every round.
      expect(statSync(`${file}-wal`).size).toBeLessThanOrEqual(walAfterFirstRound * 1.5);
      expect(db.prepare('SELECT COUNT(*) AS n FROM t').get()).toEqual({ n: 48 });
    } finally {
      stop();
      db.close();
    }
  });

  it("truncates the WAL to zero bytes through its own connection, the writer's changes in the file", () => {
    const file = join(dir, 'read-models.sqlite');
    const db = openDatabase(file, { rebuildable: true });
    db.exec('PRAGMA wal_autocheckpoint = 0; CREATE TABLE t (round INTEGER, body TEXT)');
    const checkpoints = checkpointPeriodically(file, 60_000);
    try {
      write(db, 1);
      db.exec('DELETE FROM t WHERE round = 1');
      expect(statSync(`${file}-wal`).size).toBeGreaterThan(1024 * 1024);
      expect(checkpoints.truncate(5)).toBe(true);
      expect(statSync(`${file}-wal`).size).toBe(0);
      expect(db.prepare('SELECT COUNT(*) AS n FROM t').get()).toEqual({ n: 0 });
    } finally {
      checkpoints();
      db.close();
    }
  });

  it('reports the frames in the WAL after each checkpoint', async () => {
    const file = join(dir, 'read-models.sqlite');
    const db = openDatabase(file, { rebuildable: true });
    db.exec('PRAGMA wal_autocheckpoint = 0; CREATE TABLE t (round INTEGER, body TEXT)');
    const reported: number[] = [];
    const stop = checkpointPeriodically(file, 5, (frames) => reported.push(frames));
    try {
      write(db, 1);
      await until(() => reported.some((frames) => frames > 256)); // 1 MiB of rows: more than 256 pages of 4 KiB
    } finally {
      stop();
      db.close();
    }
  });

  it("starts the WAL over with its own one-page write once every frame is copied, not in the writer's commit", () => {
    const file = join(dir, 'read-models.sqlite');
    const db = openDatabase(file, { rebuildable: true });
    db.exec('PRAGMA wal_autocheckpoint = 0; CREATE TABLE t (round INTEGER, body TEXT)');
    const checkpoints = checkpointPeriodically(file, 60_000);
    const reader = openDatabase(file, { rebuildable: true });
    try {
      write(db, 1);
      // A reader's open snapshot keeps frames from being copied: no restart then.
      reader.exec('BEGIN');
      reader.prepare('SELECT COUNT(*) AS n FROM t').get();
      write(db, 2);
      expect(checkpoints.restart()).toBe(false);
      reader.exec('COMMIT');
      expect(checkpoints.restart()).toBe(true);
      // The WAL now holds that one frame only: the writer's next commit appends to it, it does not restart it.
      expect(db.prepare('PRAGMA wal_checkpoint(PASSIVE)').get()).toEqual({ busy: 0, log: 1, checkpointed: 1 });
      expect(db.prepare('SELECT COUNT(*) AS n FROM t').get()).toEqual({ n: 32 });
    } finally {
      checkpoints();
      reader.close();
      db.close();
    }
  });

  it('runs a write statement through its own connection and says how many rows it changed', () => {
    const file = join(dir, 'read-models.sqlite');
    const db = openDatabase(file, { rebuildable: true });
    db.exec('CREATE TABLE t (round INTEGER, body TEXT)');
    write(db, 1);
    const checkpoints = checkpointPeriodically(file, 60_000);
    try {
      expect(checkpoints.write('DELETE FROM t WHERE round = ?', [1])).toBe(16);
      expect(db.prepare('SELECT COUNT(*) AS n FROM t').get()).toEqual({ n: 0 });
    } finally {
      checkpoints();
      db.close();
    }
  });

  it('runs a script in one transaction through its own connection: all of it, or nothing when a statement fails', () => {
    const file = join(dir, 'read-models.sqlite');
    const db = openDatabase(file, { rebuildable: true });
    db.exec('CREATE TABLE t (round INTEGER, body TEXT)');
    write(db, 1);
    const checkpoints = checkpointPeriodically(file, 60_000);
    try {
      checkpoints.exec('CREATE INDEX t_by_round ON t (round); CREATE TABLE n AS SELECT COUNT(*) AS n FROM t');
      expect(db.prepare('SELECT n FROM n').get()).toEqual({ n: 16 });
      expect(db.prepare("SELECT name FROM sqlite_schema WHERE type = 'index'").all()).toEqual([{ name: 't_by_round' }]);
      expect(() => checkpoints.exec('DELETE FROM t; INSERT INTO missing VALUES (1)')).toThrow(/no such table: missing/);
      expect(db.prepare('SELECT COUNT(*) AS n FROM t').get()).toEqual({ n: 16 });
      // The connection is not left inside the failed transaction: the next script commits.
      checkpoints.exec('DELETE FROM t WHERE round = 1');
      expect(db.prepare('SELECT COUNT(*) AS n FROM t').get()).toEqual({ n: 0 });
    } finally {
      checkpoints();
      db.close();
    }
  });
});
