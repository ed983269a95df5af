import { claimStreamName, periodName, scheduledPeriod } from './scheduled-period.js';

const day = (time: string, tickAt: string) => periodName(scheduledPeriod(time, new Date(tickAt)), 'day');
const session = (time: string, tickAt: string) => periodName(scheduledPeriod(time, new Date(tickAt)), 'session');

describe('the period of a scheduled tick', () => {
  it('is the same for ticks of two processes a few hundred milliseconds apart', () => {
    // 08:30 Berlin in winter is 07:30 UTC.
    expect(session('08:30', '2026-11-24T07:29:59.700Z')).toBe('2026-11-24T08:30');
    expect(session('08:30', '2026-11-24T07:30:00.400Z')).toBe('2026-11-24T08:30');
    expect(session('08:30', '2026-11-24T07:30:03.000Z')).toBe('2026-11-24T08:30');
  });

  it('names each session of a day apart, and days by their Berlin date', () => {
    expect(session('12:30', '2026-11-24T11:30:00.100Z')).toBe('2026-11-24T12:30');
    expect(day('06:00', '2026-11-24T05:00:00.100Z')).toBe('2026-11-24');
    expect(claimStreamName('import', '2026-11-24T08:30')).toBe('schedule-import-2026-11-24T08:30');
    expect(claimStreamName('digest', '2026-11-24')).toBe('schedule-digest-2026-11-24');
  });

  it('puts a midnight tick that fires early or late on the day it was scheduled for', () => {
    // 00:00 Berlin on 25 November is 23:00 UTC on the 24th.
    expect(day('00:00', '2026-11-24T22:59:59.800Z')).toBe('2026-11-25');
    expect(day('00:00', '2026-11-24T23:00:00.300Z')).toBe('2026-11-25');
    expect(day('00:00', '2026-11-24T23:00:05.000Z')).toBe('2026-11-25');
  });

  it('puts a 23:59 tick that runs into the next day on the day it was scheduled for', () => {
    // 23:59 Berlin on 24 November is 22:59 UTC.
    expect(day('23:59', '2026-11-24T22:58:59.900Z')).toBe('2026-11-24');
    expect(day('23:59', '2026-11-24T22:59:00.200Z')).toBe('2026-11-24');
    expect(day('23:59', '2026-11-24T23:00:30.000Z')).toBe('2026-11-24');
  });

  it('follows the Berlin offset in summer and across year ends', () => {
    expect(session('08:30', '2026-07-01T06:30:00.200Z')).toBe('2026-07-01T08:30');
    expect(day('00:00', '2026-12-31T22:59:59.900Z')).toBe('2027-01-01');
    expect(day('00:30', '2026-12-31T23:30:00.100Z')).toBe('2027-01-01');
  });

  it('handles the day the clocks go forward (29 March 2026: 02:00 becomes 03:00)', () => {
    // Cron fires a skipped 02:30 at 03:00 CEST (01:00 UTC): still that day's period.
    expect(day('02:30', '2026-03-29T01:00:00.200Z')).toBe('2026-03-29');
    expect(day('02:30', '2026-03-29T00:59:59.800Z')).toBe('2026-03-29');
    // Times around the gap: 01:59 CET and 03:00 CEST.
    expect(session('01:59', '2026-03-29T00:59:00.300Z')).toBe('2026-03-29T01:59');
    expect(session('03:00', '2026-03-29T01:00:00.300Z')).toBe('2026-03-29T03:00');
    // Midnight after the short day, and the morning session of it (06:30 UTC = 08:30 CEST).
    expect(day('00:00', '2026-03-29T21:59:59.900Z')).toBe('2026-03-30');
    expect(session('08:30', '2026-03-29T06:30:00.100Z')).toBe('2026-03-29T08:30');
    expect(session('08:30', '2026-03-28T07:30:00.100Z')).toBe('2026-03-28T08:30');
  });

  it('handles the day the clocks go back (25 October 2026: 02:00–03:00 happens twice)', () => {
    // 02:30 CEST (00:30 UTC) and 02:30 CET (01:30 UTC): one period, so a second tick is never a second run.
    expect(day('02:30', '2026-10-25T00:30:00.200Z')).toBe('2026-10-25');
    expect(day('02:30', '2026-10-25T01:30:00.200Z')).toBe('2026-10-25');
    expect(day('00:00', '2026-10-25T22:59:59.900Z')).toBe('2026-10-26');
    expect(session('08:30', '2026-10-25T07:30:00.100Z')).toBe('2026-10-25T08:30');
    expect(session('08:30', '2026-10-24T06:30:00.100Z')).toBe('2026-10-24T08:30');
  });
});
