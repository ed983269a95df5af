/**
 * When a failed delivery is tried again (issue #30: "exponential backoff for 24 h"): 5 s after the first attempt,
 * doubling up to one hour between attempts, each wait ±20 % random so that many deliveries failing together (a
 * receiver's outage) do not come back as one burst. After 24 h from the first attempt the delivery is given up.
 * An endpoint whose deliveries all failed for 3 days is disabled and its owner mailed. Pure: random comes in.
 */
export const FIRST_RETRY_MS = 5_000;
export const MAX_RETRY_WAIT_MS = 60 * 60 * 1000;
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
export const DISABLE_AFTER_FAILING_MS = 3 * 24 * 60 * 60 * 1000;
const JITTER = 0.2;

/**
 * How long one attempt owns a delivery: longer than a POST may take (twice the time-out, plus recording its
 * outcome). A process killed mid-POST leaves the delivery to any process after it, which sends it again with the
 * same `webhook-id`.
 */
export function attemptLeaseMs(timeoutMs: number): number {
  return 2 * timeoutMs + 5_000;
}

/** The wait after the `attempt`-th failed attempt (1-based), with `random` in [0, 1). */
export function retryWait(attempt: number, random: number): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1), MAX_RETRY_WAIT_MS);
  return Math.round(base * (1 - JITTER + 2 * JITTER * random));
}

/** The next attempt's time after a failure, or null: the delivery is given up (24 h after it was first tried). */
export function nextAttemptAt(firstAttemptAt: Date, failedAt: Date, attempt: number, random: number): Date | null {
  const next = new Date(failedAt.getTime() + retryWait(attempt, random));
  return next.getTime() - firstAttemptAt.getTime() > RETRY_WINDOW_MS ? null : next;
}

/** Whether an endpoint failing since `failingSince` (no success since) is to be disabled at `now`. */
export function shouldDisable(failingSince: Date | null, now: Date): boolean {
  return failingSince !== null && now.getTime() - failingSince.getTime() >= DISABLE_AFTER_FAILING_MS;
}
