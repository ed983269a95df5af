/*
 * Date arithmetic on ISO calendar dates (no time zone involved: a deadline is a day in Germany). Periods follow
 * §§ 187, 188 BGB with § 222 Abs. 2 ZPO: a period in weeks or months ends on the day named like the start day; an
 * end on a Saturday or Sunday moves to the Monday. Public holidays differ by Land and are not known here.
 */

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  const date = toDate(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

export function addMonths(iso: string, months: number): string {
  const date = toDate(iso);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  // § 188 Abs. 3 BGB: without that day in the end month, the period ends on its last day.
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return toIso(date);
}

/** § 222 Abs. 2 ZPO: a deadline ending on a Saturday or Sunday ends on the next Monday. */
export function nextWorkingDay(iso: string): string {
  const weekday = toDate(iso).getUTCDay();
  return weekday === 6 ? addDays(iso, 2) : weekday === 0 ? addDays(iso, 1) : iso;
}
