/**
 * Retries after the portal could not be reached (or the read models were too far behind to start), with backoff: the first after `firstMs`, each next one twice as
 * late, at most `maxMs` apart. A retry that would come after the next scheduled session is left to that session.
 * A run that reached the portal (or any other outcome) ends the series. Timers and the clock are passed in, so the
 * policy is tested without waiting.
 */
export interface RetryPolicy {
  /** First delay; 0 turns retries off. */
  readonly firstMs: number;
  readonly maxMs: number;
}

/** The delay before retry number `attempt` (0 = the first). */
export function retryDelayMs(attempt: number, policy: RetryPolicy): number {
  return Math.min(policy.firstMs * 2 ** Math.min(attempt, 30), policy.maxMs);
}

export interface RetryTimers {
  now(): Date;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export class ImportRetry {
  private attempt = 0;
  private timer: unknown = null;

  constructor(
    private readonly policy: RetryPolicy,
    private readonly timers: RetryTimers,
  ) {}

  /**
   * After a run: `retried` (a failure worth a retry) schedules the next retry (unless the next session comes
   * first) and answers when it will run; any other outcome ends the series and answers null.
   */
  afterRun(retried: boolean, nextSessionAt: Date | null, retry: () => void): Date | null {
    this.cancel();
    if (!retried || this.policy.firstMs <= 0) {
      this.attempt = 0;
      return null;
    }
    const delay = retryDelayMs(this.attempt, this.policy);
    const at = new Date(this.timers.now().getTime() + delay);
    if (nextSessionAt && at >= nextSessionAt) {
      this.attempt = 0;
      return null;
    }
    this.attempt += 1;
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      retry();
    }, delay);
    return at;
  }

  cancel(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }
}
