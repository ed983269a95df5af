import { addDays, berlinDate, berlinInstant } from '../../platform/clock/berlin-time.js';

export interface QuotaDecision {
  readonly allowed: boolean;
  readonly limit: number;
  readonly remaining: number;
  /** Start of the next Berlin day (quota reset), epoch seconds. */
  readonly resetAt: number;
}

/**
 * Daily request counters per user and Berlin day, in memory: the embedded profile is one process, and a
 * restart forgiving the day's count is acceptable for a fairness limit (it is not a security boundary).
 */
export class DailyQuota {
  private day = '';
  private readonly counts = new Map<string, number>();

  take(userId: string, limit: number, now: Date): QuotaDecision {
    const today = berlinDate(now);
    if (today !== this.day) {
      this.day = today;
      this.counts.clear();
    }
    const used = this.counts.get(userId) ?? 0;
    const resetAt = Math.floor(nextBerlinMidnight(now).getTime() / 1000);
    if (used >= limit) return { allowed: false, limit, remaining: 0, resetAt };
    this.counts.set(userId, used + 1);
    return { allowed: true, limit, remaining: limit - used - 1, resetAt };
  }
}

function nextBerlinMidnight(now: Date): Date {
  return berlinInstant(addDays(berlinDate(now), 1), '00:00');
}
