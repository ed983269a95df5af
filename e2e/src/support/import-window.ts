import {
  berlinToday,
  dayNumber,
  isoFromDay,
  isWorkingDay,
  workingDayOnOrBefore,
} from '../portal-replica/generator/calendar.js';

export interface ImportWindow {
  /** Today in Europe/Berlin (YYYY-MM-DD) on the real clock: the app, the replica and the browser agree on it. */
  readonly today: string;
  /** Calendar days up to and including today: the replica's `days` and the app's `IMPORT_DAYS`. */
  readonly days: number;
  /** `IMPORT_DAYS` for the app's environment. */
  readonly importDays: string;
  /** The window's newest working day (YYYY-MM-DD): today on a working day, else the one before. */
  readonly lastWorkingDay: string;
}

/**
 * The days an import test publishes on the portal replica and imports: the app imports the last IMPORT_DAYS Berlin
 * days of its clock, and the portal publishes (almost) nothing on weekends and public holidays, so a test that
 * imported "today" found no case on a Saturday (issue #27). The window ends today and reaches back until it holds
 * `workingDays` working days: Thu–Sat on a Saturday for two, Thu–Mon over Easter Monday for one more.
 */
export function importWindow(workingDays: number, now: Date = new Date()): ImportWindow {
  if (!Number.isInteger(workingDays) || workingDays < 1) throw new Error(`workingDays must be ≥ 1, got ${workingDays}`);
  const today = berlinToday(now);
  const last = dayNumber(today);
  let first = last;
  for (let found = isWorkingDay(first) ? 1 : 0; found < workingDays;) {
    first--;
    if (isWorkingDay(first)) found++;
  }
  const days = last - first + 1;
  return { today, days, importDays: String(days), lastWorkingDay: isoFromDay(workingDayOnOrBefore(last)) };
}
