/**
 * What `work` answers, or an error naming `what` (and what `last()` reports about it) after `ms`: a test's wait
 * that hangs fails with the step it hung in, well before Jest's own timeout, which names only the test. `work`
 * gets a signal that is aborted then, so that a polling loop stops too.
 */
export async function within<T>(
  ms: number,
  what: string,
  work: (signal: AbortSignal) => Promise<T>,
  last?: () => unknown,
): Promise<T> {
  const gaveUp = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      gaveUp.abort();
      const seen = last ? `; last seen: ${JSON.stringify(last())}` : '';
      reject(new Error(`${what}: not within ${ms} ms${seen}`));
    }, ms);
  });
  try {
    return await Promise.race([work(gaveUp.signal), expired]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Waits for `work` as it is, but says so on the console when it takes longer than `ms`: for the steps of closing a
 * test app, which must all run (giving up on one would leave the next ones' servers running), where a hang otherwise
 * showed only as Jest's hook timeout without the step (search-alert-digest on the distributed profile, once).
 */
export async function reportingSlow<T>(
  what: string,
  work: () => Promise<T>,
  ms = 20_000,
  /** What it is waiting for, named in the report (the shutdown hooks still running, `running-hooks.ts`). */
  waitingFor?: () => readonly string[],
): Promise<T> {
  const started = Date.now();
  const report = () => {
    const pending = waitingFor?.() ?? [];
    const detail = pending.length > 0 ? `; waiting for ${pending.join(', ')}` : '';
    console.warn(`${what}: still running after ${Date.now() - started} ms${detail}`);
  };
  const timer = setInterval(report, ms);
  timer.unref();
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}
