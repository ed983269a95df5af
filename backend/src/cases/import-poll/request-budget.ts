import { berlinDate, berlinInstant } from '../../platform/clock/berlin-time.js';

/**
 * The polls' daily portal request budget (IMPORT_DAILY_REQUEST_BUDGET), pure. Every run counts its portal requests
 * (every HTTP request, retries included); the polls started on a Berlin day spend that day's budget: a poll starts
 * only while budget is left and stops when it reaches what is left. Full sessions are counted beside it but never
 * spend it and are never stopped by it: they keep the 14-day window complete, and a first import or the catch-up
 * after an outage reads tens of thousands of texts, which, counted against the budget, paused the minute-level
 * detection for the rest of that day (`npm run demo`: 40,568 requests by 17:14 on its first day).
 */
export interface RunRequests {
  readonly startedAt: string;
  /** `poll` for the light poll; any other trigger is a full session. */
  readonly trigger?: string;
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
  /** Requests of today's polls. */
  readonly spent: number;
  /** Requests of today's full sessions (shown beside the budget, not spending it). */
  readonly sessionRequests: number;
  readonly remaining: number;
  readonly exhausted: boolean;
}

/** The instant the Berlin day of `now` began: runs started since then spend today's budget. */
export function startOfBerlinDay(now: Date): Date {
  return berlinInstant(berlinDate(now), '00:00');
}

export function requestBudget(runs: readonly RunRequests[], budget: number, now: Date): RequestBudget {
  const since = startOfBerlinDay(now).getTime();
  let spent = 0;
  let sessionRequests = 0;
  for (const run of runs) {
    if (Date.parse(run.startedAt) < since) continue;
    if (run.trigger === 'poll') spent += run.requests ?? 0;
    else sessionRequests += run.requests ?? 0;
  }
  const remaining = Math.max(0, budget - spent);
  return { budget, spent, sessionRequests, remaining, exhausted: remaining < MIN_POLL_REQUESTS };
}

/** The request limit of a poll starting now, or null when the budget does not allow one. */
export function pollRequestLimit(budget: RequestBudget): number | null {
  return budget.exhausted ? null : budget.remaining;
}
