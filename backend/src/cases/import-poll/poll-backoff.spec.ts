import { pollBackoffUntil } from './poll-backoff.js';

const end = new Date('2026-11-30T10:00:00Z');
const minutes = (at: Date | null) => (at ? (at.getTime() - end.getTime()) / 60_000 : null);

describe('poll backoff after an unreachable portal', () => {
  it('waits twice the interval, then twice as long each time, at most the maximum', () => {
    const wait = (failures: number) => minutes(pollBackoffUntil(failures, end, 10 * 60_000, 60 * 60_000));
    expect([0, 1, 2, 3, 4].map(wait)).toEqual([null, 20, 40, 60, 60]);
  });
});
