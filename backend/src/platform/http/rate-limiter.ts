import type { Clock } from '../clock/clock.js';

export type RateLimitDecision =
  | { readonly allowed: true }
  /** `retryAfterMs`: until the oldest counted attempt leaves the window. */
  | { readonly allowed: false; readonly retryAfterMs: number };

/**
 * Sliding-window limit of attempts per key (e.g. per client IP), in memory: good for one process (the
 * embedded profile). Time comes from the injected clock so that tests can move it. Keys whose attempts have
 * all expired are swept once the map grows, so memory stays bounded by the active clients.
 */
export class SlidingWindowRateLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly options: { readonly limit: number; readonly windowMs: number; readonly clock: Clock },
    private readonly sweepAbove = 10_000,
  ) {}

  /** Whether `key` may make another attempt now, without counting one (e.g. before checking a password). */
  check(key: string): RateLimitDecision {
    const now = this.options.clock.now().getTime();
    const recent = this.recent(key, now);
    if (recent.length < this.options.limit) return { allowed: true };
    return { allowed: false, retryAfterMs: recent[recent.length - this.options.limit] + this.options.windowMs - now };
  }

  /** Counts an attempt without refusing it (e.g. a failed login). */
  record(key: string): void {
    const now = this.options.clock.now().getTime();
    const recent = this.recent(key, now);
    recent.push(now);
    this.attempts.set(key, recent);
    if (this.attempts.size > this.sweepAbove) this.sweep(now - this.options.windowMs);
  }

  /** Forgets the attempts of `key` (e.g. after a successful login). */
  reset(key: string): void {
    this.attempts.delete(key);
  }

  private recent(key: string, now: number): number[] {
    return (this.attempts.get(key) ?? []).filter((at) => at > now - this.options.windowMs);
  }

  /** Counts an attempt for `key` if it is within the limit. */
  hit(key: string): RateLimitDecision {
    const now = this.options.clock.now().getTime();
    const since = now - this.options.windowMs;
    const recent = (this.attempts.get(key) ?? []).filter((at) => at > since);
    if (recent.length >= this.options.limit) {
      this.attempts.set(key, recent);
      return { allowed: false, retryAfterMs: recent[0] + this.options.windowMs - now };
    }
    recent.push(now);
    this.attempts.set(key, recent);
    if (this.attempts.size > this.sweepAbove) this.sweep(since);
    return { allowed: true };
  }

  private sweep(since: number): void {
    for (const [key, times] of this.attempts) {
      if (times[times.length - 1] <= since) this.attempts.delete(key);
    }
  }
}
