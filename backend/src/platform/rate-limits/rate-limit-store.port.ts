/**
 * Rate limits and quotas behind a port (issue #18): login throttling, registration, contact and resend limits
 * (sliding windows) and the query API's daily quota (daily counters). In memory for one process (the embedded
 * profile) or in MongoDB, where every API replica counts against the same limit. Time comes from the clock the
 * store was built with, so tests can move it.
 */
export const RATE_LIMIT_STORE = Symbol('RATE_LIMIT_STORE');

/** A named sliding-window limit: at most `limit` attempts per key within any `windowMs`. */
export interface SlidingWindowLimit {
  /** Identifies the limit in the shared store (lower-case letters, digits and "-"), e.g. `login-account`. */
  readonly name: string;
  readonly limit: number;
  readonly windowMs: number;
}

export type RateLimitDecision =
  | { readonly allowed: true }
  /** `retryAfterMs`: until enough counted attempts have left the window for the next one to be allowed. */
  | { readonly allowed: false; readonly retryAfterMs: number };

export interface DailyCount {
  readonly allowed: boolean;
  /** Takes left today after this one (0 when refused). */
  readonly remaining: number;
}

export interface RateLimitStore {
  /** Counts an attempt for `key` if it is within the limit, else refuses it without counting. */
  hit(window: SlidingWindowLimit, key: string): Promise<RateLimitDecision>;
  /** Whether `key` may make another attempt now, without counting one (e.g. before checking a password). */
  check(window: SlidingWindowLimit, key: string): Promise<RateLimitDecision>;
  /** How many attempts of `key` are within the window now (e.g. an account's failed logins, to slow them). */
  count(window: SlidingWindowLimit, key: string): Promise<number>;
  /** Counts an attempt without refusing it (e.g. a failed login). */
  record(window: SlidingWindowLimit, key: string): Promise<void>;
  /** Forgets the attempts of `key` (e.g. after a successful login). */
  reset(window: SlidingWindowLimit, key: string): Promise<void>;
  /**
   * Counts one use of `key` on `day` (an ISO date, the caller's calendar: Berlin) if fewer than `limit` were
   * counted that day. A new day starts from zero.
   */
  take(name: string, key: string, day: string, limit: number): Promise<DailyCount>;
  /** Releases the store's connection (nothing to do in memory). */
  close(): Promise<void>;
}

/**
 * The refusal for the attempts `times` (epoch ms, any order) still within the window at `now`: the next
 * attempt is allowed once all but `limit - 1` of them have left the window.
 */
export function refusal(times: readonly number[], window: SlidingWindowLimit, now: number): RateLimitDecision {
  const recent = times.filter((at) => at > now - window.windowMs).sort((a, b) => a - b);
  if (recent.length < window.limit) return { allowed: true };
  return { allowed: false, retryAfterMs: recent[recent.length - window.limit] + window.windowMs - now };
}

const LIMIT_NAME = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** Guards the store's keys: a limit's name never contains the separator of the stored keys. */
export function assertLimitName(name: string): void {
  if (!LIMIT_NAME.test(name)) throw new Error(`invalid rate limit name "${name}"`);
}
