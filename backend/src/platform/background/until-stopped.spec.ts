import { untilStopped } from './until-stopped.js';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('untilStopped', () => {
  it('is true when the work ends before any stop', async () => {
    const work = deferred();
    const waiting = untilStopped(work.promise, new AbortController().signal, 1_000);
    work.resolve();
    await expect(waiting).resolves.toBe(true);
  });

  it('still waits for work that ends within the grace after the stop', async () => {
    const stop = new AbortController();
    const work = deferred();
    const waiting = untilStopped(work.promise, stop.signal, 60_000);
    stop.abort();
    await new Promise((resolve) => setImmediate(resolve));
    work.resolve();
    await expect(waiting).resolves.toBe(true);
  });

  it('gives up once the grace after the stop is over, while the work never ends', async () => {
    const stop = new AbortController();
    const waiting = untilStopped(new Promise(() => undefined), stop.signal, 10);
    stop.abort();
    await expect(waiting).resolves.toBe(false);
  });

  it('counts the grace from the call when the stop came before it', async () => {
    const stop = new AbortController();
    stop.abort();
    await expect(untilStopped(new Promise(() => undefined), stop.signal, 0)).resolves.toBe(false);
  });

  it("passes the work's failure on when it fails first", async () => {
    const work = deferred();
    const waiting = untilStopped(work.promise, new AbortController().signal, 1_000);
    work.reject(new Error('projection refused'));
    await expect(waiting).rejects.toThrow('projection refused');
  });
});
