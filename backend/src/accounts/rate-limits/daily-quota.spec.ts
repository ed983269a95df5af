import { DailyQuota } from './daily-quota.js';

describe('daily query quota', () => {
  it('counts per user and Berlin day, refuses beyond the limit and resets at Berlin midnight', () => {
    const quota = new DailyQuota();
    const evening = new Date('2026-11-21T22:30:00Z'); // 23:30 in Berlin
    expect(quota.take('a', 2, evening)).toEqual({
      allowed: true,
      limit: 2,
      remaining: 1,
      resetAt: Date.parse('2026-11-21T23:00:00Z') / 1000,
    });
    expect(quota.take('a', 2, evening).remaining).toBe(0);
    expect(quota.take('a', 2, evening).allowed).toBe(false);
    expect(quota.take('b', 2, evening).allowed).toBe(true);
    expect(quota.take('a', 2, new Date('2026-11-21T23:00:01Z'))).toMatchObject({ allowed: true, remaining: 1 });
  });
});
