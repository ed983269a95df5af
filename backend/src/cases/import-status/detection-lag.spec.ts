import { detectionLag, type ListingRun } from './detection-lag.js';

const hours = { from: '06:00', to: '22:00' };
const DAY = '2026-11-30';
const at = (hhmmss: string) => new Date(`${DAY}T${hhmmss}+01:00`).toISOString();
const poll = (start: string, end: string, days = [DAY, '2026-11-27']): ListingRun => ({
  status: 'completed',
  startedAt: at(start),
  finishedAt: at(end),
  days,
});

describe('detection lag (publication → detection)', () => {
  it('measures each notice from the start of the last complete listing of its day before it was detected', () => {
    const runs = [poll('10:30:00', '10:30:20'), poll('10:40:00', '10:40:30'), poll('10:50:00', '10:50:10')];
    // Found by the 10:40 poll: not listed at 10:30 → at most 10 min 25 s → 11 minutes (rounded up).
    // Found by the 10:50 poll: not listed at 10:40 → at most 10 min 5 s → 11 minutes.
    const lag = detectionLag(DAY, [at('10:40:25'), at('10:50:05'), at('10:50:07')], runs, hours);
    expect(lag).toEqual({ notices: 3, medianMinutes: 11, maxMinutes: 11 });
    // Found in the 10:30 poll's second second: at most 30 min 2 s after the poll hours' first listing at 10:00.
    expect(detectionLag(DAY, [at('10:30:02')], [poll('10:00:00', '10:00:20'), ...runs], hours)).toEqual({
      notices: 1,
      medianMinutes: 31,
      maxMinutes: 31,
    });
  });

  it('ignores listings that failed, missed the day or left it incomplete; counts from the poll hours at most', () => {
    const runs: ListingRun[] = [
      { ...poll('10:30:00', '10:31:00'), status: 'failed', incompleteDays: [DAY] },
      poll('10:20:00', '10:20:30', ['2026-11-27']),
      { ...poll('10:10:00', '10:10:30'), incompleteDays: [DAY] },
      poll('10:00:00', '10:00:30'),
    ];
    expect(detectionLag(DAY, [at('10:40:10')], runs, hours)).toMatchObject({ maxMinutes: 41 });
    // No listing before it that day: from the start of the poll hours; before them, from midnight.
    expect(detectionLag(DAY, [at('06:00:30')], [], hours)).toMatchObject({ maxMinutes: 1 });
    expect(detectionLag(DAY, [at('05:30:00')], [], hours)).toMatchObject({ maxMinutes: 330 });
  });

  it('has no figures without notices; the median of an even count is the middle pair’s mean', () => {
    expect(detectionLag(DAY, [], [], hours)).toEqual({ notices: 0, medianMinutes: null, maxMinutes: null });
    const runs = [poll('08:00:00', '08:00:10')];
    expect(detectionLag(DAY, [at('08:02:00'), at('08:04:00'), at('08:06:00'), at('08:20:00')], runs, hours)).toEqual({
      notices: 4,
      medianMinutes: 5,
      maxMinutes: 20,
    });
  });
});
