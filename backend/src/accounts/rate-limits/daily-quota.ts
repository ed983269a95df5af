import { addDays, berlinDate, berlinInstant } from '../../platform/clock/berlin-time.js';
import type { RateLimitStore } from '../../platform/rate-limits/rate-limit-store.port.js';

export interface QuotaDecision {
  readonly allowed: boolean;
  readonly limit: number;
  readonly remaining: number;
  /** Start of the next Berlin day (quota reset), epoch seconds. */
  readonly resetAt: number;
}

/**
 * Daily query-API requests per user and Berlin day, counted in the rate-limit store: in memory a restart
 * forgives the day's count (acceptable for a fairness limit, not a security boundary); with
 * `RATE_LIMIT_STORE=mongo` every API replica counts against the same quota.
 */
export class DailyQuota {
  static readonly NAME = 'query-api-day';
  /** The Berlin day of the last request and its bounds: working them out takes Intl time-zone formatting. */
  private day: { readonly date: string; readonly startsAt: number; readonly endsAt: number } | undefined;

  constructor(private readonly store: RateLimitStore) {}

  async take(userId: string, limit: number, now: Date): Promise<QuotaDecision> {
    const day = this.berlinDayOf(now);
    const { allowed, remaining } = await this.store.take(DailyQuota.NAME, userId, day.date, limit);
    return { allowed, limit, remaining, resetAt: Math.floor(day.endsAt / 1000) };
  }

  private berlinDayOf(now: Date): { date: string; startsAt: number; endsAt: number } {
    const at = now.getTime();
    if (this.day && at >= this.day.startsAt && at < this.day.endsAt) return this.day;
    const date = berlinDate(now);
    return (this.day = {
      date,
      startsAt: berlinInstant(date, '00:00').getTime(),
      endsAt: berlinInstant(addDays(date, 1), '00:00').getTime(),
    });
  }
}
