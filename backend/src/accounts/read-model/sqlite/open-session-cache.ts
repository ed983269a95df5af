import type { DatabaseSync } from 'node:sqlite';
import { FOREIGN_WRITES_SEEN_WITHIN_MS, writeMark } from '../../../platform/sqlite/write-marks.js';
import type { AccountRecord } from '../account-queries.port.js';
import { ACCOUNTS_WRITE_MARK } from '../accounts-write-mark.js';

/** Sessions remembered at most; beyond this many the oldest go. */
const CAPACITY = 10_000;

/**
 * How long a remembered session stands without asking the database again. Writes of this process raise the
 * accounts' write mark and take effect at once; this bounds only writes the process cannot see (`npm run replay`
 * of the accounts read model beside the running app).
 */
export const FOREIGN_WRITE_BOUND_MS = FOREIGN_WRITES_SEEN_WITHIN_MS;

interface Entry {
  readonly user: AccountRecord;
  readonly expiresAtMs: number;
  readonly readAtMs: number;
}

export interface OpenSessionCacheOptions {
  readonly capacity?: number;
  readonly foreignWriteBoundMs?: number;
  /** Monotonic milliseconds (tests); `performance.now` otherwise. */
  readonly monotonicMs?: () => number;
}

/**
 * The open sessions the accounts read model answered, kept between requests (issue #33): the lookup is one
 * indexed join, but each read transaction takes and releases SQLite's WAL read lock (two `fcntl` calls) and
 * builds the row, about 20 µs of a logged-in request's 120 µs of CPU under load. Everything is dropped when the
 * accounts read model changes (any logout, password change, deactivation, plan change or erasure raises its
 * write mark, synchronously with the write), an entry is checked against the session's expiry on every use, and
 * it is asked again after `FOREIGN_WRITE_BOUND_MS`. Only what the database said is open is kept: anything else
 * is asked again (and may fall back to the account's stream, as before).
 */
export class OpenSessionCache {
  private readonly entries = new Map<string, Entry>();
  private mark = -1;
  private readonly capacity: number;
  private readonly foreignWriteBoundMs: number;
  private readonly monotonicMs: () => number;

  constructor(
    private readonly db: DatabaseSync,
    options: OpenSessionCacheOptions = {},
  ) {
    this.capacity = options.capacity ?? CAPACITY;
    this.foreignWriteBoundMs = options.foreignWriteBoundMs ?? FOREIGN_WRITE_BOUND_MS;
    this.monotonicMs = options.monotonicMs ?? (() => performance.now());
  }

  /** The user of the open session as last read, or `undefined`: ask the database. */
  user(userId: string, sessionId: string, now: Date): AccountRecord | undefined {
    if (!this.current()) return undefined;
    const key = keyOf(userId, sessionId);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now.getTime() >= entry.expiresAtMs || this.monotonicMs() - entry.readAtMs >= this.foreignWriteBoundMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.user;
  }

  /** What the database has just answered: `user`'s session open until `expiresAt` (ISO time). */
  remember(userId: string, sessionId: string, user: AccountRecord, expiresAt: string): void {
    this.current();
    const expiresAtMs = Date.parse(expiresAt);
    if (Number.isNaN(expiresAtMs)) return;
    if (this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(keyOf(userId, sessionId), { user, expiresAtMs, readAtMs: this.monotonicMs() });
  }

  /** False (and everything forgotten) when the accounts read model was written since the entries were read. */
  private current(): boolean {
    const mark = writeMark(this.db, ACCOUNTS_WRITE_MARK);
    if (mark === this.mark) return true;
    this.entries.clear();
    this.mark = mark;
    return false;
  }
}

const keyOf = (userId: string, sessionId: string) => `${userId}\n${sessionId}`;
