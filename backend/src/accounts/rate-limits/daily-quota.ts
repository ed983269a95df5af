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

  constructor(private readonly store: RateLimitStore) {}

  async take(userId: string, limit: number, now: Date): Promise<QuotaDecision> {
    const { allowed, remaining } = await this.store.take(DailyQuota.NAME, userId, berlinDate(now), limit);
    return { allowed, limit, remaining, resetAt: Math.floor(nextBerlinMidnight(now).getTime() / 1000) };
  }
}

function nextBerlinMidnight(now: Date): Date {
  return berlinInstant(addDays(berlinDate(now), 1), '00:00');
}
