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

/** One sliding window of one key: the counted attempts (epoch ms, in the order they were pushed). */
interface WindowDocument {
  readonly _id: string;
  readonly hits: number[];
  /** When the newest attempt leaves the window: after that the document is swept. */
  readonly expiresAt: Date;
}

/** One key's counter of one day. */
interface DailyDocument {
  readonly _id: string;
  readonly count: number;
  readonly expiresAt: Date;
}

export const RATE_LIMIT_WINDOWS = 'rate_limit_windows';
export const RATE_LIMIT_DAILY_COUNTS = 'rate_limit_daily_counts';

const NAMESPACE_EXISTS = 48;
const DUPLICATE_KEY = 11000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How often a process deletes expired documents (FerretDB v1 has no TTL indexes, so it is done here). */
export const SWEEP_EVERY_MS = 10 * 60 * 1000;
/** Rounds of a hit that lost races (a concurrent first insert, expired attempts pruned meanwhile). */
const MAX_ROUNDS = 8;

/**
 * Rate limits shared by every process on one MongoDB database (the distributed profile: several API replicas
 * enforce one limit). Works on any MongoDB-compatible service (FerretDB v1 here): no transactions, no update
 * pipelines, no TTL indexes; FerretDB v1 also ignores `$pull` conditions and `$push` `$slice`, so neither is used.
 *
 * Atomicity comes from single-document updates: an attempt is pushed into the key's document only while the
 * array's `limit`-th element does not exist (`hits.<limit-1>` absent), so concurrent hits on any number of
 * processes never count more than `limit`. Expired attempts are removed by value (`$pullAll`, idempotent) when
 * they stand in the way, and documents whose attempts or day are over are deleted by a sweep every
 * `SWEEP_EVERY_MS` (by whichever process counts something then).
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
    for (const name of [RATE_LIMIT_WINDOWS, RATE_LIMIT_DAILY_COUNTS]) {
      await this.db.createCollection(name).catch(ignoreCode(NAMESPACE_EXISTS));
      await this.db.collection(name).createIndex({ expiresAt: 1 }, { name: 'expiresAt_1' });
    }
  }

  async hit(window: SlidingWindowLimit, key: string): Promise<RateLimitDecision> {
    const id = windowId(window, key);
    const now = this.now();
    const expiresAt = new Date(now + window.windowMs);
    this.sweepWhenDue(now);
    let last: WindowDocument | null = null;
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const pushed = await this.windows().updateOne(
        { _id: id, [`hits.${window.limit - 1}`]: { $exists: false } },
        { $push: { hits: now }, $max: { expiresAt } },
      );
      if (pushed.matchedCount === 1) return { allowed: true };
      last = await this.windows().findOne({ _id: id });
      if (!last) {
        if (await this.insertFirst(id, now, expiresAt)) return { allowed: true };
        continue; // another process counted the first attempt meanwhile
      }
      const expired = last.hits.filter((at) => at <= now - window.windowMs);
      if (expired.length === 0) break; // full of attempts within the window
      await this.windows().updateOne({ _id: id }, { $pullAll: { hits: [...new Set(expired)] } });
    }
    const decision = refusal(last?.hits ?? [], window, now);
    // Still lost after every round: refuse briefly rather than count beyond the limit.
    return decision.allowed ? { allowed: false, retryAfterMs: 1000 } : decision;
  }

  async check(window: SlidingWindowLimit, key: string): Promise<RateLimitDecision> {
    const doc = await this.windows().findOne({ _id: windowId(window, key) });
    return refusal(doc?.hits ?? [], window, this.now());
  }

  async record(window: SlidingWindowLimit, key: string): Promise<void> {
    const id = windowId(window, key);
    const now = this.now();
    const expiresAt = new Date(now + window.windowMs);
    this.sweepWhenDue(now);
    const update = { $push: { hits: now }, $max: { expiresAt } };
    const doc =
      (await this.windows().findOneAndUpdate({ _id: id }, update, { returnDocument: 'after' })) ??
      ((await this.insertFirst(id, now, expiresAt))
        ? null
        : await this.windows().findOneAndUpdate({ _id: id }, update, { returnDocument: 'after' }));
    // Attempts that are never refused would pile up: prune the expired ones so the array stays within a window.
    const expired = doc?.hits.filter((at) => at <= now - window.windowMs) ?? [];
    if (expired.length > 0) await this.windows().updateOne({ _id: id }, { $pullAll: { hits: [...new Set(expired)] } });
  }

  async reset(window: SlidingWindowLimit, key: string): Promise<void> {
    await this.windows().deleteOne({ _id: windowId(window, key) });
  }

  async take(name: string, key: string, day: string, limit: number): Promise<DailyCount> {
    assertLimitName(name);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`invalid day "${day}"`);
    if (limit < 1) return { allowed: false, remaining: 0 };
    this.sweepWhenDue(this.now());
    const id = `${name}:${day}:${key}`;
    const filter = { _id: id, count: { $lt: limit } };
    // Kept two days past its day's start (UTC): longer than any Berlin day lasts.
    const update = { $inc: { count: 1 }, $setOnInsert: { expiresAt: new Date(Date.parse(day) + 2 * DAY_MS) } };
    let doc: DailyDocument | null;
    try {
      doc = await this.daily().findOneAndUpdate(filter, update, { upsert: true, returnDocument: 'after' });
    } catch (error) {
      // The day's counter exists and is used up, or another process created it meanwhile: count without upsert.
      if (!hasCode(error, DUPLICATE_KEY)) throw error;
      doc = await this.daily().findOneAndUpdate(filter, update, { returnDocument: 'after' });
    }
    return doc ? { allowed: true, remaining: limit - doc.count } : { allowed: false, remaining: 0 };
  }

  /** Deletes the windows and daily counters that are over; returns how many documents went. */
  async sweepExpired(): Promise<number> {
    const before = { expiresAt: { $lte: new Date(this.now()) } };
    const windows = await this.windows().deleteMany(before);
    const daily = await this.daily().deleteMany(before);
    return windows.deletedCount + daily.deletedCount;
  }

  /** Waits for a sweep under way (the connection's owner closes it afterwards). */
  async close(): Promise<void> {
    await this.sweeping;
  }

  private sweepWhenDue(now: number): void {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + SWEEP_EVERY_MS;
    this.sweeping = this.sweeping.then(() => this.sweepExpired().then(() => undefined, this.onSweepError));
  }

  private async insertFirst(id: string, now: number, expiresAt: Date): Promise<boolean> {
    try {
      await this.windows().insertOne({ _id: id, hits: [now], expiresAt });
      return true;
    } catch (error) {
      if (hasCode(error, DUPLICATE_KEY)) return false;
      throw error;
    }
  }

  private now(): number {
    return this.clock.now().getTime();
  }

  private windows() {
    return this.db.collection<WindowDocument>(RATE_LIMIT_WINDOWS);
  }

  private daily() {
    return this.db.collection<DailyDocument>(RATE_LIMIT_DAILY_COUNTS);
  }
}

function windowId(window: SlidingWindowLimit, key: string): string {
  assertLimitName(window.name);
  return `${window.name}:${key}`;
}

function hasCode(error: unknown, code: number): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

function ignoreCode(code: number) {
  return (error: unknown) => {
    if (!hasCode(error, code)) throw error;
  };
}
