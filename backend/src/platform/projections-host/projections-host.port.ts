import type { RecordedEvent } from '../event-store/event.js';

/**
 * The backend hosts the projections in its own process in the embedded profile. The projections package
 * depends on the backend (event types, ports), so the backend reaches it only through this port and a
 * runtime import (see `sqlite/load-sqlite-projections-host.ts`): no build-time cycle.
 */
export const PROJECTIONS_HOST = Symbol('PROJECTIONS_HOST');

/** Lag (events behind the log) above which a projection counts as degraded in the health reports. */
export const LAG_TOLERANCE = 1000;

/**
 * How far a lag is counted: one past the tolerance, which tells "more than LAG_TOLERANCE" apart, and no further.
 * Counting reads every event of the backlog (on KurrentDB over the network), and the public readiness probe, which
 * every open browser tab asks every 30 s, counts every projection's and reactor's lag: uncounted, a read model
 * rebuilt from the start of a long log made each probe read the whole log again, a dozen times, on the API's event
 * loop (issue #33, session 50).
 */
export const LAG_COUNT_LIMIT = LAG_TOLERANCE + 1;

export interface ProjectionStatus {
  readonly name: string;
  readonly checkpoint: bigint;
  /** Events in the log after the checkpoint, counted up to `LAG_COUNT_LIMIT` (that figure: more than the tolerance). */
  readonly lag: number;
  readonly running: boolean;
  readonly error: string | null;
  /**
   * Where this process started the read model from: 0 when it is rebuilt from the first event (a new read model, a
   * changed version, a lost read-model file). Absent where another process runs the projections.
   */
  readonly startedFrom?: bigint;
}

/** A read model's checkpoint beside the target of its last rebuild from the first event (`ReadModelsRebuild`). */
export interface ReadModelProgress {
  readonly name: string;
  readonly checkpoint: bigint;
  /** The log's head when its last rebuild from the first event began; undefined before the first. */
  readonly rebuildTarget: bigint | undefined;
}

/**
 * A consumer of the log whose effect is outside the read models (e.g. publishing to the message bus). The
 * projections' runner delivers its events in order and keeps its checkpoint: stored only after `react`
 * resolved, so after a crash or a failure the events are delivered again (at least once).
 */
export interface Reactor {
  /** Stable name: the checkpoint key. */
  readonly name: string;
  readonly handles: ReadonlySet<string> | 'all';
  /** Where to start when the runner has no checkpoint of the reactor yet (default: the beginning of the log). */
  startAfter?(): Promise<bigint | undefined>;
  react(events: readonly RecordedEvent[]): Promise<void>;
}

export interface ReactorHandle {
  status(): Promise<ProjectionStatus>;
  /** Resolves once the reactor has handled the log up to `position`. */
  waitFor(position: bigint): Promise<void>;
  stop(): Promise<void>;
}

export interface ProjectionsHost {
  start(): Promise<void>;
  stop(): Promise<void>;
  status(): Promise<ProjectionStatus[]>;
  /** Each read model's checkpoint and rebuild target, without counting lags (looked at every second). */
  progress(): Promise<ReadModelProgress[]>;
  /**
   * Resolves once every projection (or only the named ones) has applied the log up to `position`. Naming them
   * keeps a reader of one read model from waiting on an unrelated projection that is failing.
   */
  waitFor(position: bigint, options?: { readonly only?: readonly string[] }): Promise<void>;
  /** Runs a reactor on the projections' runner from now until it (or the host) stops. */
  startReactor(reactor: Reactor): Promise<ReactorHandle>;
  /**
   * A reactor that another process runs, seen through its stored checkpoint (`/api/health` of the distributed
   * API shows the feed's progress); `stop` only ends the observation.
   */
  observeReactor(name: string): ReactorHandle;
}

/**
 * `waitFor` of a process that does not run the projections gave up: the change is stored in the event log, but
 * the projections (another process) did not show it within `PROJECTION_WAIT_SECONDS`. HTTP answers 202.
 */
export class ProjectionsBehind extends Error {
  override readonly name = 'ProjectionsBehind';
  constructor(
    readonly position: bigint,
    readonly waitedMs: number,
  ) {
    super(`the projections did not reach position ${position} within ${waitedMs} ms`);
  }
}

/**
 * A read model (or a reactor's checkpoint) is at a position beyond everything the event log ever held: it was
 * built from another log (the event store was replaced, or restored from an older backup while the read models
 * were kept). Following the log from there would skip every event written until the log passes the checkpoint,
 * silently, so the runner refuses until the read models are rebuilt (`npm run replay -- --all`). HTTP answers 503.
 */
export class ReadModelAheadOfLog extends Error {
  override readonly name = 'ReadModelAheadOfLog';
  constructor(
    readonly projection: string,
    readonly checkpoint: bigint,
    readonly highest: bigint,
  ) {
    super(
      `read model ${projection} is at position ${checkpoint}, beyond the end of the event log (${highest}): the ` +
        'event store was replaced or restored from an older backup; rebuild the read models (npm run replay -- --all)',
    );
  }
}

/** `ReadModelAheadOfLog` when `checkpoint` lies beyond everything `log` ever held. */
export async function assertWithinLog(
  log: { highestPosition(): Promise<bigint> },
  projection: string,
  checkpoint: bigint,
): Promise<void> {
  if (checkpoint === 0n) return;
  const highest = await log.highestPosition();
  if (checkpoint > highest) throw new ReadModelAheadOfLog(projection, checkpoint, highest);
}
