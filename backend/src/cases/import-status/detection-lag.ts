import { berlinInstant } from '../../platform/clock/berlin-time.js';
import type { ImportPollConfig } from '../../platform/config/import-poll-config.js';

/** A run as the lag needs it: when it listed which days, and whether it got through. */
export interface ListingRun {
  readonly status: 'running' | 'completed' | 'failed';
  readonly startedAt: string;
  readonly finishedAt: string | null;
  readonly days?: readonly string[];
  readonly incompleteDays?: readonly string[];
}

export interface DetectionLag {
  /** Notices of the day the figures cover. */
  readonly notices: number;
  /** Median and maximum publication→detection in whole minutes (rounded up); null without notices. */
  readonly medianMinutes: number | null;
  readonly maxMinutes: number | null;
}

/**
 * Publication→detection of one publication day's notices (pure). The portal lists a publication date, no time, so
 * the publication moment is bounded from below: a notice was published after the start of the last run that had
 * listed its day completely before the notice was detected (had it been published earlier, that listing would have
 * shown it), and at the earliest when the poll hours of its day begin (we promise to look within them; a notice
 * detected before they begin counts from midnight). The lag is measured from that moment, so the figures are upper
 * bounds of the true lag: "detected within N minutes" holds for every notice counted. When a listing gives a
 * publication time, it would replace the bound (none does today).
 */
export function detectionLag(
  day: string,
  detections: readonly string[],
  runs: readonly ListingRun[],
  hours: ImportPollConfig['hours'],
): DetectionLag {
  const dayStart = berlinInstant(day, '00:00').getTime();
  const hoursStart = berlinInstant(day, hours.from).getTime();
  const listings = runs
    .filter((run) => run.status !== 'running' && run.finishedAt !== null)
    .filter((run) => (run.days ?? []).includes(day) && !(run.incompleteDays ?? []).includes(day))
    .map((run) => ({ start: Date.parse(run.startedAt), end: Date.parse(run.finishedAt as string) }));
  const lags = detections.map((detectedAt) => {
    const at = Date.parse(detectedAt);
    let from = at < hoursStart ? dayStart : hoursStart;
    for (const listing of listings) {
      if (listing.end <= at && listing.start > from) from = listing.start;
    }
    return Math.max(0, at - from);
  });
  if (lags.length === 0) return { notices: 0, medianMinutes: null, maxMinutes: null };
  const sorted = [...lags].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median = sorted.length % 2 === 1 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
  const minutes = (ms: number) => Math.ceil(ms / 60_000);
  return { notices: lags.length, medianMinutes: minutes(median), maxMinutes: minutes(sorted[sorted.length - 1]) };
}
