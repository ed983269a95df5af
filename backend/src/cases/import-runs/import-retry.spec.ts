import { ImportRetry, retryDelayMs, type RetryTimers } from './import-retry.js';

const minutes = (n: number) => n * 60_000;
const policy = { firstMs: minutes(5), maxMs: minutes(60) };

/** Timers that run when the test advances the clock. */
function fakeTimers(start: string): RetryTimers & { advance(ms: number): void; pending(): number } {
  let now = new Date(start).getTime();
  let timers: { at: number; run: () => void; id: number }[] = [];
  let ids = 0;
  return {
    now: () => new Date(now),
    setTimeout: (run, ms) => {
      timers.push({ at: now + ms, run, id: ++ids });
      return ids;
    },
    clearTimeout: (handle) => (timers = timers.filter((t) => t.id !== handle)),
    advance(ms) {
      now += ms;
      const due = timers.filter((t) => t.at <= now);
      timers = timers.filter((t) => t.at > now);
      for (const t of due) t.run();
    },
    pending: () => timers.length,
  };
}

describe('import retries after the portal was unreachable', () => {
  it('backs off from 5 minutes, doubling, at most an hour apart', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, policy) / 60_000)).toEqual([5, 10, 20, 40, 60, 60, 60]);
  });

  it('retries before the next session until a run reaches the portal', () => {
    const timers = fakeTimers('2026-11-20T06:00:00Z');
    const retry = new ImportRetry(policy, timers);
    const nextSession = new Date('2026-11-20T11:30:00Z');
    let runs = 0;
    const run = () => (runs += 1);

    // First start without a reachable portal: the first retry in 5 minutes, not at the next session.
    expect(retry.afterRun(true, nextSession, run)).toEqual(new Date('2026-11-20T06:05:00Z'));
    timers.advance(minutes(5));
    expect(runs).toBe(1);
    expect(retry.afterRun(true, nextSession, run)).toEqual(new Date('2026-11-20T06:15:00Z'));
    timers.advance(minutes(10));
    expect(runs).toBe(2);
    // The portal answers again: the series ends, nothing more is scheduled.
    expect(retry.afterRun(false, nextSession, run)).toBeNull();
    expect(timers.pending()).toBe(0);
    // A new outage starts again at 5 minutes.
    expect(retry.afterRun(true, nextSession, run)).toEqual(new Date('2026-11-20T06:20:00Z'));
  });

  it('leaves a retry to the next session when that comes first, and can be turned off', () => {
    const timers = fakeTimers('2026-11-20T11:27:00Z');
    const soon = new Date('2026-11-20T11:30:00Z');
    expect(new ImportRetry(policy, timers).afterRun(true, soon, () => undefined)).toBeNull();
    expect(new ImportRetry({ firstMs: 0, maxMs: 0 }, timers).afterRun(true, null, () => undefined)).toBeNull();
    expect(timers.pending()).toBe(0);
  });
});
