/**
 * Instants and Berlin local time: the portal publishes by the German working day, so publication times are local
 * times, while the replica's clock counts milliseconds since the epoch. The offset (CET/CEST) comes from Intl.
 */
import { dayNumber } from '../generator/calendar.js';

const MS_PER_DAY = 86_400_000;

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', timeZoneName: 'longOffset' });
const localFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Offset of Berlin local time from UTC at an instant, in minutes (60 in winter, 120 in summer). */
export function berlinOffsetMinutes(instant: number): number {
  const name = offsetFormat.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

const midnightCache = new Map<string, number>();

/**
 * The instant of a Berlin local time on a date. The offset is the one at noon of that day: publication times lie
 * between 06:00 and 22:00, never in the night hour in which the clocks change.
 */
export function berlinInstant(isoDate: string, secondOfDay: number): number {
  let midnight = midnightCache.get(isoDate);
  if (midnight === undefined) {
    const utcMidnight = dayNumber(isoDate) * MS_PER_DAY;
    midnight = utcMidnight - berlinOffsetMinutes(utcMidnight + MS_PER_DAY / 2) * 60_000;
    if (midnightCache.size > 400) midnightCache.clear();
    midnightCache.set(isoDate, midnight);
  }
  return midnight + secondOfDay * 1000;
}

/** "2026-11-28T10:42:00+01:00": the instant as Berlin local time with its offset. */
export function formatBerlin(instant: number): string {
  const parts = localFormat.formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const offset = berlinOffsetMinutes(instant);
  const hh = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const mm = String(Math.abs(offset) % 60).padStart(2, '0');
  return (
    `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}` +
    `${offset < 0 ? '-' : '+'}${hh}:${mm}`
  );
}

const WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;
const LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}(?::\d{2})?)$/;

/**
 * An instant from an admin request or option: milliseconds since the epoch, an ISO date-time with zone
 * ("2026-11-28T10:42:00+01:00", "…Z"), or a local one without zone ("2026-11-28T10:42"), read as Berlin time.
 * Throws with a message that names the accepted forms.
 */
export function parseInstant(value: unknown, name: string): number {
  if (value instanceof Date && Number.isFinite(value.getTime())) return value.getTime();
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    if (WITH_ZONE.test(value)) {
      const ms = Date.parse(value);
      if (Number.isFinite(ms)) return ms;
    }
    const local = LOCAL.exec(value);
    if (local) {
      const [h, m, s] = (local[2] as string).split(':').map(Number) as [number, number, number | undefined];
      if (h < 24 && m < 60 && (s ?? 0) < 60) {
        try {
          return berlinInstant(local[1] as string, h * 3600 + m * 60 + (s ?? 0));
        } catch {
          // not a calendar date: falls through to the error below
        }
      }
    }
  }
  throw new Error(
    `${name} must be an ISO date-time such as "2026-11-28T10:42:00+01:00" (without zone: Berlin time) or milliseconds since 1970`,
  );
}
