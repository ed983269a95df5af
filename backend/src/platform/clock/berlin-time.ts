/** Calendar arithmetic in Europe/Berlin, where the courts publish and the import sessions run. */
const dateFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const germanDateTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** `21.11.2026, 10:00 Uhr` (Berlin time), as German mails and pages write an instant. */
export function germanBerlinDateTime(at: Date | string): string {
  return `${germanDateTime.format(typeof at === 'string' ? new Date(at) : at)} Uhr`;
}

/** `YYYY-MM-DD` of the instant in Berlin. */
export function berlinDate(at: Date): string {
  return dateFormat.format(at);
}

/** `HH:MM` of the instant in Berlin. */
export function berlinTime(at: Date): string {
  return timeFormat.format(at);
}

/** Adds whole days to an ISO calendar date. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The UTC instant of a Berlin wall-clock time on a Berlin date (DST-aware). */
export function berlinInstant(isoDate: string, hhmm: string): Date {
  const guess = new Date(`${isoDate}T${hhmm}:00Z`);
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(guess.getTime() - offsetHours * 3_600_000);
    if (berlinDate(candidate) === isoDate && berlinTime(candidate) === hhmm) return candidate;
  }
  return new Date(guess.getTime() - 3_600_000);
}
