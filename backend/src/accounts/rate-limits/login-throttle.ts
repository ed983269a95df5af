import type { Clock } from '../../platform/clock/clock.js';
import { SlidingWindowRateLimiter } from '../../platform/http/rate-limiter.js';
import { enforceRateLimit } from '../../platform/http/retry-later.js';

/**
 * Login throttling (DESIGN.md §10): failed attempts are counted per account (e-mail) and per client IP in a
 * sliding window; once either reaches its limit, further attempts are refused with `Retry-After` until the
 * oldest counted failure leaves the window. A successful login clears the account's count. In memory: one
 * process (the embedded profile).
 */
export interface ThrottleOptions {
  readonly windowMs: number;
  readonly maxPerAccount: number;
  readonly maxPerIp: number;
}

export const DEFAULT_LOGIN_THROTTLE: ThrottleOptions = { windowMs: 15 * 60 * 1000, maxPerAccount: 5, maxPerIp: 20 };

export class LoginThrottle {
  private readonly accounts: SlidingWindowRateLimiter;
  private readonly ips: SlidingWindowRateLimiter;

  constructor(clock: Clock, options: ThrottleOptions = DEFAULT_LOGIN_THROTTLE) {
    this.accounts = new SlidingWindowRateLimiter({ limit: options.maxPerAccount, windowMs: options.windowMs, clock });
    this.ips = new SlidingWindowRateLimiter({ limit: options.maxPerIp, windowMs: options.windowMs, clock });
  }

  /** Seconds to wait before the next attempt, or 0 when an attempt is allowed now. */
  retryAfter(account: string, ip: string): number {
    const waits = [this.accounts.check(account), this.ips.check(ip)].map((decision) =>
      decision.allowed ? 0 : Math.max(1, Math.ceil(decision.retryAfterMs / 1000)),
    );
    return Math.max(...waits);
  }

  /**
   * Throws 429 with `Retry-After` while the account or the IP is blocked. Every password check of an account
   * (login, e-mail change) asks here first and records its failures, so the current password cannot be
   * guessed through another form.
   */
  assertAllowed(account: string, ip: string): void {
    const wait = this.retryAfter(account, ip);
    enforceRateLimit(
      wait > 0 ? { allowed: false, retryAfterMs: wait * 1000 } : { allowed: true },
      (seconds) =>
        `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${Math.ceil(seconds / 60)} Minute(n) erneut.`,
      'login_throttled',
    );
  }

  recordFailure(account: string, ip: string): void {
    this.accounts.record(account);
    this.ips.record(ip);
  }

  recordSuccess(account: string): void {
    this.accounts.reset(account);
  }
}
