import { createHash } from 'node:crypto';
import type mongoose from 'mongoose';
import type { Clock } from '../../clock/clock.js';
import {
  assertLimitName,
  refusal,
  type DailyCount,
  type RateLimitDecision,
  type RateLimitStore,
  type SlidingWindowLimit,
} from '../rate-limit-store.port.js';

/**
 * One counted use: the `seq`-th of the limit key `lk` (a window's attempt, or one of a day's uses). `seq` is
 * unique per `lk`, which is what makes counting exact across processes. `lk` holds the limit's name (and day) as
 * text and the counted key (an e-mail address, an IP, a user id) only as a hash (`storedKey`).
 */
interface UseDocument {
  readonly lk: string;
  readonly seq: number;
  /** When it was counted (epoch ms); sliding windows only. */
  readonly at?: number;
  /** When it no longer counts: then the sweep deletes it. */
  readonly expiresAt: Date;
}

export const RATE_LIMIT_ATTEMPTS = 'rate_limit_attempts';
export const RATE_LIMIT_DAILY_USES = 'rate_limit_daily_uses';

const NAMESPACE_EXISTS = 48;
const DUPLICATE_KEY = 11000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How often a process deletes expired documents (FerretDB v1 has no TTL indexes, so it is done here). */
export const SWEEP_EVERY_MS = 10 * 60 * 1000;
/** Rounds a count may lose to concurrent counts of the same key before it gives up (refuses). */
const MAX_ROUNDS = 100;

/**
 * Rate limits shared by every process on one MongoDB database (the distributed profile: several API replicas
 * enforce one limit). Works on any MongoDB-compatible service. FerretDB v1 (the test server) applies updates
 * as read-modify-write without concurrency control: concurrent conditional `updateOne`/`findOneAndUpdate`
 * calls, even a plain `$inc`, lose each other's changes there (measured: 38 of 50 parallel guarded pushes "won"
 * with a limit of 10). Its unique indexes, however, hold under concurrency. So nothing here is updated: every
 * counted use is a document of its own, appended as the key's next sequence number under a unique
 * `(lk, seq)` index. Each count reads the key's newest uses, decides, and inserts `seq + 1`; of concurrent
 * counts exactly one gets each number, the others read again and decide again. Nothing else is needed:
 * no transactions, no update operators, no TTL index (FerretDB v1 has none). Expired uses are deleted by a sweep
 * every `SWEEP_EVERY_MS`, by whichever process counts something then.
 */
