import { MIN_POLL_REQUESTS, pollRequestLimit, requestBudget } from './request-budget.js';

const berlin = (iso: string) => new Date(`${iso}+01:00`);
const now = berlin('2026-11-30T15:00:00');

describe('daily portal request budget', () => {
  it("adds up the requests of the polls started on the Berlin day; the sessions' are counted beside it", () => {
    const budget = requestBudget(
      [
        { startedAt: berlin('2026-11-29T23:50:00').toISOString(), trigger: 'poll', requests: 900 }, // yesterday's
        { startedAt: berlin('2026-11-30T00:10:00').toISOString(), trigger: 'poll', requests: 300 },
        { startedAt: berlin('2026-11-30T08:30:00').toISOString(), trigger: 'poll', requests: 1200 },
        { startedAt: berlin('2026-11-30T14:50:00').toISOString(), trigger: 'poll' }, // recorded before the budget: 0
        { startedAt: berlin('2026-11-30T07:00:00').toISOString(), trigger: 'scheduled', requests: 4000 },
      ],
      2000,
      now,
    );
    expect(budget).toEqual({ budget: 2000, spent: 1500, sessionRequests: 4000, remaining: 500, exhausted: false });
    expect(pollRequestLimit(budget)).toBe(500);
  });

  it('leaves the polls their budget on the day of a first import (tens of thousands of texts)', () => {
    const budget = requestBudget([{ startedAt: now.toISOString(), trigger: 'startup', requests: 40_568 }], 15_000, now);
    expect(budget).toMatchObject({ spent: 0, sessionRequests: 40_568, remaining: 15_000, exhausted: false });
    expect(pollRequestLimit(budget)).toBe(15_000);
  });

  it('lets no poll start once the budget is spent (or too little is left for one)', () => {
    const spent = requestBudget([{ startedAt: now.toISOString(), trigger: 'poll', requests: 2400 }], 2000, now);
    expect(spent).toMatchObject({ spent: 2400, remaining: 0, exhausted: true });
    expect(pollRequestLimit(spent)).toBeNull();
    const almost = requestBudget(
      [{ startedAt: now.toISOString(), trigger: 'poll', requests: 2001 - MIN_POLL_REQUESTS }],
      2000,
      now,
    );
    expect(almost.remaining).toBe(MIN_POLL_REQUESTS - 1);
    expect(pollRequestLimit(almost)).toBeNull();
  });
});
