import { addDays } from '../../platform/clock/berlin-time.js';
import type { HistoryRestrictionDto } from './historical-stats.response.js';

/** The Insolvenzordnung took effect on 1 January 1999: no proceedings under it before. */
export const EARLIEST_HISTORY_DATE = '1999-01-01';
/** Without a from date: one year up to the to date. */
const DEFAULT_DAYS = 365;

export type HistoryRange =
  | {
      readonly ok: true;
      readonly from: string;
      readonly to: string;
      readonly restriction: HistoryRestrictionDto | null;
    }
  | { readonly ok: false; readonly message: string };

/**
 * The range to evaluate: defaults filled in, checked, and for a plan with a look-back limit (Free: 30 days up to
 * today) moved into it, saying so, so the UI can explain why it shows less than asked.
 */
export function historyRange(
  asked: { from?: string; to?: string },
  today: string,
  historyDays: number | null,
): HistoryRange {
  const to = asked.to ?? today;
  let from = asked.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  if (asked.from && asked.from > to) {
    return { ok: false, message: 'Das Von-Datum darf nicht nach dem Bis-Datum liegen' };
  }
  if (from < EARLIEST_HISTORY_DATE) {
    if (asked.from) {
      return { ok: false, message: 'Das Von-Datum darf nicht vor dem 01.01.1999 liegen (Inkrafttreten der InsO)' };
    }
    from = EARLIEST_HISTORY_DATE;
  }
  if (to < EARLIEST_HISTORY_DATE) {
    return { ok: false, message: 'Das Bis-Datum darf nicht vor dem 01.01.1999 liegen (Inkrafttreten der InsO)' };
  }
  if (historyDays === null) return { ok: true, from, to, restriction: null };
  const earliestDate = addDays(today, -(historyDays - 1));
  const clampedFrom = from < earliestDate ? earliestDate : from;
  // A range wholly before the window shrinks to the window's first day (which then shows what is allowed).
  const clampedTo = to < clampedFrom ? clampedFrom : to;
  return {
    ok: true,
    from: clampedFrom,
    to: clampedTo,
    restriction: { days: historyDays, earliestDate, applied: clampedFrom !== from || clampedTo !== to },
  };
}
