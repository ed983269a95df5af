import type { EventStore, EventStoreSubscription } from '@insolvenz/backend/platform/event-store/event-store.port.js';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import {
  backgroundTurn,
  CATCH_UP_EVENTS,
  CATCH_UP_LAG,
  catchUpSliceDeadline,
  isBacklog,
  isBehind,
  sliceDeadline,
} from '@insolvenz/backend/platform/background/background-turns.js';
import { applyOneByOne } from '../store/apply-one-by-one.js';
import type { Projection } from '../store/projection.js';
import type { ApplyManyResult, ProjectionStore } from '../store/projection-store.port.js';
import type { ProjectionRunner } from './projection-runner.js';

export interface SharedMember {
  readonly runner: ProjectionRunner;
  readonly projection: Projection;
}

export interface SharedLogReaderOptions {
  readonly batchSize?: number;
  /** First retry delay after the reader failed as a whole; doubles up to `maxRetryDelayMs`. */
  readonly retryDelayMs?: number;
  readonly maxRetryDelayMs?: number;
  readonly log?: (message: string) => void;
  /**
   * A member this many positions or more behind the member furthest ahead reads alone (a read model rebuilt
   * from the beginning after a version change): shared, it would hold back the others' live events until it
   * caught up. Default `CATCH_UP_LAG`.
   */
  readonly aloneBehindBy?: bigint;
  /**
   * Members still working on a batch this long after at least as many members finished it read alone from then on
   * (a read model far slower than the others: the cases read model on a slow MongoDB). Shared, they held the
   * others' next batch back: the import monitor showed a finished import as running for minutes. Default
   * `SLOW_MEMBER_MS`.
   */
  readonly slowMemberMs?: number;
}

/** How long members that finished a batch wait for the others before these read alone (`slowMemberMs`). */
export const SLOW_MEMBER_MS = 2_000;

/**
 * One read of the log for every projection of a host (issue #33): each runner with a subscription of its own read
 * and parsed the whole log once per read model (eleven times during a catch-up). The shared reader subscribes
 * once, from the lowest checkpoint of its members, and hands every batch to each member that is behind (a member
 * skips what it has already applied), in background slices shared by the members. Event data is parsed only by
 * projections that handle the event's type (the event store parses it on first access).
 *
 * docs/DESIGN.md §4 holds: each read model's checkpoint is written with its changes; redelivery is skipped by the
 * store. A member whose part fails (or whose checkpoint moved under it) leaves the reader and goes on alone from
 * its stored checkpoint with its own retries (`ProjectionRunner.leave`), so one read model's failure stops none of
 * the others; so does a member far behind the others at the start (`aloneBehindBy`). When the reader fails as a whole (a read, a commit), every member shows the error and the reader
 * retries from the members' stored checkpoints with backoff.
 */
export class SharedLogReader {
  private members: SharedMember[];
  private subscription: EventStoreSubscription | undefined;
  private running = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryDelay: number;

