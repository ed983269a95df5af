import { DatabaseSync } from 'node:sqlite';

/**
 * Opens its own connection to `location` and runs a PASSIVE WAL checkpoint every `intervalMs`: it copies
 * committed WAL frames into the database file (with its fsyncs) without waiting for, or blocking, readers and
 * writers on other connections. Returns a function that stops and closes the connection.
 */
export function checkpointPeriodically(location: string, intervalMs: number): () => void {
  const db = new DatabaseSync(location);
  // NORMAL as the writers of a rebuildable file use: the WAL is synced before and the file after a checkpoint.
  // secure_delete as on every connection of the app (openDatabase): whatever a connection frees is zeroed.
  db.exec('PRAGMA synchronous = NORMAL; PRAGMA secure_delete = ON;');
  const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
  const timer = setInterval(() => {
    try {
      checkpoint.get();
    } catch {
      // Busy (another connection is checkpointing, or truncating the WAL): the next interval tries again.
    }
  }, intervalMs);
  return () => {
    clearInterval(timer);
    db.close();
  };
}
