import { LAG_TOLERANCE, type ProjectionsHost, type ReadModelProgress } from './projections-host.port.js';

/** How often a rebuild's progress is looked at (each read model's checkpoint and target: a key lookup each). */
export const REBUILD_LOOK_MS = 1_000;
/**
 * How often a process with nothing rebuilding looks whether a rebuild began since: another process's (the
 * distributed projections worker started with a new version after the API), or `npm run replay` beside the app.
 * Until then it answers from the emptied read model; a look reads two keys per read model.
 */
export const REBUILD_WATCH_MS = 3_000;
/** How often the log says how far a rebuild got. */
const PROGRESS_LOG_MS = 15_000;

export interface RebuildOptions {
  readonly lookMs?: number;
  readonly watchMs?: number;
  readonly log?: (message: string) => void;
  readonly now?: () => number;
}

/** What the read models a request reads lack: the share of their rebuild they have applied so far (0–1). */
export interface Rebuilding {
  readonly names: readonly string[];
  readonly share: number;
}

interface Pending {
  readonly checkpoint: bigint;
  readonly target: bigint;
}

/**
 * The read models being rebuilt from the first event (a new version after an upgrade, a lost read-model file, a
 * replay): until one has applied the log up to its rebuild target (the head when the rebuild began, stored beside
 * its checkpoint) it answers what it has applied so far: no account for an address that has one (a login "fails",
 * and counts against the login limits), a search without most cases. The API keeps serving during such a rebuild
 * and answers the requests that read one of them 503 (`rebuild-gate`); the others as usual.
 * The target is stored, so this holds for a process restarted in the middle of a rebuild, and for a process that
 * does not run the projections (the distributed API), whenever the rebuild began. A read model that is only behind
 * (a restart after a crash, a busy import) is not rebuilding: it holds everything but the latest events, as any
 * read model does for a moment. Nor is one whose whole log fits into the lag tolerance: done before anyone asks.
 */
export class ReadModelsRebuild {
  /** The read models still rebuilding, with their last seen checkpoint and their target. */
  private readonly pending = new Map<string, Pending>();
  private startedAt = 0;
  private loggedAt = 0;
  private timer: NodeJS.Timeout | undefined;
  private looking = false;
  private stopped = false;
  /** Set by the HTTP application (`createApp`): workers and CLI commands serve no requests to answer 503. */
  private wanted = false;
  /** Callers waiting for some read models (`done`), released by a look that finds them rebuilt, or by `stop`. */
  private readonly waiters: { readonly names: readonly string[]; readonly release: () => void }[] = [];

  constructor(
    private readonly projections: Pick<ProjectionsHost, 'progress'>,
    private readonly options: RebuildOptions = {},
  ) {}

  /** The process serves requests: `begin` looks for rebuilt read models. */
  serveRequests(): void {
    this.wanted = true;
  }

  /**
   * Call once the projections started (a read model rebuilt by this process has stored its target): looks now,
   * then every second while something is rebuilt and every `REBUILD_WATCH_MS` otherwise. A failed first look
   * throws (the caller logs it); the later looks go on regardless.
   */
  async begin(): Promise<void> {
    if (!this.wanted) return;
    this.stopped = false;
    try {
      await this.lookNow();
    } finally {
      this.schedule();
    }
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
    const share = Math.min(...behind.map(([, { checkpoint, target }]) => shareOf(checkpoint, target)));
    return { names: behind.map(([name]) => name), share };
  }

  /** Resolves once none of `names` is rebuilding any more, or the process stops (then `rebuilding` still says so). */
  done(names: readonly string[]): Promise<void> {
    if (this.rebuilding(names) === null) return Promise.resolve();
    return new Promise((release) => this.waiters.push({ names, release }));
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    for (const waiter of this.waiters.splice(0)) waiter.release();
  }

  /** Takes the checkpoints and targets again. A failed look changes nothing (the next one tries again). */
  async look(): Promise<void> {
    await this.lookNow().catch(() => undefined);
  }

  private async lookNow(): Promise<void> {
    if (this.looking) return;
    this.looking = true;
    try {
      this.take(await this.projections.progress());
    } finally {
      this.looking = false;
    }
    for (const waiter of this.waiters.filter(({ names }) => this.rebuilding(names) === null)) {
      this.waiters.splice(this.waiters.indexOf(waiter), 1);
      waiter.release();
    }
  }

  private take(progress: readonly ReadModelProgress[]): void {
    const wasActive = this.active;
    const found: string[] = [];
    for (const { name, checkpoint, rebuildTarget } of progress) {
      if (rebuildTarget === undefined || !isRebuilding(checkpoint, rebuildTarget)) {
        this.pending.delete(name);
        continue;
      }
      if (!this.pending.has(name)) found.push(`${name} (up to position ${rebuildTarget})`);
      this.pending.set(name, { checkpoint, target: rebuildTarget });
    }
    const now = this.now();
    if (found.length > 0) {
      if (!wasActive) this.startedAt = this.loggedAt = now;
      this.options.log?.(
        `read models rebuilt from the first event: ${found.join(', ')}; requests that read them are answered 503 ` +
          'until then',
      );
    } else if (wasActive && !this.active) {
      this.options.log?.(`read models rebuilt in ${Math.round((now - this.startedAt) / 1000)} s`);
    } else if (this.active && now - this.loggedAt >= PROGRESS_LOG_MS) {
      this.loggedAt = now;
      const at = this.rebuilding('all');
      this.options.log?.(`rebuilding read models: ${at?.names.join(', ')} at ${Math.floor((at?.share ?? 0) * 100)} %`);
    }
  }

  private schedule(): void {
    if (this.stopped) return;
    const pause = this.active ? (this.options.lookMs ?? REBUILD_LOOK_MS) : (this.options.watchMs ?? REBUILD_WATCH_MS);
    this.timer = setTimeout(() => void this.look().finally(() => this.schedule()), pause);
    this.timer.unref();
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }
}

/** Below its target, with a log beyond the lag tolerance (a smaller one is rebuilt before anyone could ask). */
function isRebuilding(checkpoint: bigint, target: bigint): boolean {
  return target > BigInt(LAG_TOLERANCE) && checkpoint < target;
}

function shareOf(position: bigint, target: bigint): number {
  return Math.min(1, Number((position * 1000n) / target) / 1000);
}
