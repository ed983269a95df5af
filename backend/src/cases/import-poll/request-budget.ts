import { berlinDate, berlinInstant } from '../../platform/clock/berlin-time.js';

/**
 * The daily portal request budget (IMPORT_DAILY_REQUEST_BUDGET), pure. Every run counts its portal requests (every
 * HTTP request, retries included); the runs started on a Berlin day spend that day's budget. Full sessions are
 * never stopped by it (they keep the 14-day window complete and keep priority); a poll starts only while budget is
 * left and stops when it reaches what is left.
 */
export interface RunRequests {
  readonly startedAt: string;
  /** Absent on runs recorded before the budget (they count as 0). */
  readonly requests?: number;
}

/**
 * The least a poll needs to be worth starting: a session's search form, one search per listed day and a few texts.
 * With less left, the poll would stop half-way; it waits for tomorrow's budget instead (the budget counts as spent).
 */
export const MIN_POLL_REQUESTS = 5;

export interface RequestBudget {
  readonly budget: number;
  readonly spent: number;
  readonly remaining: number;
  readonly exhausted: boolean;
}

/** The instant the Berlin day of `now` began: runs started since then spend today's budget. */
export function startOfBerlinDay(now: Date): Date {
  return berlinInstant(berlinDate(now), '00:00');
}

export function requestBudget(runs: readonly RunRequests[], budget: number, now: Date): RequestBudget {
  const since = startOfBerlinDay(now).getTime();
  const spent = runs.filter((run) => Date.parse(run.startedAt) >= since).reduce((n, run) => n + (run.requests ?? 0), 0);
  const remaining = Math.max(0, budget - spent);
  return { budget, spent, remaining, exhausted: remaining < MIN_POLL_REQUESTS };
}

/** The request limit of a poll starting now, or null when the budget does not allow one. */
export function pollRequestLimit(budget: RequestBudget): number | null {
  return budget.exhausted ? null : budget.remaining;
}
