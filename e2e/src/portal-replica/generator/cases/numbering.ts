/**
 * Aktenzeichen running numbers: each court numbers its proceedings per register sign (IN, IK) and year, in the
 * order they arrive. Computed for a whole year at once (cheap phase-one draws only) and cached, so the number of
 * a case is unique at its court and stable whichever day is generated first.
 */
import { firstDayOfYear } from '../calendar.js';
import { COURTS } from '../tables/courts.js';
import { unitFrom } from '../random.js';
import { caseSeedOf, courtIndexOf, kindOf, type OriginType } from './origins.js';
import { originCounts } from './volume.js';

// Math members are bound once: global lookups are slow in Jest's VM modules, where the replica also runs.
const { floor } = Math;

interface YearNumbers {
  readonly byDay: Map<number, Int32Array>;
  /** The last running number of each court and sign in the year (court index * 2 + 1 for IK). */
  readonly last: Int32Array;
}

const cache = new Map<string, YearNumbers>();
const MAX_CACHED_YEARS = 16;

function computeYear(seed: number, volume: number, year: number): YearNumbers {
  const counters = new Int32Array(COURTS.length * 2);
  const byDay = new Map<number, Int32Array>();
  const start = firstDayOfYear(year);
  const end = firstDayOfYear(year + 1);
  for (let day = start; day < end; day++) {
    const counts = originCounts(seed, volume, day);
    const numbers = new Int32Array(counts.total);
    for (let i = 0; i < counts.total; i++) {
      const type: OriginType = i < counts.sich ? 'sich' : i < counts.sich + counts.eroeff ? 'eroeff' : 'abw';
      const caseSeed = caseSeedOf(seed, day, i);
      const slot = courtIndexOf(caseSeed) * 2 + (kindOf(caseSeed, type) === 'consumer' ? 1 : 0);
      // cases that never reach the portal also take numbers: leave small gaps
      const gap = floor(unitFrom(caseSeed, 3) * 3);
      counters[slot] = (counters[slot] as number) + 1 + gap;
      numbers[i] = counters[slot] as number;
    }
    byDay.set(day, numbers);
  }
  return { byDay, last: counters };
}

function yearNumbers(seed: number, volume: number, year: number): YearNumbers {
  const key = `${seed}|${volume}|${year}`;
  let numbers = cache.get(key);
  if (!numbers) {
    numbers = computeYear(seed, volume, year);
    if (cache.size >= MAX_CACHED_YEARS) cache.delete(cache.keys().next().value as string);
    cache.set(key, numbers);
  } else {
    cache.delete(key);
    cache.set(key, numbers);
  }
  return numbers;
}

export function runningNumber(seed: number, volume: number, year: number, day: number, index: number): number {
  const numbers = yearNumbers(seed, volume, year);
  const n = numbers.byDay.get(day)?.[index];
  if (n === undefined) throw new Error(`no origin ${index} on day ${day}`);
  return n;
}

/**
 * The number of a proceeding the debtor-file generator adds (a debtor's second proceeding, generator/debtor-files):
 * after every number the court gives its regular IN proceedings that year, one slot per (day, position), so it
 * never meets a regular number nor another added proceeding of the court.
 */
export function addedNumber(seed: number, volume: number, year: number, courtIndex: number, day: number, j: number) {
  const last = yearNumbers(seed, volume, year).last[courtIndex * 2] as number;
  return last + 1 + (day - firstDayOfYear(year)) * 16 + j;
}
