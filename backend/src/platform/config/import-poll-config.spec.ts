import { loadImportPollConfig } from './import-poll-config.js';

const load = (env: Record<string, string>) => {
  const problems: string[] = [];
  const config = loadImportPollConfig((name) => env[name], problems);
  return { config, problems };
};

describe('intraday poll settings', () => {
  it('defaults: every 10 minutes from 06:00 to 22:00 Berlin, 15,000 portal requests a day', () => {
    expect(load({})).toEqual({
      config: {
        intervalMs: 600_000,
        hours: { from: '06:00', to: '22:00' },
        dailyRequestBudget: 15_000,
        silent: { percent: 20, checkTime: '12:00' },
      },
      problems: [],
    });
  });

  it('reads short intervals for tests, all-day hours, 0 to switch the poll off', () => {
    expect(
      load({ IMPORT_POLL_MINUTES: '0.25', IMPORT_POLL_HOURS: '00:00-24:00', IMPORT_DAILY_REQUEST_BUDGET: '2000' }),
    ).toEqual({
      config: {
        intervalMs: 15_000,
        hours: { from: '00:00', to: '24:00' },
        dailyRequestBudget: 2000,
        silent: { percent: 20, checkTime: '12:00' },
      },
      problems: [],
    });
    expect(load({ IMPORT_POLL_MINUTES: '0' }).config.intervalMs).toBe(0);
  });

  it('names every bad value', () => {
    expect(
      load({ IMPORT_POLL_MINUTES: 'oft', IMPORT_POLL_HOURS: '22:00-06:00', IMPORT_DAILY_REQUEST_BUDGET: '0' }).problems,
    ).toEqual([
      'IMPORT_POLL_MINUTES must be 0 (off) or a number of minutes from 0.05 to 1440, got "oft"',
      'IMPORT_POLL_HOURS must look like "06:00-22:00" (Europe/Berlin, end after start), got "22:00-06:00"',
      'IMPORT_DAILY_REQUEST_BUDGET must be an integer from 1 to 1000000, got "0"',
    ]);
    expect(load({ IMPORT_POLL_MINUTES: '0.01' }).problems).toHaveLength(1);
    expect(load({ IMPORT_POLL_HOURS: '24:30-25:00' }).problems).toHaveLength(1);
    expect(load({ IMPORT_SILENT_PERCENT: '120', IMPORT_SILENT_CHECK_TIME: 'mittags' }).problems).toEqual([
      'IMPORT_SILENT_PERCENT must be an integer from 0 (off) to 100, got "120"',
      'IMPORT_SILENT_CHECK_TIME must be a time HH:MM (Europe/Berlin), got "mittags"',
    ]);
  });
});
