/**
 * The time of day (Berlin local) at which a generated notice is published. Courts publish through the working day,
 * mostly between 08:00 and 17:00 (a dip at lunch), a few early from 06:00 and late until 22:00: the window in which
 * the importer polls (issue #30). Counter-based like the rest of the generator: the time derives from (seed, day,
 * index) alone and draws nothing from the generator's other streams, so adding it changed no notice or text.
 */
import { unitFrom, WeightedTable } from './random.js';

// Math members are bound once: global lookups are slow in Jest's VM modules, where the replica also runs.
const { floor } = Math;

/** Salt of the time stream, so it never coincides with another hash of (seed, day, index). */
const TIME_SALT = 0x7153;

/** Relative weight of each hour (Berlin local) in which a notice is published. */
const HOURS: readonly (readonly [number, number])[] = [
  [6, 2],
  [7, 5],
  [8, 9],
  [9, 12],
  [10, 13],
  [11, 12],
  [12, 8],
  [13, 9],
  [14, 11],
  [15, 10],
  [16, 7],
  [17, 3],
  [18, 2],
  [19, 1],
  [20, 0.5],
  [21, 0.5],
];
const HOUR_TABLE = new WeightedTable(HOURS);

const pad = (n: number) => String(n).padStart(2, '0');

/** Seconds since local midnight of the index-th notice of a day. */
export function publicationSecond(seed: number, day: number, index: number): number {
  const hour = HOUR_TABLE.pick(unitFrom(seed, day, index, TIME_SALT));
  return hour * 3600 + floor(unitFrom(seed, day, index, TIME_SALT + 1) * 3600);
}

/** "HH:MM:SS" of the index-th notice of a day (Berlin local time). */
export function publicationTime(seed: number, day: number, index: number): string {
  return formatSecondOfDay(publicationSecond(seed, day, index));
}

export function formatSecondOfDay(second: number): string {
  return `${pad(floor(second / 3600))}:${pad(floor(second / 60) % 60)}:${pad(second % 60)}`;
}

/** Seconds since midnight of "HH:MM" or "HH:MM:SS"; undefined for anything else. */
export function secondOfDay(time: string): number | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(time);
  if (!match) return undefined;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
}
