import type { RunFacts } from './import-monitor-status.js';
import { importRate } from './import-rate.js';

const run = (startedAt: string, finishedAt: string | null, newCases: number): RunFacts => ({
  status: finishedAt ? 'completed' : 'running',
  startedAt,
  finishedAt,
  newCases,
  newNotices: 0,
  errors: [],
});

describe('import rate', () => {
  const now = new Date('2026-11-20T12:00:00Z');

  it("is cases per hour of the runs' running time, not the day's imports divided by 24", () => {
    // Two runs of 30 minutes each: 600 new cases in one hour of importing.
    const runs = [
      run('2026-11-20T07:30:00Z', '2026-11-20T08:00:00Z', 450),
      run('2026-11-20T11:30:00Z', '2026-11-20T12:00:00Z', 150),
    ];
    expect(importRate(runs, now)).toBe(600);
  });

  it('counts a running run up to now, and is 0 without runs', () => {
    expect(importRate([run('2026-11-20T11:45:00Z', null, 100)], now)).toBe(400);
    expect(importRate([], now)).toBe(0);
  });
});
