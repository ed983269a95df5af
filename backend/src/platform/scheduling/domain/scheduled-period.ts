import { addDays, berlinDate, berlinInstant } from '../../clock/berlin-time.js';

/**
 * Which period a cron tick belongs to (docs/DESIGN.md §3, "scheduler lock"). Every process's cron fires, each a few
 * milliseconds apart (a busy event loop: seconds), so the period comes from the occurrence the tick was scheduled
 * for, never from the moment it ran: a digest at 00:00 ticking at 23:59:59.8 in one process and at 00:00:00.3
 * in another belongs to the same day in both.
 */

/** What one claim stands for: a day (digest, cleanup) or one session of a day (import). */
export type PeriodGranularity = 'day' | 'session';

export interface ScheduledPeriod {
  /** `YYYY-MM-DD` (Berlin) of the occurrence. */
  readonly date: string;
  /** `HH:MM` as scheduled (Berlin wall clock), also on a day on which DST skips or repeats it. */
  readonly time: string;
}

/**
 * The Berlin occurrence of the daily time `hhmm` nearest to `tickAt`. A daily job's ticks are 24 hours apart
 * (23 or 25 on DST days), so the nearest occurrence is unambiguous for any tick less than 11 hours off. A time
 * that DST skips (02:30 on the last Sunday of March) counts as that day's; one it repeats (02:30 on the last
 * Sunday of October) is one period for both ticks.
 */
export function scheduledPeriod(hhmm: string, tickAt: Date): ScheduledPeriod {
  const today = berlinDate(tickAt);
  let nearest = today;
  let distance = Infinity;
  for (const date of [addDays(today, -1), today, addDays(today, 1)]) {
    const gap = Math.abs(berlinInstant(date, hhmm).getTime() - tickAt.getTime());
    if (gap < distance) {
      nearest = date;
      distance = gap;
    }
  }
  return { date: nearest, time: hhmm };
}

/** The period's name: `2026-11-24` for a daily job, `2026-11-24T08:30` for one session of a day. */
export function periodName(period: ScheduledPeriod, granularity: PeriodGranularity): string {
  return granularity === 'day' ? period.date : `${period.date}T${period.time}`;
}

/**
 * The stream whose first event is the claim (`schedule-digest-2026-11-24`, `schedule-import-2026-11-24T08:30`):
 * category `schedule`, so no projection, audit view or run log of the job itself reads it (they select by event
 * type or by their own category). Job names and periods carry no personal data.
 */
export function claimStreamName(job: string, period: string): string {
  return `schedule-${job}-${period}`;
}

export const PERIOD_CLAIMED = 'ScheduledPeriodClaimed';

/** The first (and only) event of a claim stream: which process runs the job for the period. */
export interface ScheduledPeriodClaimed {
  readonly type: typeof PERIOD_CLAIMED;
  readonly data: {
    readonly job: string;
    /** The period, e.g. `2026-11-24` or `2026-11-24T08:30`. */
    readonly period: string;
    /** The claiming process: host, pid and a random part. */
    readonly owner: string;
    readonly claimedAt: string;
  };
}

export function periodClaimed(job: string, period: string, owner: string, claimedAt: Date): ScheduledPeriodClaimed {
  return { type: PERIOD_CLAIMED, data: { job, period, owner, claimedAt: claimedAt.toISOString() } };
}
