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

  it('knows the Berlin day also across a clock change and for an earlier instant after a later one', async () => {
    const quota = new DailyQuota(new InMemoryRateLimitStore(fixedClock('2026-03-29T12:00:00Z')));
    // 29 March 2026 has 23 hours in Berlin: the next day starts at 22:00 UTC.
    expect((await quota.take('a', 5, new Date('2026-03-29T12:00:00Z'))).resetAt).toBe(
      Date.parse('2026-03-29T22:00:00Z') / 1000,
    );
    expect(await quota.take('a', 5, new Date('2026-03-29T22:00:00Z'))).toMatchObject({
      remaining: 4,
      resetAt: Date.parse('2026-03-30T22:00:00Z') / 1000,
    });
    expect(await quota.take('a', 5, new Date('2026-03-28T22:30:00Z'))).toMatchObject({
      resetAt: Date.parse('2026-03-28T23:00:00Z') / 1000,
    });
  });
});
