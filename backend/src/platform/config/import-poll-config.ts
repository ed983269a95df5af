/**
 * The intraday light poll's settings (issue #30): how often it lists today and the previous publication day, in
 * which Berlin hours, and the daily portal request budget that the full sessions and the polls share.
 */
export interface ImportPollConfig {
  /** `IMPORT_POLL_MINUTES` (default 10; decimals allowed for tests and benchmarks, 0: no poll) in ms. */
  readonly intervalMs: number;
  /** `IMPORT_POLL_HOURS` (default `06:00-22:00`, Europe/Berlin): polls start within [from, to). */
  readonly hours: { readonly from: string; readonly to: string };
  /**
   * `IMPORT_DAILY_REQUEST_BUDGET` (default 15000): portal requests per Berlin day, counted for full sessions and
   * polls; a poll does not start, and stops, once the day's requests reach it. Full sessions are not stopped.
   */
  readonly dailyRequestBudget: number;
  /**
   * The silent-source check: `IMPORT_SILENT_PERCENT` (default 20, 0: off) of the median of the last 10 working days'
   * listings, from `IMPORT_SILENT_CHECK_TIME` (default 12:00, Berlin) on.
   */
  readonly silent: { readonly percent: number; readonly checkTime: string };
}

export const DEFAULT_POLL_MINUTES = 10;
export const DEFAULT_POLL_HOURS = '06:00-22:00';
// A working day on the real portal: ~96 polls × 2 listed days × ~20 searches (a day of 3,000–6,000 notices is split
// per Land) ≈ 4,000, ~5,000 new texts fetched once each, 4 sessions × 14 days × ~20 searches ≈ 1,100: ~10,500.
export const DEFAULT_DAILY_REQUEST_BUDGET = 15_000;

export function loadImportPollConfig(
  value: (name: string) => string | undefined,
  problems: string[],
): ImportPollConfig {
  const minutesRaw = value('IMPORT_POLL_MINUTES') ?? String(DEFAULT_POLL_MINUTES);
  const minutes = Number(minutesRaw);
  if (!/^\d+(\.\d+)?$/.test(minutesRaw) || (minutes !== 0 && (minutes < 0.05 || minutes > 1440))) {
    problems.push(`IMPORT_POLL_MINUTES must be 0 (off) or a number of minutes from 0.05 to 1440, got "${minutesRaw}"`);
  }
  const hoursRaw = value('IMPORT_POLL_HOURS') ?? DEFAULT_POLL_HOURS;
  const hours = /^\s*([01]\d|2[0-3]):([0-5]\d)\s*-\s*([01]\d|2[0-3]|24):([0-5]\d)\s*$/.exec(hoursRaw);
  const from = hours ? `${hours[1]}:${hours[2]}` : '06:00';
  const to = hours ? `${hours[3]}:${hours[4]}` : '22:00';
  if (!hours || to <= from || (hours[3] === '24' && hours[4] !== '00')) {
    problems.push(`IMPORT_POLL_HOURS must look like "06:00-22:00" (Europe/Berlin, end after start), got "${hoursRaw}"`);
  }
  const budgetRaw = value('IMPORT_DAILY_REQUEST_BUDGET') ?? String(DEFAULT_DAILY_REQUEST_BUDGET);
  const budget = Number(budgetRaw);
  if (!/^\d+$/.test(budgetRaw) || budget < 1 || budget > 1_000_000) {
    problems.push(`IMPORT_DAILY_REQUEST_BUDGET must be an integer from 1 to 1000000, got "${budgetRaw}"`);
  }
  const percentRaw = value('IMPORT_SILENT_PERCENT') ?? '20';
  const percent = Number(percentRaw);
  if (!/^\d+$/.test(percentRaw) || percent > 100) {
    problems.push(`IMPORT_SILENT_PERCENT must be an integer from 0 (off) to 100, got "${percentRaw}"`);
  }
  const checkTime = value('IMPORT_SILENT_CHECK_TIME') ?? '12:00';
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(checkTime)) {
    problems.push(`IMPORT_SILENT_CHECK_TIME must be a time HH:MM (Europe/Berlin), got "${checkTime}"`);
  }
  return {
    intervalMs: Number.isFinite(minutes) ? Math.round(minutes * 60_000) : DEFAULT_POLL_MINUTES * 60_000,
    hours: { from, to },
    dailyRequestBudget: Number.isFinite(budget) ? budget : DEFAULT_DAILY_REQUEST_BUDGET,
    silent: { percent: Number.isFinite(percent) ? percent : 20, checkTime },
  };
}
