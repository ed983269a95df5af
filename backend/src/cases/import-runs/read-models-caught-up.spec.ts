import { ProjectionsBehind } from '../../platform/projections-host/projections-host.port.js';
import { ReadModelsBehind, readModelsCaughtUp } from './read-models-caught-up.js';

/** A projections host that is behind `times` times (a worker restarting elsewhere), then caught up. */
const behindFor = (times: number) => {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    waitFor: async (position: bigint) => {
      calls++;
      if (calls <= times) throw new ProjectionsBehind(position, 5);
    },
  };
};
const quiet = { warn: () => undefined };

describe('an import run waiting for the read models', () => {
  it('keeps waiting while the projections are behind, as when their worker restarts', async () => {
    const projections = behindFor(3);
    const warnings: string[] = [];
    await readModelsCaughtUp(projections, 42n, new AbortController().signal, { warn: (m: string) => warnings.push(m) });
    expect(projections.calls).toBe(4);
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toContain('position 42');
  });

  it('gives up after its limit, when the run is aborted, and at once on any other error', async () => {
    await expect(readModelsCaughtUp(behindFor(1_000_000), 1n, new AbortController().signal, quiet, 0)).rejects.toThrow(
      ReadModelsBehind,
    );
    expect(new ReadModelsBehind(1n, 120_000).message).toContain('nicht innerhalb von 2 Minuten erreicht');
    expect(new ReadModelsBehind(1n, 30_000).message).toContain('nicht innerhalb von 30 Sekunden erreicht');
    const aborted = new AbortController();
    aborted.abort(new Error('Import durch Herunterfahren abgebrochen'));
    const projections = behindFor(5);
    await expect(readModelsCaughtUp(projections, 1n, aborted.signal, quiet)).rejects.toThrow(
      'Import durch Herunterfahren abgebrochen',
    );
    expect(projections.calls).toBe(0);
    const broken = {
      waitFor: async () => {
        throw new Error('read store gone');
      },
    };
    await expect(readModelsCaughtUp(broken, 1n, new AbortController().signal, quiet)).rejects.toThrow(
      'read store gone',
    );
  });

  it('waits without a limit where it is asked to (the start of the scheduler, while a large log is caught up)', async () => {
    const projections = behindFor(200);
    await readModelsCaughtUp(projections, 3n, new AbortController().signal, quiet, Number.POSITIVE_INFINITY);
    expect(projections.calls).toBe(201);
  });

  it('stops waiting the moment the process stops, not when the projections answer (they may be gone too)', async () => {
    const stopping = new AbortController();
    let asked = 0;
    // Projections that never answer within the test: a worker stopped by the same Ctrl-C.
    const gone = { waitFor: () => (asked++, new Promise<void>(() => undefined)) };
    const waiting = readModelsCaughtUp(gone, 9n, stopping.signal, quiet);
    await new Promise((resolve) => setImmediate(resolve));
    stopping.abort(new Error('Der Prozess wird beendet'));
    await expect(waiting).rejects.toThrow('Der Prozess wird beendet');
    expect(asked).toBe(1);
  });

  it('waits for the named read models only, as the scheduler does at its start (import runs)', async () => {
    const asked: unknown[] = [];
    let calls = 0;
    const projections = {
      waitFor: async (position: bigint, which?: { only: readonly string[] }) => {
        asked.push(which);
        if (++calls <= 2) throw new ProjectionsBehind(position, 5);
      },
    };
    await readModelsCaughtUp(projections, 7n, new AbortController().signal, quiet, undefined, ['import-runs']);
    expect(asked).toEqual([{ only: ['import-runs'] }, { only: ['import-runs'] }, { only: ['import-runs'] }]);
  });
});
