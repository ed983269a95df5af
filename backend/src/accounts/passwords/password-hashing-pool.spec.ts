import { PasswordHashingBusy, PasswordHashingPool } from './password-hashing-pool.js';

/** A job the test finishes by hand. */
function job() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  let started = false;
  return {
    work: () => {
      started = true;
      return done;
    },
    finish,
    started: () => started,
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('PasswordHashingPool', () => {
  it('runs at most `concurrency` jobs, queues up to `queue` in arrival order and refuses the rest', async () => {
    const pool = new PasswordHashingPool({ concurrency: 2, queue: 1 });
    const [a, b, c] = [job(), job(), job()];
    const runs = [pool.run(a.work), pool.run(b.work), pool.run(c.work)];
    await tick();
    expect([a.started(), b.started(), c.started()]).toEqual([true, true, false]);

    const refused = pool.run(() => Promise.resolve('never'));
    await expect(refused).rejects.toBeInstanceOf(PasswordHashingBusy);
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: expect.any(Number) });

    a.finish();
    await tick();
    expect(c.started()).toBe(true);
    b.finish();
    c.finish();
    await Promise.all(runs);
    // Everything drained: the full capacity is available again.
    const again = [job(), job(), job()];
    const more = again.map((j) => pool.run(j.work));
    await tick();
    expect(again.map((j) => j.started())).toEqual([true, true, false]);
    again.forEach((j) => j.finish());
    await Promise.all(more);
  });

  it('frees the slot when a job fails', async () => {
    const pool = new PasswordHashingPool({ concurrency: 1, queue: 0 });
    await expect(pool.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(pool.run(() => Promise.resolve(42))).resolves.toBe(42);
  });
});
