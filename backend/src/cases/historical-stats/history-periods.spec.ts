import { isoWeek, periodsBetween } from './history-periods.js';

describe('history periods', () => {
  it('numbers ISO weeks across the turn of the year', () => {
    expect(isoWeek('2026-01-01')).toEqual({ year: 2026, week: 1, monday: '2025-12-29' });
    expect(isoWeek('2027-01-01')).toEqual({ year: 2026, week: 53, monday: '2026-12-28' });
    expect(isoWeek('2026-11-21')).toEqual({ year: 2026, week: 47, monday: '2026-11-16' });
  });

  it('cuts the first and last period to the range and labels them in German', () => {
    expect(periodsBetween('2026-01-15', '2026-03-02', 'month')).toEqual([
      { key: '2026-01', label: 'Januar 2026', from: '2026-01-15', to: '2026-01-31' },
      { key: '2026-02', label: 'Februar 2026', from: '2026-02-01', to: '2026-02-28' },
      { key: '2026-03', label: 'März 2026', from: '2026-03-01', to: '2026-03-02' },
    ]);
    expect(periodsBetween('2025-12-30', '2027-01-01', 'year').map((p) => [p.key, p.from, p.to])).toEqual([
      ['2025', '2025-12-30', '2025-12-31'],
      ['2026', '2026-01-01', '2026-12-31'],
      ['2027', '2027-01-01', '2027-01-01'],
    ]);
    expect(periodsBetween('2026-12-30', '2027-01-05', 'week').map((p) => p.label)).toEqual([
      'KW 53/2026',
      'KW 01/2027',
    ]);
  });
});
