/** SPEC §2 Case detail: dates dd.mm.yyyy, or this text when there is none. */
export const DATE_NOT_AVAILABLE = 'Nicht verfügbar';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
// Timestamps are shown as the time in Germany, wherever the browser is.
const DATE_FORMAT = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Berlin',
});
const DATE_TIME_FORMAT = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Berlin',
});

function parse(value: string): Date | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A calendar date (YYYY-MM-DD) or timestamp as dd.mm.yyyy; empty or unreadable gives 'Nicht verfügbar'. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return DATE_NOT_AVAILABLE;
  // A calendar date has no time zone: reformat it, never shift it through Date.
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) return `${dateOnly[3]}.${dateOnly[2]}.${dateOnly[1]}`;
  const date = parse(value);
  return date ? DATE_FORMAT.format(date) : DATE_NOT_AVAILABLE;
}

/** A timestamp as "dd.mm.yyyy, hh:mm" (German time); undefined when empty or unreadable. */
export function formatDateTime(value: string | null | undefined): string | undefined {
  const date = value ? parse(value) : undefined;
  return date ? DATE_TIME_FORMAT.format(date) : undefined;
}

/** YYYY-MM-DD of a day in the browser's calendar (the search API filters by such dates). */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local midnight that starts a YYYY-MM-DD day, or undefined. */
export function startOfIsoDay(value: string | null | undefined): Date | undefined {
  const match = value ? DATE_ONLY.exec(value) : null;
  if (!match) return value ? parse(value) : undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}
