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
