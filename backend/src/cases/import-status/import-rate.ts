import type { RunFacts } from './import-monitor-status.js';

/** The window the dashboard's import rate looks back over (the same 7 days as "in 7 Tagen importiert"). */
export const IMPORT_RATE_WINDOW_MS = 7 * 24 * 3_600_000;

/**
 * New cases per hour while importing: the new cases of the runs in the window divided by the hours those runs
 * were running (a running run up to now). Not divided by the hours of the day, which made a quiet day's one
 * ten-minute run look like a crawl; 0 when no run ran. One decimal.
 */
export function importRate(runs: readonly RunFacts[], now: Date): number {
  let cases = 0;
  let activeMs = 0;
  for (const run of runs) {
    const end = run.finishedAt ? Date.parse(run.finishedAt) : now.getTime();
    activeMs += Math.max(0, end - Date.parse(run.startedAt));
    cases += run.newCases;
  }
  if (activeMs <= 0) return 0;
  return Math.round((cases / (activeMs / 3_600_000)) * 10) / 10;
}
