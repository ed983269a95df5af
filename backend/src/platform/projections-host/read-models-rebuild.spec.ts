import type { ProjectionStatus } from './projections-host.port.js';
import { ReadModelsRebuild } from './read-models-rebuild.js';

/** A host whose statuses the test sets, and a log whose head it sets. */
function installation(statuses: ProjectionStatus[], head: bigint) {
  const state = { statuses, head, failing: false };
  const logs: string[] = [];
  let now = 0;
  const rebuild = new ReadModelsRebuild(
    {
      status: async () => {
        if (state.failing) throw new Error('database is locked');
        return state.statuses;
      },
    },
    { headPosition: async () => state.head },
    { log: (message) => logs.push(message), now: () => now, lookMs: 60_000 },
  );
  return { rebuild, state, logs, advance: (ms: number) => (now += ms) };
}

const status = (name: string, checkpoint: bigint, lag: number, startedFrom?: bigint): ProjectionStatus => ({
  name,
  checkpoint,
  lag,
  running: true,
  error: null,
  ...(startedFrom === undefined ? {} : { startedFrom }),
});

describe('read models rebuilt from the first event', () => {
  it('holds back the requests of a read model this process rebuilds until it reached the head of its start', async () => {
    const { rebuild, state, logs } = installation(
      [status('accounts', 400n, 1001, 0n), status('cases', 400n, 1001, 0n), status('contact-messages', 200_000n, 0)],
      200_000n,
    );
    rebuild.serveRequests();
    await rebuild.begin();
    expect(logs[0]).toMatch(/^read models rebuilt from the first event: accounts, cases \(up to position 200000\)/);
    expect(rebuild.rebuilding(['accounts'])).toEqual({ names: ['accounts'], share: 0.002 });
    expect(rebuild.rebuilding(['contact-messages'])).toBeNull();
    expect(rebuild.rebuilding('all')?.names).toEqual(['accounts', 'cases']);

    // The accounts reach the head of the start; the cases are half-way; events recorded since do not move the goal.
    let accountsDone = false;
    void rebuild.done(['accounts']).then(() => (accountsDone = true));
    state.statuses = [status('accounts', 200_000n, 0, 0n), status('cases', 100_000n, 1001, 0n)];
    state.head = 250_000n;
    await rebuild.look();
    expect(rebuild.rebuilding(['accounts'])).toBeNull();
    await Promise.resolve();
    expect(accountsDone).toBe(true);
    expect(rebuild.rebuilding(['cases', 'debtor-files'])).toEqual({ names: ['cases'], share: 0.5 });

    state.statuses = [status('cases', 200_001n, 40, 0n)];
    await rebuild.look();
    expect(rebuild.rebuilding('all')).toBeNull();
    expect(logs.at(-1)).toMatch(/^read models rebuilt in \d+ s$/);
    rebuild.stop();
  });

  it('does not hold back a read model that is only behind, or one that caught up before the first look', async () => {
    const { rebuild } = installation(
      [
        // A restart after a crash during a large import: it holds everything but the latest events.
        status('cases', 150_000n, 1001, 150_000n),
        // Rebuilt from the first event, but a small log: done by the time anyone could ask.
        status('accounts', 900n, 12, 0n),
      ],
      200_000n,
    );
    rebuild.serveRequests();
    await rebuild.begin();
    expect(rebuild.rebuilding('all')).toBeNull();
  });

  it('sees a read model another process rebuilds as empty at its first look (distributed API)', async () => {
    const { rebuild } = installation([status('accounts', 0n, 1001), status('cases', 90_000n, 1001)], 100_000n);
    rebuild.serveRequests();
    await rebuild.begin();
    expect(rebuild.rebuilding('all')?.names).toEqual(['accounts']);
    rebuild.stop();
  });

  it('keeps what it knew when a look fails, and reports progress in the log now and then', async () => {
    const { rebuild, state, logs, advance } = installation([status('cases', 0n, 1001, 0n)], 10_000n);
    rebuild.serveRequests();
    await rebuild.begin();
    state.failing = true;
    await rebuild.look();
    expect(rebuild.rebuilding(['cases'])).toEqual({ names: ['cases'], share: 0 });
    state.failing = false;
    state.statuses = [status('cases', 2_500n, 1001, 0n)];
    advance(20_000);
    await rebuild.look();
    expect(logs.at(-1)).toBe('rebuilding read models: cases at 25 %');
    rebuild.stop();
  });

  it('looks for nothing in a process that serves no requests (workers, CLI commands)', async () => {
    const { rebuild, logs } = installation([status('cases', 0n, 1001, 0n)], 10_000n);
    await rebuild.begin();
    expect(rebuild.rebuilding('all')).toBeNull();
    expect(logs).toEqual([]);
  });
});
