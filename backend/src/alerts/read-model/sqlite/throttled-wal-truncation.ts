/**
 * Truncates the read-model WAL after the matcher forgot erased cases, at most once per `intervalMs`: the first
 * request after a quiet interval truncates at once, later requests within the interval are served together by
 * one truncation at its end, and a truncation that found readers busy is tried again an interval later. Every
 * request is therefore followed by a truncation that started after it, however the erasures arrive.
 *
 * Why: a bulk cleanup hands the matcher hundreds of erasure batches a minute. Truncating after each one (a
 * TRUNCATE checkpoint that waits for readers and the checkpoint thread, on the API's event loop) cost about
 * 10 s of the main thread per 20,000 erased cases, a third of the cleanup's time.
 */
export class ThrottledWalTruncation {
  private lastRun = Number.NEGATIVE_INFINITY;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    /** Truncates the WAL (now, or in the checkpoint thread); false when readers kept it busy. */
    private readonly truncate: () => boolean | Promise<boolean>,
    private readonly intervalMs: number,
    private readonly onBusy: () => void = () => undefined,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Asks for a truncation after the caller's erasures committed. */
  request(): void {
    if (this.timer) return; // the scheduled truncation starts after this request and covers it
    const wait = this.lastRun + this.intervalMs - this.now();
    if (wait <= 0) this.run();
    else this.schedule(wait);
  }

  /** Shutdown: a truncation still pending runs now (the database is about to close). */
  flush(): void {
    if (!this.timer) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    void this.truncate();
  }

  private run(): void {
    this.lastRun = this.now();
    const outcome = this.truncate();
    const after = (truncated: boolean) => {
      if (truncated) return;
      this.onBusy();
      this.schedule(this.intervalMs);
    };
    if (typeof outcome === 'boolean') after(outcome);
    else void outcome.then(after, () => after(false));
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.run();
    }, delayMs);
    this.timer.unref();
  }
}
