import type { RateLimitStore, SlidingWindowLimit } from '../../platform/rate-limits/rate-limit-store.port.js';
import { enforceRateLimit } from '../../platform/http/retry-later.js';

/**
 * Login throttling (docs/DESIGN.md §10): failed attempts are counted per account (e-mail) and per client IP in a
 * sliding window; once either reaches its limit, further attempts are refused with `Retry-After` until the
 * oldest counted failure leaves the window. A successful login clears the account's count. Counted in the
 * rate-limit store: with `RATE_LIMIT_STORE=mongo` every API replica sees the same failures.
 */
export interface ThrottleOptions {
  readonly windowMs: number;
  readonly maxPerAccount: number;
  readonly maxPerIp: number;
}

export const DEFAULT_LOGIN_THROTTLE: ThrottleOptions = { windowMs: 15 * 60 * 1000, maxPerAccount: 5, maxPerIp: 20 };

export class LoginThrottle {
  private readonly accounts: SlidingWindowLimit;
  private readonly ips: SlidingWindowLimit;

  constructor(
    private readonly store: RateLimitStore,
    options: ThrottleOptions = DEFAULT_LOGIN_THROTTLE,
  ) {
    this.accounts = { name: 'login-account', limit: options.maxPerAccount, windowMs: options.windowMs };
    this.ips = { name: 'login-ip', limit: options.maxPerIp, windowMs: options.windowMs };
  }

  /** Seconds to wait before the next attempt, or 0 when an attempt is allowed now. */
  async retryAfter(account: string, ip: string): Promise<number> {
    const decisions = await Promise.all([this.store.check(this.accounts, account), this.store.check(this.ips, ip)]);
    const waits = decisions.map((decision) =>
      decision.allowed ? 0 : Math.max(1, Math.ceil(decision.retryAfterMs / 1000)),
    );
    return Math.max(...waits);
  }

  /**
   * Throws 429 with `Retry-After` while the account or the IP is blocked. Every password check of an account
   * (login, e-mail change) asks here first and records its failures, so the current password cannot be
   * guessed through another form.
   */
  async assertAllowed(account: string, ip: string): Promise<void> {
    const wait = await this.retryAfter(account, ip);
    enforceRateLimit(
      wait > 0 ? { allowed: false, retryAfterMs: wait * 1000 } : { allowed: true },
      (seconds) =>
        `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${Math.ceil(seconds / 60)} Minute(n) erneut.`,
      'login_throttled',
    );
  }

  async recordFailure(account: string, ip: string): Promise<void> {
    await Promise.all([this.store.record(this.accounts, account), this.store.record(this.ips, ip)]);
  }

  async recordSuccess(account: string): Promise<void> {
    await this.store.reset(this.accounts, account);
  }
}
