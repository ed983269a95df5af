/**
 * Day arithmetic on "day numbers" (days since 1970-01-01, UTC), German date formats, and the working-day
 * calendar of the portal (weekends and nationwide public holidays carry almost no publications).
 */

// Math members are bound once: global lookups are slow in Jest's VM modules, where the replica also runs.
const { abs, floor, round } = Math;

const MS_PER_DAY = 86_400_000;

export function dayNumber(isoDate: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`not an ISO date (YYYY-MM-DD): ${isoDate}`);
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const day = round(ms / MS_PER_DAY);
  if (isoFromDay(day) !== isoDate) throw new Error(`not a calendar date: ${isoDate}`);
  return day;
}

export function isoFromDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** dd.mm.yyyy as used in notices and in the result table. */
export function germanDate(day: number): string {
  const iso = isoFromDay(day);
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
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
const WEEKDAYS = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];

/** "2. März 2025" (some courts write dates like this in the signature line). */
export function longGermanDate(day: number): string {
  const d = new Date(day * MS_PER_DAY);
  return `${d.getUTCDate()}. ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** "2.3.2025": short form without leading zeros (Brandenburg signature lines). */
export function shortGermanDate(day: number): string {
  const d = new Date(day * MS_PER_DAY);
  return `${d.getUTCDate()}.${d.getUTCMonth() + 1}.${d.getUTCFullYear()}`;
}

export function weekdayName(day: number): string {
  return WEEKDAYS[weekday(day)] as string;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

export function yearOf(day: number): number {
  return new Date(day * MS_PER_DAY).getUTCFullYear();
}

export function firstDayOfYear(year: number): number {
  return round(Date.UTC(year, 0, 1) / MS_PER_DAY);
}

/** Easter Sunday (Gregorian, anonymous algorithm). */
function easterSunday(year: number): number {
  const a = year % 19;
  const b = floor(year / 100);
  const c = year % 100;
  const d = floor(b / 4);
  const e = b % 4;
  const f = floor((b + 8) / 25);
  const g = floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = floor((a + 11 * h + 22 * l) / 451);
  const month = floor((h + l - 7 * m + 114) / 31);
  const dayOfMonth = ((h + l - 7 * m + 114) % 31) + 1;
  return round(Date.UTC(year, month - 1, dayOfMonth) / MS_PER_DAY);
}

const holidayCache = new Map<number, Set<number>>();

/** Nationwide public holidays (regional ones are ignored: the portal is national). */
export function isPublicHoliday(day: number): boolean {
  const year = yearOf(day);
  let set = holidayCache.get(year);
  if (!set) {
    const easter = easterSunday(year);
    const fixed = (month: number, dom: number) => round(Date.UTC(year, month - 1, dom) / MS_PER_DAY);
    set = new Set([
      fixed(1, 1),
      easter - 2,
      easter + 1,
      fixed(5, 1),
      easter + 39,
      easter + 50,
      fixed(10, 3),
      fixed(12, 25),
      fixed(12, 26),
    ]);
    holidayCache.set(year, set);
  }
  return set.has(day);
}

export function isWorkingDay(day: number): boolean {
  const wd = weekday(day);
  return wd !== 0 && wd !== 6 && !isPublicHoliday(day);
}

/** The n-th working day after (n > 0) or before (n < 0) the given day. */
export function addWorkingDays(day: number, n: number): number {
  let current = day;
  let remaining = abs(n);
  const step = n >= 0 ? 1 : -1;
  while (remaining > 0) {
    current += step;
    if (isWorkingDay(current)) remaining--;
  }
  return current;
}

/** The given day if it is a working day, else the closest earlier one. */
export function workingDayOnOrBefore(day: number): number {
  let current = day;
  while (!isWorkingDay(current)) current--;
  return current;
}

/** A weekday (Mon–Fri) on or after the given day: court dates are never set on weekends. */
export function weekdayOnOrAfter(day: number): number {
  let current = day;
  while (!isWorkingDay(current)) current++;
  return current;
}

/** Today's date in Europe/Berlin as YYYY-MM-DD. */
export function berlinToday(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
