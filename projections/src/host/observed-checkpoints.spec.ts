import { jest } from '@jest/globals';
import type { CountOptions, EventStore } from '@insolvenz/backend/platform/event-store/event-store.port.js';
import {
  LAG_COUNT_LIMIT,
  ProjectionsBehind,
  ReadModelAheadOfLog,
} from '@insolvenz/backend/platform/projections-host/projections-host.port.js';
import type { ProjectionStore } from '../store/projection-store.port.js';
import { CheckpointObserver } from './observed-checkpoints.js';

/** Checkpoints another process stores; the log's head is `head` (10). */
function observed(checkpoints: Map<string, bigint>, timeoutMs: number, head = 10n) {
  const store = { readCheckpoint: async (name: string) => checkpoints.get(name) } as unknown as ProjectionStore;
  const events = {
    countAfter: async (position: bigint, options?: CountOptions) =>
      Math.min(Number(head - position), options?.atMost ?? Number.POSITIVE_INFINITY),
    highestPosition: async () => head,
  } as unknown as EventStore;
  return new CheckpointObserver(events, store, { timeoutMs, firstPollMs: 1, maxPollMs: 5 });
}

describe('CheckpointObserver', () => {
  it('reports a stored checkpoint and its lag behind the log; an unknown one is at 0', async () => {
    const observer = observed(new Map([['cases', 7n]]), 100);
    expect(await observer.status('cases')).toEqual({
      name: 'cases',
      checkpoint: 7n,
      lag: 3,
      running: true,
      error: null,
    });
    expect(await observer.status('accounts')).toMatchObject({ checkpoint: 0n, lag: 10 });
  });

  it('counts a lag only up to LAG_COUNT_LIMIT: beyond it, the health reports only need "more than tolerated"', async () => {
    const observer = observed(new Map([['cases', 5n]]), 100, 2_000_000n);
    expect(await observer.status('cases')).toMatchObject({ checkpoint: 5n, lag: LAG_COUNT_LIMIT });
  });

  it('resolves once every named checkpoint reached the position', async () => {
    const checkpoints = new Map([
      ['cases', 4n],
      ['accounts', 9n],
    ]);
    const observer = observed(checkpoints, 5_000);
    let resolved = false;
    const waiting = observer.waitFor(['cases', 'accounts'], 8n).then(() => (resolved = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(resolved).toBe(false);
    checkpoints.set('cases', 8n);
    await waiting;
    expect(resolved).toBe(true);
  });

  // The projections worker refuses such a read model; a waiting request must not take it for one that is ahead.
  it('tells a checkpoint beyond the log (another log behind the read models) from one ahead of the position', async () => {
    const observer = observed(new Map([['cases', 12n]]), 5_000);
    expect((await observer.status('cases')).error).toMatch(
      /cases is at position 12, beyond the end of the event log \(10\)/,
    );
    await expect(observer.waitFor(['cases'], 8n)).rejects.toBeInstanceOf(ReadModelAheadOfLog);
    await expect(observed(new Map([['cases', 10n]]), 5_000).waitFor(['cases'], 8n)).resolves.toBeUndefined();
  });

  it('gives up with ProjectionsBehind when the checkpoints do not get there in time', async () => {
    const observer = observed(new Map([['cases', 4n]]), 30);
    await expect(observer.waitFor(['cases'], 8n)).rejects.toBeInstanceOf(ProjectionsBehind);
  });

  it('sees a checkpoint within 100 ms of its arrival also after a long wait (a request waits on it)', async () => {
    // With pauses doubling up to 1 s, a checkpoint stored after 2 s was seen only at the read after 2.58 s.
    jest.useFakeTimers();
    try {
      const checkpoints = new Map([['cases', 4n]]);
      const store = { readCheckpoint: async (name: string) => checkpoints.get(name) } as unknown as ProjectionStore;
      const observer = new CheckpointObserver({} as EventStore, store, { timeoutMs: 10_000 });
      let seen = false;
      const waiting = observer.waitFor(['cases'], 8n).then(() => (seen = true));
      await jest.advanceTimersByTimeAsync(2_000);
      expect(seen).toBe(false);
      checkpoints.set('cases', 8n);
      await jest.advanceTimersByTimeAsync(100);
      expect(seen).toBe(true);
      await waiting;
    } finally {
      jest.useRealTimers();
    }
  });
});
