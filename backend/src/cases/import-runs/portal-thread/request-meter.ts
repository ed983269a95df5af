/**
 * Every HTTP request the portal client sends goes through here (its injected `fetch`): the run counts them for the
 * daily request budget, and a run with a limit (the intraday poll) stops at it. At the limit the meter tells its
 * owner (which aborts the day) and refuses the request, so that not one request more reaches the portal.
 */
export class RequestMeter {
  private count = 0;
  private limit: number | null = null;
  private spentHandler: (() => void) | null = null;
  private reachedLimit = false;

  constructor(private readonly base: typeof fetch = (input, init) => fetch(input, init)) {}

  readonly fetch: typeof fetch = (input, init) => {
    if (this.limit !== null && this.count >= this.limit) {
      this.reachedLimit = true;
      this.spentHandler?.();
      return Promise.reject(new RequestBudgetSpent(this.count));
    }
    this.count++;
    return this.base(input, init);
  };

  /** Starts counting a day from 0; `limit` null: no limit (the full sessions keep priority over the budget). */
  startDay(limit: number | null, onSpent: () => void): void {
    this.count = 0;
    this.limit = limit;
    this.reachedLimit = false;
    this.spentHandler = onSpent;
  }

  /** Requests sent since `startDay`. */
  get requests(): number {
    return this.count;
  }

  /** Whether a request was refused because the limit was reached. */
  get spent(): boolean {
    return this.reachedLimit;
  }
}

/** The day's share of the daily request budget is used up: the poll stops (the next day's budget is fresh). */
export class RequestBudgetSpent extends Error {
  override readonly name = 'RequestBudgetSpent';
  constructor(readonly requests: number) {
    super(`Tagesbudget für Portalanfragen aufgebraucht (${requests} Anfragen)`);
  }
}
