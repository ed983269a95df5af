/**
 * Waits for `work`, but after `stopping` aborts at most `graceMs` more: true when `work` resolved, false when it
 * had not by then. `work` rejecting rejects. For waits a shutdown must not sit in for ever, such as a
 * read-your-writes wait on a projection that keeps failing (it retries with backoff for as long as the process
 * runs), while a healthy one, done in milliseconds, is still waited for.
 */
export function untilStopped(work: Promise<unknown>, stopping: AbortSignal, graceMs: number): Promise<boolean> {
  return new Promise<boolean>((resolve, reject) => {
    let grace: NodeJS.Timeout | undefined;
    const giveUp = () => {
      work.catch(() => undefined); // nobody waits for it any more: no unhandled rejection
      resolve(false);
    };
    const onStop = () => (grace = setTimeout(giveUp, graceMs));
    const settle = () => {
      clearTimeout(grace);
      stopping.removeEventListener('abort', onStop);
    };
    if (stopping.aborted) onStop();
    else stopping.addEventListener('abort', onStop, { once: true });
    work.then(
      () => {
        settle();
        resolve(true);
      },
      (error: unknown) => {
        settle();
        reject(error);
      },
    );
  });
}
