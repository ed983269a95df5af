/** How long a client should wait before trying a write again after the storage was full. */
export const STORAGE_FULL_RETRY_AFTER_SECONDS = 60;

export const STORAGE_FULL_MESSAGE =
  'Der Speicherplatz des Servers ist erschöpft; Ihre Änderung wurde nicht gespeichert. ' +
  'Bitte versuchen Sie es in einigen Minuten erneut.';

/** SQLite's primary result code SQLITE_FULL (the low byte of an extended code). */
const SQLITE_FULL = 13;
/** MongoDB's OutOfDiskSpace. */
const MONGO_OUT_OF_DISK_SPACE = 14031;

/**
 * Whether `error` (or an error it wraps as `cause`) says the storage is full: SQLite's SQLITE_FULL ("database or
 * disk is full", also when a worker thread's write failed), the file system's ENOSPC or EDQUOT (outbox, JWT
 * secret), MongoDB's OutOfDiskSpace. Not an internal error: the request may succeed once space is back (507).
 */
export function isStorageFull(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const e = current as { code?: unknown; errcode?: unknown; message?: unknown; cause?: unknown };
    if (typeof e.errcode === 'number' && (e.errcode & 0xff) === SQLITE_FULL) return true;
    if (e.code === 'ENOSPC' || e.code === 'EDQUOT' || e.code === MONGO_OUT_OF_DISK_SPACE) return true;
    if (
      typeof e.message === 'string' &&
      /database or disk is full|SQLITE_FULL|no space left on device/i.test(e.message)
    ) {
      return true;
    }
    current = e.cause;
  }
  return false;
}
