import { addDays } from '../../platform/clock/berlin-time.js';

export const HISTORY_INTERVALS = ['week', 'month', 'year'] as const;
export type HistoryInterval = (typeof HISTORY_INTERVALS)[number];

/** One period of the chart: the part of an ISO week, month or year that lies within the asked range. */
export interface HistoryPeriod {
  /** `2026-W47`, `2026-11` or `2026`. */
  readonly key: string;
  /** German label: `KW 47/2026`, `November 2026`, `2026`. */
  readonly label: string;
  readonly from: string;
  readonly to: string;
}

const MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];

const utc = (day: string) => new Date(`${day}T12:00:00Z`);

/** ISO 8601 week of a day: weeks start on Monday, week 1 holds the year's first Thursday. */
export function isoWeek(day: string): { year: number; week: number; monday: string } {
  const weekday = (utc(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const monday = addDays(day, -weekday);
  const thursday = utc(addDays(monday, 3));
  const year = thursday.getUTCFullYear();
  const firstThursday = utc(`${year}-01-04`);
  const firstMonday = addDays(firstThursday.toISOString().slice(0, 10), -((firstThursday.getUTCDay() + 6) % 7));
  const week = Math.round((utc(monday).getTime() - utc(firstMonday).getTime()) / (7 * 86_400_000)) + 1;
  return { year, week, monday };
}

/** Key, label and full first/last day of the period that holds `day`. */
function periodOf(day: string, interval: HistoryInterval): { key: string; label: string; start: string; end: string } {
  if (interval === 'week') {
    const { year, week, monday } = isoWeek(day);
    const two = String(week).padStart(2, '0');
    return { key: `${year}-W${two}`, label: `KW ${two}/${year}`, start: monday, end: addDays(monday, 6) };
  }
  const year = Number(day.slice(0, 4));
  if (interval === 'year')
    return { key: String(year), label: String(year), start: `${year}-01-01`, end: `${year}-12-31` };
  const month = Number(day.slice(5, 7));
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return {
    key: day.slice(0, 7),
    label: `${MONTHS[month - 1]} ${year}`,
    start: `${day.slice(0, 7)}-01`,
    end: addDays(next, -1),
  };
}

/** The key of the period holding `day`. */
export function periodKey(day: string, interval: HistoryInterval): string {
  return periodOf(day, interval).key;
}

/** Every period from `from` to `to` (inclusive, oldest first), the first and last cut to the range. */
export function periodsBetween(from: string, to: string, interval: HistoryInterval): HistoryPeriod[] {
  const periods: HistoryPeriod[] = [];
  for (let day = from; day <= to;) {
    const period = periodOf(day, interval);
    periods.push({ key: period.key, label: period.label, from: day, to: period.end < to ? period.end : to });
    day = addDays(period.end, 1);
  }
  return periods;
}