  constructor(
    private readonly eventStore: EventStore,
    private readonly store: ProjectionStore,
    members: readonly SharedMember[],
    private readonly options: SharedLogReaderOptions = {},
  ) {
    this.members = [...members];
    this.retryDelay = options.retryDelayMs ?? 200;
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    await this.join();
    this.subscribe();
  }

  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    await this.subscription?.stop();
    this.subscription = undefined;
  }

  /** A caller waits for a member that shows the reader's failure: retry now rather than after the backoff. */
  retryNow(): void {
    if (this.retryTimer === undefined || !this.running) return;
    clearTimeout(this.retryTimer);
    void this.restart();
  }

  private async join(): Promise<void> {
    for (const member of this.members) await member.runner.join(this);
    // A member ahead of the log refuses (and looks again on its own): it reads nothing.
    this.members = this.members.filter((m) => m.runner.refused === undefined);
    const ahead = this.members.reduce((max, m) => (m.runner.position > max ? m.runner.position : max), 0n);
    const limit = this.options.aloneBehindBy ?? BigInt(CATCH_UP_LAG);
    const behind = this.members.filter((m) => ahead - m.runner.position >= limit);
    if (behind.length === 0) return;
    this.members = this.members.filter((m) => !behind.includes(m));
    for (const member of behind) member.runner.runAlone();
  }

  private subscribe(): void {
    if (this.members.length === 0) return;
    const after = this.members.reduce(
      (lowest, m) => (m.runner.position < lowest ? m.runner.position : lowest),
      this.members[0].runner.position,
    );
    this.subscription = this.eventStore.subscribeToAll({
      after,
      batchSize: this.options.batchSize ?? 5000,
      onEvents: (events) => this.distribute(events),
      onError: (error) => this.fail(error),
    });
  }

  /** Hands one batch to every member behind it, in background slices, until each has consumed all of it. */
  private async distribute(events: RecordedEvent[]): Promise<void> {
    const last = events[events.length - 1].position;
    // A backlog (a start after a replay or a crash): catch-up slices, fewer and larger transactions. The head is
    // read only for a long batch (a short one is at the head).
    const head = events.length >= CATCH_UP_EVENTS ? await this.headOfLog(last) : last;
    const backlog = isBacklog(events.length, last, head);
    const behind = isBehind(last, head);
    const offsets = new Map<SharedMember, number>();
    let pending: SharedMember[] = [];
    // When as many members had finished this batch as had not: from then on the others hold them back.
    let firstDoneAt: number | undefined;
    for (const member of this.members) {
      const offset = firstAfter(events, member.runner.position);
      offsets.set(member, offset);
      if (offset < events.length) pending.push(member);
    }
    while (pending.length > 0) {
      await backgroundTurn();
      // Stopping: each member resumes from its stored checkpoint on the next start.
      if (!this.running) return;
      const deadline = backlog ? catchUpSliceDeadline() : sliceDeadline();
      const entries = pending.map((member) => {
        const offset = offsets.get(member)!;
        const rest = offset === 0 ? events : events.slice(offset);
        return { projection: member.projection, events: rest, expected: member.runner.position };
      });
      // Each member's part in its own transaction, as a runner of its own had it: one transaction for all parts
      // (`applyMany`, a savepoint each) cost more CPU here, not less (README, "Catch-up from an empty read model").
      const results = await applyOneByOne(this.store, entries, { deadline, backlog, behind });
      this.retryDelay = this.options.retryDelayMs ?? 200;
      // Members the deadline skipped go first in the next slice, so every member gets its turn.
      const skipped: SharedMember[] = [];
      const unfinished: SharedMember[] = [];
      pending.forEach((member, i) => {
        const result: ApplyManyResult = results[i] ?? { kind: 'skipped' };
        if (result.kind === 'skipped') {
          skipped.push(member);
        } else if (result.kind === 'applied') {
          const offset = offsets.get(member)! + result.consumed;
          offsets.set(member, offset);
          member.runner.advanced(result.checkpoint);
          if (offset < events.length) unfinished.push(member);
        } else {
          this.members = this.members.filter((m) => m !== member);
          member.runner.leave(result);
        }
      });
      pending = [...skipped, ...unfinished];
      // A minority holding back the others (at a start every read model may be slow for a while: then none leaves).
      if (pending.length > 0 && offsets.size - pending.length >= pending.length) firstDoneAt ??= performance.now();
      if (
        firstDoneAt !== undefined &&
        performance.now() - firstDoneAt >= (this.options.slowMemberMs ?? SLOW_MEMBER_MS)
      ) {
        pending = this.letReadAlone(pending, 'slower than the others');
      }
    }
    // Every member left (each on its own subscription now): nothing to read for. Not awaited: this batch's
    // promise is what the subscription's stop waits for.
    if (this.members.length === 0) void this.subscription?.stop();
  }

  /** Members that go on with a subscription of their own from their checkpoint; none left to wait for. */
  private letReadAlone(members: readonly SharedMember[], why: string): SharedMember[] {
    this.members = this.members.filter((m) => !members.includes(m));
    for (const member of members) {
      this.options.log?.(`projection ${member.runner.name}: ${why}, reads the log alone from now on`);
      member.runner.runAlone();
    }
    return [];
  }

  private fail(error: unknown): void {
    this.subscription = undefined;
    if (!this.running) return;
    const delay = this.retryDelay;
    this.retryDelay = Math.min(this.retryDelay * 2, this.options.maxRetryDelayMs ?? 30_000);
    for (const member of this.members) member.runner.sharedFailed(error, delay);
    this.retryTimer = setTimeout(() => void this.restart(), delay);
  }

  private async restart(): Promise<void> {
    this.retryTimer = undefined;
    if (!this.running) return;
    try {
      await this.join();
      if (this.running) this.subscribe();
    } catch (error) {
      this.fail(error);
    }
  }

  /** The log's head; `fallback` when it cannot be read (a backlog is then not assumed). */
  private async headOfLog(fallback: bigint): Promise<bigint> {
    try {
      return await this.eventStore.headPosition();
    } catch {
      return fallback;
    }
  }
}

/** Index of the first event after `position` (the events are in log order). */
function firstAfter(events: readonly RecordedEvent[], position: bigint): number {
  let lo = 0;
  let hi = events.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (events[mid].position <= position) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
