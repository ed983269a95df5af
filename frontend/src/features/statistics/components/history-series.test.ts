import type { HistoryStats } from '../api/history-types';
import { axisLabel } from './history-chart';
import { historySeries, OTHER_LABEL } from './history-series';

const courts = (n: number): HistoryStats => ({
  from: '2026-11-01',
  to: '2026-11-30',
  groupBy: 'court',
  interval: 'month',
  total: n,
  periods: [{ key: '2026-11', label: 'November 2026', from: '2026-11-01', to: '2026-11-30', total: (n * (n + 1)) / 2 }],
  groups: Array.from({ length: n }, (_, i) => ({ key: `AG ${i}`, label: `AG ${i}`, total: n - i })),
  counts: Array.from({ length: n }, (_, i) => ({ period: '2026-11', group: `AG ${i}`, count: n - i })),
  restriction: null,
});

describe('historySeries', () => {
  it('keeps the largest groups on their own and sums the rest as "Übrige"', () => {
    const series = historySeries(courts(10), 6);
    expect(series.groups.map((g) => [g.label, g.total])).toEqual([
      ['AG 0', 10],
      ['AG 1', 9],
      ['AG 2', 8],
      ['AG 3', 7],
      ['AG 4', 6],
      ['AG 5', 5],
      [OTHER_LABEL, 4 + 3 + 2 + 1],
    ]);
    expect(series.rows[0]!.values).toEqual([10, 9, 8, 7, 6, 5, 10]);
    expect(series.max).toBe(55);
  });

  it('never makes "Übrige" of a single group', () => {
    expect(historySeries(courts(7), 6).groups.map((g) => g.label)).not.toContain(OTHER_LABEL);
  });
});

describe('axisLabel', () => {
  it('shortens period labels for the axis', () => {
    expect(['KW 07/2026', 'September 2026', 'Mai 2026', '2026'].map(axisLabel)).toEqual([
      'KW 07',
      'Sep. 2026',
      'Mai 2026',
      '2026',
    ]);
  });
});
