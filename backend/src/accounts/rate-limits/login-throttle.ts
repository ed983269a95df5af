/**
 * Login throttling (DESIGN.md §10): failed attempts are counted per account (e-mail) and per client IP in a
 * sliding window; once a counter reaches its limit, further attempts are refused with `Retry-After` until the
 * oldest failure leaves the window. A successful login clears the account's counter. In memory: one process.
 */
export interface ThrottleOptions {
  readonly windowMs: number;
  readonly maxPerAccount: number;
  readonly maxPerIp: number;
}

export const DEFAULT_LOGIN_THROTTLE: ThrottleOptions = { windowMs: 15 * 60 * 1000, maxPerAccount: 5, maxPerIp: 20 };

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly options: ThrottleOptions = DEFAULT_LOGIN_THROTTLE) {}

  /** Seconds to wait before the next attempt, or 0 when an attempt is allowed now. */
  retryAfter(account: string, ip: string, now: number): number {
    return Math.max(
      this.wait(`account:${account}`, this.options.maxPerAccount, now),
      this.wait(`ip:${ip}`, this.options.maxPerIp, now),
    );
  }

  recordFailure(account: string, ip: string, now: number): void {
    for (const key of [`account:${account}`, `ip:${ip}`]) {
      const recent = this.recent(key, now);
      recent.push(now);
      this.failures.set(key, recent);
    }
    if (this.failures.size > 100_000) this.prune(now);
  }

  recordSuccess(account: string): void {
    this.failures.delete(`account:${account}`);
  }

  private wait(key: string, max: number, now: number): number {
    const recent = this.recent(key, now);
    if (recent.length < max) return 0;
    const oldestThatCounts = recent[recent.length - max]!;
    return Math.max(1, Math.ceil((oldestThatCounts + this.options.windowMs - now) / 1000));
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((at) => at > now - this.options.windowMs);
  }

  private prune(now: number): void {
    for (const [key, times] of this.failures) {
      if (times.every((at) => at <= now - this.options.windowMs)) this.failures.delete(key);
    }
  }
}
