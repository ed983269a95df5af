import { attemptLeaseMs, nextAttemptAt, retryWait, shouldDisable } from './retry-schedule.js';

const hour = 60 * 60 * 1000;

describe('webhook retry schedule', () => {
  it('waits 5 s, then doubles up to one hour, with ±20 % jitter', () => {
    expect([1, 2, 3, 4, 5, 10, 11, 20].map((attempt) => retryWait(attempt, 0.5))).toEqual([
      5_000,
      10_000,
      20_000,
      40_000,
      80_000,
      2_560_000,
      hour,
      hour,
    ]);
    expect(retryWait(1, 0)).toBe(4_000);
    expect(retryWait(1, 0.999_999)).toBe(6_000);
  });

  it('keeps retrying for 24 hours after the first attempt, then gives up', () => {
    const first = new Date('2026-11-28T09:00:00Z');
    let at = first;
    let attempts = 1;
    for (;;) {
      const next = nextAttemptAt(first, at, attempts, 0.5);
      if (next === null) break;
      at = next;
      attempts += 1;
    }
    expect(at.getTime() - first.getTime()).toBeLessThanOrEqual(24 * hour);
    expect(at.getTime() - first.getTime()).toBeGreaterThan(23 * hour);
    expect(attempts).toBe(33);
  });

  it('leases an attempt for longer than a POST may take', () => {
    expect(attemptLeaseMs(10_000)).toBe(25_000);
  });

  it('disables an endpoint failing for 3 days, not before, and never one that is not failing', () => {
    const since = new Date('2026-11-25T09:00:00Z');
    expect(shouldDisable(since, new Date('2026-11-28T08:59:59Z'))).toBe(false);
    expect(shouldDisable(since, new Date('2026-11-28T09:00:00Z'))).toBe(true);
    expect(shouldDisable(null, new Date('2026-12-28T09:00:00Z'))).toBe(false);
  });
});