export class MongoRateLimitStore implements RateLimitStore {
  private nextSweepAt = 0;
  private sweeping: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: mongoose.mongo.Db,
    private readonly clock: Clock,
    private readonly onSweepError: (error: unknown) => void = () => undefined,
  ) {}

  /** Creates the collections and their indexes (idempotent; several processes may do it at once). */
  async prepare(): Promise<void> {
    for (const name of [RATE_LIMIT_ATTEMPTS, RATE_LIMIT_DAILY_USES]) {
      await this.db.createCollection(name).catch(ignoreCode(NAMESPACE_EXISTS));
      // One at a time: FerretDB v1 drops the connection (a server panic) when `createIndexes` names several
      // indexes that exist already, i.e. on every start after the first.
      await this.db.collection(name).createIndex({ lk: 1, seq: 1 }, { name: 'lk_1_seq_1', unique: true });
      await this.db.collection(name).createIndex({ expiresAt: 1 }, { name: 'expiresAt_1' });
    }
  }

  async hit(window: SlidingWindowLimit, key: string): Promise<RateLimitDecision> {
    const now = this.now();
    const counted = await this.append(RATE_LIMIT_ATTEMPTS, windowKey(window, key), window.limit, (newest) => {
      const decision = refusal(attemptTimes(newest), window, now);
      return { decision, counts: decision.allowed, fields: { at: now, expiresAt: new Date(now + window.windowMs) } };
    });
    // Still racing after every round: refuse briefly rather than count beyond the limit.
    return counted ?? { allowed: false, retryAfterMs: 1000 };
  }

  async check(window: SlidingWindowLimit, key: string): Promise<RateLimitDecision> {
    return refusal(
      attemptTimes(await this.newest(RATE_LIMIT_ATTEMPTS, windowKey(window, key), window.limit)),
      window,
      this.now(),
    );
  }

  async count(window: SlidingWindowLimit, key: string): Promise<number> {
    const since = this.now() - window.windowMs;
    return this.db.collection(RATE_LIMIT_ATTEMPTS).countDocuments({ lk: windowKey(window, key), at: { $gt: since } });
  }

  async record(window: SlidingWindowLimit, key: string): Promise<void> {
    const now = this.now();
    const fields = { at: now, expiresAt: new Date(now + window.windowMs) };
    await this.append(RATE_LIMIT_ATTEMPTS, windowKey(window, key), 1, () => ({ decision: null, counts: true, fields }));
  }

  async reset(window: SlidingWindowLimit, key: string): Promise<void> {
    await this.db.collection(RATE_LIMIT_ATTEMPTS).deleteMany({ lk: windowKey(window, key) });
  }

  async take(name: string, key: string, day: string, limit: number): Promise<DailyCount> {
    assertLimitName(name);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`invalid day "${day}"`);
    // Kept two days past its day's start (UTC): longer than any Berlin day lasts.
    const fields = { expiresAt: new Date(Date.parse(day) + 2 * DAY_MS) };
    const counted = await this.append(RATE_LIMIT_DAILY_USES, `${name}:${day}:${storedKey(key)}`, 1, (newest) => {
      const used = newest.length === 0 ? 0 : newest[0].seq + 1;
      const allowed = used < limit;
      return { decision: { allowed, remaining: allowed ? limit - used - 1 : 0 }, counts: allowed, fields };
    });
    return counted ?? { allowed: false, remaining: 0 };
  }

  /** Deletes the uses that no longer count; returns how many went. */
  async sweepExpired(): Promise<number> {
    const over = { expiresAt: { $lte: new Date(this.now()) } };
    let deleted = 0;
    for (const name of [RATE_LIMIT_ATTEMPTS, RATE_LIMIT_DAILY_USES]) {
      deleted += (await this.db.collection(name).deleteMany(over)).deletedCount;
    }
    return deleted;
  }

  /** Waits for a sweep under way (the connection's owner closes it afterwards). */
  async close(): Promise<void> {
    await this.sweeping;
  }

  /**
   * Reads the `read` newest uses of `lk`, lets `decide` judge them, and when it counts, inserts the next
   * sequence number; a duplicate key means another process counted that number first: read and decide again.
   * Undefined when every round was lost.
   */
  private async append<D>(
    collection: string,
    lk: string,
    read: number,
    decide: (newest: UseDocument[]) => { decision: D; counts: boolean; fields: Omit<UseDocument, 'lk' | 'seq'> },
  ): Promise<D | undefined> {
    this.sweepWhenDue(this.now());
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const newest = await this.newest(collection, lk, read);
      const { decision, counts, fields } = decide(newest);
      if (!counts) return decision;
      const seq = newest.length === 0 ? 0 : newest[0].seq + 1;
      try {
        await this.db.collection<UseDocument>(collection).insertOne({ lk, seq, ...fields });
        return decision;
      } catch (error) {
        if (!hasCode(error, DUPLICATE_KEY)) throw error;
        // Spread the losers of a race so that they do not collide again in lockstep.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 2 * Math.min(round + 1, 10)));
      }
    }
    return undefined;
  }

  private newest(collection: string, lk: string, count: number): Promise<UseDocument[]> {
    return this.db
      .collection<UseDocument>(collection)
      .find({ lk }, { projection: { _id: 0, lk: 1, seq: 1, at: 1, expiresAt: 1 } })
      .sort({ seq: -1 })
      .limit(count)
      .toArray();
  }

  private sweepWhenDue(now: number): void {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + SWEEP_EVERY_MS;
    this.sweeping = this.sweeping.then(() => this.sweepExpired().then(() => undefined, this.onSweepError));
  }

  private now(): number {
    return this.clock.now().getTime();
  }
}

function windowKey(window: SlidingWindowLimit, key: string): string {
  assertLimitName(window.name);
  return `${window.name}:${storedKey(key)}`;
}

/**
 * The counted key as stored: its SHA-256 (base64url). The keys are personal data (a login's e-mail address, a
 * client's IP) in a shared database whose files and backups the application does not control; a count needs
 * only to find the same key again, never to read it. An erased account's address is then not in the store as
 * text while its failed logins still count (at most the 15-minute window, then swept). A hash of a guessable
 * address is a pseudonym, not anonymous: it is kept no longer than its window either.
 */
function storedKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('base64url');
}

function attemptTimes(uses: readonly UseDocument[]): number[] {
  return uses.map((use) => use.at ?? 0);
}

function hasCode(error: unknown, code: number): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

function ignoreCode(code: number) {
  return (error: unknown) => {
    if (!hasCode(error, code)) throw error;
  };
}
