import type { ReadModelProgress } from './projections-host.port.js';
import { ReadModelsRebuild } from './read-models-rebuild.js';

/** A host whose read models' checkpoints and rebuild targets the test sets. */
function installation(progress: ReadModelProgress[]) {
  const state = { progress, failing: false };
  const logs: string[] = [];
  let now = 0;
  const rebuild = new ReadModelsRebuild(
    {
      progress: async () => {
        if (state.failing) throw new Error('database is locked');
        return state.progress;
      },
    },
    { log: (message) => logs.push(message), now: () => now, lookMs: 60_000, watchMs: 60_000 },
  );
  return { rebuild, state, logs, advance: (ms: number) => (now += ms) };
}

const at = (name: string, checkpoint: bigint, rebuildTarget?: bigint): ReadModelProgress => ({
  name,
  checkpoint,
  rebuildTarget,
});

describe('read models rebuilt from the first event', () => {
  it('holds back the requests of a read model until it reached the target its rebuild stored', async () => {
    const { rebuild, state, logs } = installation([
      at('accounts', 400n, 200_000n),
      at('cases', 400n, 200_000n),
      at('contact-messages', 200_000n, 3n),
    ]);
    rebuild.serveRequests();
    await rebuild.begin();
    expect(logs[0]).toMatch(
      /^read models rebuilt from the first event: accounts \(up to position 200000\), cases \(up to position 200000\)/,
    );
    expect(rebuild.rebuilding(['accounts'])).toEqual({ names: ['accounts'], share: 0.002 });
    expect(rebuild.rebuilding(['contact-messages'])).toBeNull();
    expect(rebuild.rebuilding('all')?.names).toEqual(['accounts', 'cases']);

    // The accounts reach their target; the cases are half-way.
    let accountsDone = false;
    void rebuild.done(['accounts']).then(() => (accountsDone = true));
    state.progress = [at('accounts', 200_000n, 200_000n), at('cases', 100_000n, 200_000n)];
    await rebuild.look();
    expect(rebuild.rebuilding(['accounts'])).toBeNull();
    await Promise.resolve();
    expect(accountsDone).toBe(true);
    expect(rebuild.rebuilding(['cases', 'debtor-files'])).toEqual({ names: ['cases'], share: 0.5 });

    state.progress = [at('cases', 200_001n, 200_000n)];
    await rebuild.look();
    expect(rebuild.rebuilding('all')).toBeNull();
    expect(logs.at(-1)).toMatch(/^read models rebuilt in \d+ s$/);
    rebuild.stop();
  });

  it('knows a rebuild after a restart in its middle, when the checkpoint is no longer 0', async () => {
    const { rebuild } = installation([at('cases', 120_000n, 200_000n)]);
    rebuild.serveRequests();
    await rebuild.begin();
    expect(rebuild.rebuilding(['cases'])).toEqual({ names: ['cases'], share: 0.6 });
    rebuild.stop();
  });

  it('does not hold back a read model that is only behind, never rebuilt, or rebuilt over a small log', async () => {
    const { rebuild } = installation([
      // A restart after a crash during a large import: its last rebuild ended long ago.
      at('cases', 150_000n, 20_000n),
      // Stored by a version before rebuild targets: no target.
      at('debtor-files', 100_000n),
      // Rebuilt from the first event, but a small log: done by the time anyone could ask.
      at('accounts', 10n, 900n),
    ]);
    rebuild.serveRequests();
    await rebuild.begin();
    expect(rebuild.active).toBe(false);
    expect(rebuild.rebuilding('all')).toBeNull();
  });

  it('finds a rebuild that began after its start (another process, a replay) at a later look', async () => {
    const { rebuild, state, logs } = installation([at('accounts', 100_000n, 20n)]);
    rebuild.serveRequests();
    await rebuild.begin();
    expect(rebuild.active).toBe(false);
    state.progress = [at('accounts', 0n, 100_050n)];
    await rebuild.look();
    expect(rebuild.rebuilding('all')).toEqual({ names: ['accounts'], share: 0 });
    expect(logs).toEqual([
      'read models rebuilt from the first event: accounts (up to position 100050); requests that read them are ' +
        'answered 503 until then',
    ]);
    rebuild.stop();
  });

  it('keeps what it knew when a look fails, and reports progress in the log now and then', async () => {
    const { rebuild, state, logs, advance } = installation([at('cases', 0n, 10_000n)]);
    rebuild.serveRequests();
    await rebuild.begin();
    state.failing = true;
    await rebuild.look();
    expect(rebuild.rebuilding(['cases'])).toEqual({ names: ['cases'], share: 0 });
    state.failing = false;
    state.progress = [at('cases', 2_500n, 10_000n)];
    advance(20_000);
    await rebuild.look();
    expect(logs.at(-1)).toBe('rebuilding read models: cases at 25 %');
    rebuild.stop();
  });

  it('looks for nothing in a process that serves no requests (workers, CLI commands)', async () => {
    const { rebuild, logs } = installation([at('cases', 0n, 10_000n)]);
    await rebuild.begin();
    expect(rebuild.rebuilding('all')).toBeNull();
    expect(logs).toEqual([]);
  });
});
