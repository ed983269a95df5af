import type { EventStore } from '../event-store/event-store.port.js';
import { LAG_TOLERANCE, type ProjectionsHost, type ProjectionStatus } from './projections-host.port.js';

/** How often a rebuild's progress is looked at (a status report: bounded lag counts, about 10 ms). */
export const REBUILD_LOOK_MS = 1_000;
/** How often the log says how far a rebuild got. */
const PROGRESS_LOG_MS = 15_000;

export interface RebuildOptions {
  readonly lookMs?: number;
  readonly log?: (message: string) => void;
  readonly now?: () => number;
}

/** What the read models a request reads lack: the share of the log they have applied so far (0–1). */
export interface Rebuilding {
  readonly names: readonly string[];
  readonly share: number;
}

/**
 * The read models this process found empty at its start while the log held more than the lag tolerance: rebuilt
 * from the first event (a new version after an upgrade, a lost read-model file). Until each has applied the log up
 * to the head of that moment it answers what it has applied so far: no account for an address that has one (a
 * login "fails", and counts against the login limits), a search without most cases. The API keeps serving during
 * such a rebuild and answers the requests that read one of them 503 (`rebuild-gate`); the others as usual.
 * A read model that was only behind (a restart after a crash, a busy import) is not rebuilding: it holds everything
 * but the latest events, as any read model does for a moment.
 */
export class ReadModelsRebuild {
  /** The read models still rebuilding, with their last seen checkpoint. */
  private readonly pending = new Map<string, bigint>();
  private target = 0n;
  private startedAt = 0;
  private loggedAt = 0;
  private timer: NodeJS.Timeout | undefined;
  private looking = false;
  /** Set by the HTTP application (`createApp`): workers and CLI commands serve no requests to answer 503. */
  private wanted = false;
  /** Callers waiting for some read models (`done`), released by a look that finds them rebuilt, or by `stop`. */
  private readonly waiters: { readonly names: readonly string[]; readonly release: () => void }[] = [];

  constructor(
    private readonly projections: Pick<ProjectionsHost, 'status'>,
    private readonly store: Pick<EventStore, 'headPosition'>,
    private readonly options: RebuildOptions = {},
  ) {}

  /** The process serves requests: `begin` looks for rebuilt read models. */
  serveRequests(): void {
    this.wanted = true;
  }

  /** Call once the projections started (their checkpoints are prepared): finds the read models rebuilt from zero. */
  async begin(): Promise<void> {
    if (!this.wanted) return;
    // The statuses first: their checkpoints are taken as the call begins, before a runner applies anything more.
    const statuses = await this.projections.status();
    const head = await this.store.headPosition();
    for (const status of statuses) if (rebuiltFromFirstEvent(status)) this.pending.set(status.name, status.checkpoint);
    if (this.pending.size === 0) return;
    this.target = head;
    this.startedAt = this.loggedAt = this.now();
    this.options.log?.(
      `read models rebuilt from the first event: ${[...this.pending.keys()].join(', ')} (up to position ${head}); ` +
        'requests that read them are answered 503 until then',
    );
    this.timer = setInterval(() => void this.look(), this.options.lookMs ?? REBUILD_LOOK_MS);
    this.timer.unref();
  }

  /** Some read model is still rebuilding. */
  get active(): boolean {
    return this.pending.size > 0;
  }

  /** Which of `names` (all: every read model) are still rebuilding, and how far the furthest behind got; or null. */
  rebuilding(names: readonly string[] | 'all'): Rebuilding | null {
    if (this.pending.size === 0) return null;
    const behind = [...this.pending].filter(([name]) => names === 'all' || names.includes(name));
    if (behind.length === 0) return null;
    const lowest = behind.reduce((min, [, checkpoint]) => (checkpoint < min ? checkpoint : min), this.target);
    return { names: behind.map(([name]) => name), share: this.target === 0n ? 1 : shareOf(lowest, this.target) };
  }

  /** Resolves once none of `names` is rebuilding any more, or the process stops (then `rebuilding` still says so). */
  done(names: readonly string[]): Promise<void> {
    if (this.rebuilding(names) === null) return Promise.resolve();
    return new Promise((release) => this.waiters.push({ names, release }));
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    for (const waiter of this.waiters.splice(0)) waiter.release();
  }

  /** Takes the checkpoints again; a read model that reached the target leaves the set. A failed look changes nothing. */
  async look(): Promise<void> {
    if (this.looking || this.pending.size === 0) return;
    this.looking = true;
    try {
      for (const { name, checkpoint } of await this.projections.status()) {
        if (!this.pending.has(name)) continue;
        if (checkpoint >= this.target) this.pending.delete(name);
        else this.pending.set(name, checkpoint);
      }
    } catch {
      // The next look tries again (the store may be busy; the health report shows its errors).
    } finally {
      this.looking = false;
    }
    for (const waiter of this.waiters.filter(({ names }) => this.rebuilding(names) === null)) {
      this.waiters.splice(this.waiters.indexOf(waiter), 1);
      waiter.release();
    }
    this.report();
  }

  private report(): void {
    const now = this.now();
    if (this.pending.size === 0) {
      this.stop();
      this.options.log?.(`read models rebuilt in ${Math.round((now - this.startedAt) / 1000)} s`);
      return;
    }
    if (now - this.loggedAt < PROGRESS_LOG_MS) return;
    this.loggedAt = now;
    const progress = this.rebuilding('all');
    this.options.log?.(
      `rebuilding read models: ${progress?.names.join(', ')} at ${Math.floor((progress?.share ?? 0) * 100)} %`,
    );
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }
}

/** Empty when this process started it (or, seen from elsewhere, at the first look) and the log is well beyond it. */
function rebuiltFromFirstEvent(status: ProjectionStatus): boolean {
  return (status.startedFrom ?? status.checkpoint) === 0n && status.lag > LAG_TOLERANCE;
}

function shareOf(position: bigint, target: bigint): number {
  return Math.min(1, Number((position * 1000n) / target) / 1000);
}
