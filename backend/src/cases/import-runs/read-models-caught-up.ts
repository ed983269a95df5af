import type { Logger } from '@nestjs/common';
import { ProjectionsBehind, type ProjectionsHost } from '../../platform/projections-host/projections-host.port.js';

/** How long a run waits for the read models to catch up before it starts fetching. */
export const READ_MODELS_CATCH_UP_MS = 120_000;

/**
 * The read models did not reach the log's head within the run's wait: the run fails with its own reason and the
 * scheduler retries it with backoff, as after an unreachable portal (a catch-up after a restart on a large log,
 * or a projections worker restarting elsewhere, takes minutes; the next session would come hours later).
 */
export class ReadModelsBehind extends Error {
  override readonly name = 'ReadModelsBehind';
  constructor(
    readonly position: bigint,
    readonly waitedMs: number,
  ) {
    super(
      `Die Lesemodelle haben den Stand des Ereignisprotokolls nicht innerhalb von ${germanDuration(waitedMs)} ` +
        'erreicht (etwa nach einem Neustart mit großem Protokoll); der Import hat nichts abgerufen.',
    );
  }
}

function germanDuration(ms: number): string {
  if (ms >= 60_000 && ms % 60_000 === 0) return ms === 60_000 ? 'einer Minute' : `${ms / 60_000} Minuten`;
  const seconds = Math.max(0, Math.round(ms / 1000));
  return seconds === 1 ? 'einer Sekunde' : `${seconds} Sekunden`;
}

/**
 * Resolves once the read models show `position`. No client waits for an import run, so a projections worker
 * restarting in another process (the distributed profile) is waited for up to `limitMs`, rather than failing the
 * run after the few seconds an HTTP answer may wait (`ProjectionsBehind`): the next run would come hours later.
 * The scheduler's start waits the same way (`AbandonedRuns`): under load the projections worker was more than
 * `PROJECTION_WAIT_SECONDS` behind and the scheduler worker exited at start (issue #28's upgrade journey).
 * Past `limitMs` it throws `ReadModelsBehind`.
 */
export async function readModelsCaughtUp(
  projections: Pick<ProjectionsHost, 'waitFor'>,
  position: bigint,
  signal: AbortSignal,
  logger: Pick<Logger, 'warn'>,
  limitMs = READ_MODELS_CATCH_UP_MS,
  only?: readonly string[],
): Promise<void> {
  const deadline = performance.now() + limitMs;
  for (;;) {
    signal.throwIfAborted();
    try {
      return await untilAborted(projections.waitFor(position, only ? { only } : undefined), signal);
    } catch (error) {
      if (!(error instanceof ProjectionsBehind) || signal.aborted) throw error;
      if (performance.now() >= deadline) throw new ReadModelsBehind(position, limitMs);
      logger.warn(`waiting for the projections to reach position ${position} (${error.message})`);
    }
  }
}

/**
 * `work`, or the signal's reason as soon as it is aborted: a stopping process does not sit out a wait for
 * projections that may have stopped with it (the scheduler worker's stop waited for the projections worker, gone
 * at the same Ctrl-C, until its 30 s shutdown deadline ended it; `npm run demo -- --profile distributed`).
 */
async function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  work.catch(() => undefined); // left behind on abort: its own failure goes nowhere
  let stop: (() => void) | undefined;
  const aborted = new Promise<never>((_, reject) => {
    stop = () => reject(signal.reason);
    signal.addEventListener('abort', stop, { once: true });
  });
  try {
    return await Promise.race([work, aborted]);
  } finally {
    signal.removeEventListener('abort', stop!);
  }
}
