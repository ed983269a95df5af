import { DatabaseSync } from 'node:sqlite';

export interface PeriodicCheckpoints {
  /** Stops and closes the connection. */
  (): void;
  /**
   * A TRUNCATE checkpoint on this connection: every frame into the file, the WAL cut to zero bytes (no old frame
   * of erased data survives). Waits for readers up to `attempts` times 20 ms; false if they stayed busy.
   */
  truncate(attempts: number): boolean;
  /** Runs one write statement on this connection; returns how many rows it changed (`total_changes()` delta). */
  write(sql: string, params: readonly (string | number | null)[]): number;
  /** Runs a script of statements in one transaction on this connection (all or nothing). */
  exec(script: string): void;
  /**
   * Starts the WAL over from its first frame, here: a PASSIVE checkpoint and, once every frame is in the file, a
   * write of one page (the header's `user_version`, set to its own value) that resets the WAL. Meant for moments
   * when the other connections' writers pause: it waits for their write lock (busy timeout). False when a
   * writer or a reader kept the checkpoint from copying every frame (the WAL then goes on growing for now).
   */
  restart(): boolean;
}

/** What a `wal_checkpoint` pragma answers: frames in the WAL (`log`), frames copied into the file. */
interface CheckpointResult {
  readonly busy: number;
  readonly log: number;
  readonly checkpointed: number;
}

/**
 * Opens its own connection to `location` and runs a PASSIVE WAL checkpoint every `intervalMs`: it copies
 * committed WAL frames into the database file (with its fsyncs) without waiting for, or blocking, readers and
 * writers on other connections. After each, `walFrames` hears how many frames the WAL holds (see `restart`).
 * Returns a function that stops and closes the connection.
 */
export function checkpointPeriodically(
  location: string,
  intervalMs: number,
  walFrames: (frames: number) => void = () => {},
): PeriodicCheckpoints {
  const db = new DatabaseSync(location);
  // NORMAL as the writers of a rebuildable file use: the WAL is synced before and the file after a checkpoint.
  // secure_delete as on every connection of the app (openDatabase): whatever a connection frees is zeroed.
  db.exec('PRAGMA synchronous = NORMAL; PRAGMA secure_delete = ON;');
  const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
  const timer = setInterval(() => {
    let result: CheckpointResult | undefined;
    try {
      result = checkpoint.get() as CheckpointResult | undefined;
    } catch {
      // Busy (another connection is checkpointing, or truncating the WAL): the next interval tries again.
    }
    if (result && result.log > 0) walFrames(result.log);
  }, intervalMs);
  const stop = () => {
    clearInterval(timer);
    db.close();
  };
  return Object.assign(stop, {
    truncate: (attempts: number) => {
      // First what a PASSIVE checkpoint copies without holding off writers: a TRUNCATE keeps every other
      // connection's writer waiting while it copies and syncs (a request's write waits on the event loop), so it
      // should find little left (issue #33: up to 485 ms without this during a 100,000-case cleanup).
      try {
        checkpoint.get();
      } catch {
        // Busy: the TRUNCATE below copies everything itself.
      }
      db.exec('PRAGMA busy_timeout = 20');
      for (let i = 0; i < attempts; i++) {
        try {
          const row = db.prepare('PRAGMA wal_checkpoint(TRUNCATE)').get() as { busy: number } | undefined;
          if (!row || row.busy === 0) return true;
        } catch {
          // Busy (a writer or another checkpoint): the busy timeout already waited; try again.
        }
      }
      return false;
    },
    write: (sql: string, params: readonly (string | number | null)[]) => {
      // The event loop's background writers pause meanwhile; a request's write may still hold the lock briefly.
      db.exec('PRAGMA busy_timeout = 5000');
      const total = db.prepare('SELECT total_changes() AS n');
      const before = (total.get() as { n: number }).n;
      db.prepare(sql).run(...params);
      return (total.get() as { n: number }).n - before;
    },
    exec: (script: string) => {
      // As `write`: the event loop's background writers pause meanwhile.
      db.exec('PRAGMA busy_timeout = 5000');
      db.exec('BEGIN IMMEDIATE');
      try {
        db.exec(script);
        db.exec('COMMIT');
      } catch (error) {
        if (db.isTransaction) db.exec('ROLLBACK'); // never leave this connection inside a transaction
        throw error;
      }
    },
    restart: () => {
      db.exec('PRAGMA busy_timeout = 5000');
      const result = checkpoint.get() as CheckpointResult | undefined;
      if (!result || result.log === 0 || result.checkpointed !== result.log) return false;
      // A writer whose snapshot found every frame in the file writes its first frame at the WAL's start and
      // syncs the WAL's header (synchronous=NORMAL): that fsync happens here, not in a commit of the API. (No
      // checkpoint after it: the next writer would find the WAL copied back again and start it over itself.)
      const { user_version: version } = db.prepare('PRAGMA user_version').get() as { user_version: number };
      db.exec('BEGIN IMMEDIATE');
      try {
        db.exec(`PRAGMA user_version = ${Number(version)}`);
        db.exec('COMMIT');
      } catch (error) {
        if (db.isTransaction) db.exec('ROLLBACK'); // never leave this connection inside a transaction
        throw error;
      }
      return true;
    },
  });
}
