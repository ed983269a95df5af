import type { ImportPollConfig } from '../../platform/config/import-poll-config.js';
import { nextPollAt, pollDays, pollDue } from './poll-schedule.js';

const config: ImportPollConfig = {
  intervalMs: 10 * 60_000,
  hours: { from: '06:00', to: '22:00' },
  dailyRequestBudget: 2000,
  silent: { percent: 20, checkTime: '12:00' },
};
// 28.11.2026 is a Saturday, 30.11.2026 a Monday; Berlin is UTC+1 in November.
const berlin = (iso: string) => new Date(`${iso}+01:00`);

describe('intraday poll schedule', () => {
  it('polls once per slot within the poll hours, the slot named by its start', () => {
    const first = pollDue(berlin('2026-11-30T10:42:10'), config, null);
    expect(first).toEqual({ due: true, slot: '2026-11-30T09:40:00Z', slotStart: berlin('2026-11-30T10:40:00') });
    // Another tick in the same slot: already decided.
    expect(pollDue(berlin('2026-11-30T10:49:59'), config, '2026-11-30T09:40:00Z')).toEqual({
      due: false,
      reason: 'already_polled',
    });
    expect(pollDue(berlin('2026-11-30T10:50:00'), config, '2026-11-30T09:40:00Z')).toMatchObject({
      due: true,
      slot: '2026-11-30T09:50:00Z',
    });
  });

  it('does not poll outside the hours, nor when switched off', () => {
    expect(pollDue(berlin('2026-11-30T05:59:00'), config, null)).toEqual({ due: false, reason: 'outside_hours' });
    expect(pollDue(berlin('2026-11-30T22:00:00'), config, null)).toEqual({ due: false, reason: 'outside_hours' });
    expect(pollDue(berlin('2026-11-30T06:00:00'), config, null)).toMatchObject({ due: true });
    expect(pollDue(berlin('2026-11-30T21:59:59'), config, null)).toMatchObject({ due: true });
    expect(pollDue(berlin('2026-11-30T12:00:00'), { ...config, intervalMs: 0 }, null)).toEqual({
      due: false,
      reason: 'off',
    });
    const allDay = { ...config, hours: { from: '00:00', to: '24:00' } };
    expect(pollDue(berlin('2026-11-30T23:59:00'), allDay, null)).toMatchObject({ due: true });
  });

  it('names the next poll: the next slot, or the first slot of the next poll hours', () => {
    expect(nextPollAt(berlin('2026-11-30T10:42:10'), config)).toEqual(berlin('2026-11-30T10:50:00'));
    expect(nextPollAt(berlin('2026-11-30T21:55:00'), config)).toEqual(berlin('2026-12-01T06:00:00'));
    expect(nextPollAt(berlin('2026-11-30T03:00:00'), config)).toEqual(berlin('2026-11-30T06:00:00'));
    expect(nextPollAt(berlin('2026-11-30T03:00:00'), { ...config, intervalMs: 0 })).toBeNull();
    // A summer day (UTC+2): slots still start at Berlin's :00, :10, …
    expect(nextPollAt(new Date('2026-07-01T10:42:00+02:00'), config)).toEqual(new Date('2026-07-01T10:50:00+02:00'));
  });

  it('lists today and the previous publication day (on a Monday the Friday)', () => {
    expect(pollDays(berlin('2026-12-01T09:00:00'))).toEqual(['2026-12-01', '2026-11-30']);
    expect(pollDays(berlin('2026-11-30T09:00:00'))).toEqual(['2026-11-30', '2026-11-27']);
    // Just after midnight Berlin (still 29.11. in UTC): the Berlin day counts.
    expect(pollDays(berlin('2026-11-30T00:30:00'))).toEqual(['2026-11-30', '2026-11-27']);
  });
});
