/**
 * How many publications a day carries and how many new proceedings (origins) start on it. The real portal shows
 * 3,000–6,000 publications per working day, about 650 of them Sicherungsmaßnahmen, Eröffnungen and Abweisungen,
 * and almost nothing on weekends and public holidays.
 */
import { isWorkingDay, weekday } from '../calendar.js';
import { unitFrom } from '../random.js';

// Math members are bound once: global lookups are slow in Jest's VM modules, where the replica also runs.
const { round } = Math;

/** Monday … Friday factors around 1.0. */
const WEEKDAY_FACTOR = [0, 0.9, 1.05, 1.08, 1.04, 0.93, 0];

export function dayVolume(seed: number, volume: number, day: number): number {
  const u = unitFrom(seed, day, 0x701);
  if (isWorkingDay(day)) return round(volume * (WEEKDAY_FACTOR[weekday(day)] as number) * (0.88 + 0.24 * u));
  // weekends and holidays: urgent orders only (Saturday a handful more than Sunday)
  const base = weekday(day) === 6 ? 0.004 : 0.0012;
  return round(volume * base * (0.4 + 1.2 * u));
}

/** New proceedings per day, by the type of their first publication. */
export interface OriginCounts {
  readonly sich: number;
  readonly eroeff: number;
  readonly abw: number;
  readonly total: number;
}

/** Shares of a working day's volume that start new proceedings (the rest are later notices of cases). */
export const ORIGIN_SHARE = { sich: 0.0225, eroeff: 0.1128, abw: 0.00825 } as const;

/** Per (seed, volume): day → counts. Numeric keys keep this hot lookup cheap. */
const countCache = new Map<string, Map<number, OriginCounts>>();

function countsOf(seed: number, volume: number): Map<number, OriginCounts> {
  const key = `${seed}|${volume}`;
  let byDay = countCache.get(key);
  if (!byDay) {
    if (countCache.size > 32) countCache.clear();
    byDay = new Map();
    countCache.set(key, byDay);
  }
  return byDay;
}

export function originCounts(seed: number, volume: number, day: number): OriginCounts {
  const byDay = countsOf(seed, volume);
  const cached = byDay.get(day);
  if (cached) return cached;
  const v = dayVolume(seed, volume, day);
  let sich: number;
  let eroeff: number;
  let abw: number;
  if (isWorkingDay(day)) {
    sich = round(v * ORIGIN_SHARE.sich);
    eroeff = round(v * ORIGIN_SHARE.eroeff);
    abw = round(v * ORIGIN_SHARE.abw);
  } else {
    sich = round(v * 0.45);
    eroeff = round(v * 0.2);
    abw = 0;
  }
  const counts = { sich, eroeff, abw, total: sich + eroeff + abw };
  if (byDay.size > 20_000) byDay.clear();
  byDay.set(day, counts);
  return counts;
}
