import { fixedClock } from '../../platform/clock/clock.js';
import { InMemoryRateLimitStore } from '../../platform/rate-limits/memory/in-memory-rate-limit-store.js';
import { DailyQuota } from './daily-quota.js';

describe('daily query quota', () => {
  it('counts per user and Berlin day, refuses beyond the limit and resets at Berlin midnight', async () => {
    const quota = new DailyQuota(new InMemoryRateLimitStore(fixedClock('2026-11-21T22:30:00Z')));
    const evening = new Date('2026-11-21T22:30:00Z'); // 23:30 in Berlin
    expect(await quota.take('a', 2, evening)).toEqual({
      allowed: true,
      limit: 2,
      remaining: 1,
      resetAt: Date.parse('2026-11-21T23:00:00Z') / 1000,
    });
    expect((await quota.take('a', 2, evening)).remaining).toBe(0);
    expect(await quota.take('a', 2, evening)).toEqual({
      allowed: false,
      limit: 2,
      remaining: 0,
      resetAt: Date.parse('2026-11-21T23:00:00Z') / 1000,
    });
    expect((await quota.take('b', 2, evening)).allowed).toBe(true);
    expect(await quota.take('a', 2, new Date('2026-11-21T23:00:01Z'))).toMatchObject({ allowed: true, remaining: 1 });
  });
});
