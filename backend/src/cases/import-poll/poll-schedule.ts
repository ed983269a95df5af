import { addDays, berlinDate, berlinInstant, berlinTime } from '../../platform/clock/berlin-time.js';
import type { ImportPollConfig } from '../../platform/config/import-poll-config.js';

/**
 * When the intraday poll runs (pure). Time is cut into slots of IMPORT_POLL_MINUTES counted from the epoch (Berlin's
 * offset is whole hours, so 10-minute slots start at :00, :10, … Berlin time); a slot whose start lies within
 * IMPORT_POLL_HOURS (Berlin) gets one poll. The slot's name is what processes claim, so that exactly one of them
 * polls it.
 */
export type PollDecision =
  | { readonly due: true; readonly slot: string; readonly slotStart: Date }
  | { readonly due: false; readonly reason: 'off' | 'outside_hours' | 'already_polled' };

/** The start of the slot `at` falls in. */
export function slotStart(at: Date, intervalMs: number): Date {
  return new Date(Math.floor(at.getTime() / intervalMs) * intervalMs);
}

/** A slot's name (UTC, to the second: unambiguous across DST): `2026-11-28T09:40:00Z`. */
export function slotName(start: Date): string {
  return `${start.toISOString().slice(0, 19)}Z`;
}

/** Whether a Berlin wall-clock instant lies within the poll hours [from, to). */
export function withinPollHours(at: Date, hours: ImportPollConfig['hours']): boolean {
  const time = berlinTime(at);
  return time >= hours.from && time < hours.to;
}

/** Whether a poll is due at `now`; `lastSlot` is the slot this process last decided on (null: none yet). */
export function pollDue(now: Date, config: ImportPollConfig, lastSlot: string | null): PollDecision {
  if (config.intervalMs <= 0) return { due: false, reason: 'off' };
  const start = slotStart(now, config.intervalMs);
  if (!withinPollHours(start, config.hours)) return { due: false, reason: 'outside_hours' };
  const slot = slotName(start);
  if (slot === lastSlot) return { due: false, reason: 'already_polled' };
  return { due: true, slot, slotStart: start };
}

/** The start of the next slot after `now` within the poll hours (null: the poll is off). */
export function nextPollAt(now: Date, config: ImportPollConfig): Date | null {
  const interval = config.intervalMs;
  if (interval <= 0) return null;
  const next = new Date(slotStart(now, interval).getTime() + interval);
  if (withinPollHours(next, config.hours)) return next;
  // After the hours (or before them): the first slot at or after the next start of the hours.
  const today = berlinDate(now);
  for (const day of [today, addDays(today, 1), addDays(today, 2)]) {
    const from = berlinInstant(day, config.hours.from);
    if (from.getTime() < next.getTime()) continue;
    const first = new Date(Math.ceil(from.getTime() / interval) * interval);
    if (withinPollHours(first, config.hours)) return first;
  }
  return null;
}

/**
 * The publication days a poll lists: today and the previous publication day (the working day before: on a Monday
 * the Friday, whose late notices the courts may still be listing). Holidays are not known here; the full sessions
 * re-read the whole window anyway.
 */
export function pollDays(now: Date): [string, string] {
  const today = berlinDate(now);
  let previous = addDays(today, -1);
  while (isWeekend(previous)) previous = addDays(previous, -1);
  return [today, previous];
}

function isWeekend(isoDate: string): boolean {
  const weekday = new Date(`${isoDate}T12:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}
