import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { CLOCK, type Clock } from '../clock/clock.js';
import { SLEEPER, type Sleeper } from '../clock/sleeper.js';
import { WrongExpectedRevisionError } from '../event-store/errors.js';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port.js';
import type { NewEvent } from '../event-store/event.js';
import {
  decideRelease,
  decideRenew,
  decideTake,
  evolveLease,
  freeLease,
  leaseStreamName,
  type LeaseEvent,
  type LeaseState,
} from './domain/lease.js';
import { holderGone, holderStarted, holderStopped, newHolder } from './lease-holders.js';

/** The lease stayed with another process for as long as the caller would wait. */
export class LeaseBusyError extends Error {
  override readonly name = 'LeaseBusyError';
  constructor(
    readonly lease: string,
    readonly holder: string,
    readonly until: Date,
  ) {
    super(`lease ${lease} held by ${holder} until ${until.toISOString()}`);
  }
}

export interface LeaseOptions {
  /** How long a taken lease lasts unless renewed; the holder renews it every third of that while it works. */
  readonly forMs?: number;
  /** How long to wait for another holder before giving up with `LeaseBusyError`. */
  readonly waitMs?: number;
}

const DEFAULT_FOR_MS = 30_000;
/** Longer than a lease, so a holder that died is waited out rather than reported busy. */
const DEFAULT_WAIT_MS = 40_000;
const FIRST_PAUSE_MS = 25;
const LONGEST_PAUSE_MS = 500;

/**
 * Work that must not run in two processes at once (API replicas, a CLI command beside the app), done under a lease
 * in the shared event store (`domain/lease.ts`): take it (waiting while another process holds it), renew it while
 * the work runs, release it afterwards. A process that dies holding it blocks the others until the lease ends
 * (`forMs` after its last renewal by the clock, or a whole term of the taker's own waiting without a renewal,
 * should the clocks disagree), on the same host only until its pid is gone (`lease-holders.ts`). Works alike on
 * both event stores: it needs only an append with an expected revision.
 */
@Injectable()
export class Leases implements OnApplicationShutdown {
  /** This process as a holder: host, pid and a random part (pids are reused). */
  readonly holder = newHolder();
  private readonly logger = new Logger('Leases');
  private readonly renewals = new Set<NodeJS.Timeout>();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SLEEPER) private readonly sleeper: Sleeper,
  ) {
    holderStarted(this.holder);
  }

  /**
   * The application stops: as with a process that ends, its leases are neither renewed nor released (work still
   * running may be cut off), and others in this process may take them at once.
   */
  onApplicationShutdown(): void {
    for (const timer of this.renewals) clearInterval(timer);
    this.renewals.clear();
    holderStopped(this.holder);
  }

  async hold<T>(lease: string, work: () => Promise<T>, options: LeaseOptions = {}): Promise<T> {
    const forMs = options.forMs ?? DEFAULT_FOR_MS;
    let revision = await this.take(lease, forMs, options.waitMs ?? DEFAULT_WAIT_MS);
    let renewal: Promise<void> = Promise.resolve();
    const timer = setInterval(() => {
      renewal = renewal.then(async () => {
        const renewed = await this.renew(lease, revision, forMs);
        if (renewed === 'lost') clearInterval(timer);
        else if (renewed !== null) revision = renewed;
      });
    }, forMs / 3);
    timer.unref();
    this.renewals.add(timer);
    try {
      return await work();
    } finally {
      clearInterval(timer);
      this.renewals.delete(timer);
      await renewal;
      await this.release(lease, revision);
    }
  }

  private async take(lease: string, forMs: number, waitMs: number): Promise<bigint> {
    const stream = leaseStreamName(lease);
    let [waited, pause] = [0, FIRST_PAUSE_MS];
    // The revision last seen and how long this taker had waited when it first saw it.
    let seen: { revision: bigint | 'no_stream' | null; atWaited: number } = { revision: null, atWaited: 0 };
    for (;;) {
      const { state, revision } = await this.current(stream);
      if (seen.revision !== revision) seen = { revision, atWaited: waited };
      const now = this.clock.now();
      const gone =
        state.holder === null || state.holder === this.holder
          ? null
          : this.gone(state.holder, waited - seen.atWaited >= forMs);
      const decision = decideTake(state, { lease, holder: this.holder, now, forMs, holderGone: gone !== null });
      if (decision.kind === 'taken') {
        if (gone !== null && state.until !== null && new Date(state.until) > now) {
          this.logger.log(`lease ${lease} taken over from ${state.holder}: ${gone}`);
        }
        try {
          const appended = await this.store.append(stream, [this.recorded(decision.event, stream)], {
            expectedRevision: revision,
          });
          return appended.nextExpectedRevision;
        } catch (error) {
          if (error instanceof WrongExpectedRevisionError) continue; // another process moved first: look again
          throw error;
        }
      }
      if (waited >= waitMs) throw new LeaseBusyError(lease, decision.holder, decision.until);
      const untilEnds = decision.until.getTime() - now.getTime() + 1;
      const ms = Math.max(1, Math.min(pause, untilEnds, waitMs - waited));
      await this.sleeper.sleep(ms);
      waited += ms;
      pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
    }
  }

  /** Why a holder counts as gone, or null while it may still work. */
  private gone(holder: string, unchangedForATerm: boolean): string | null {
    if (holderGone(holder)) return 'its process is gone';
    return unchangedForATerm ? 'it renewed nothing for a whole term of waiting' : null;
  }

  /** The new revision; `'lost'` when another process took the lease meanwhile; `null` after a failed write. */
  private async renew(lease: string, revision: bigint, forMs: number): Promise<bigint | 'lost' | null> {
    const stream = leaseStreamName(lease);
    const event = decideRenew(this.ours(), { lease, holder: this.holder, now: this.clock.now(), forMs });
    if (event === null) return 'lost';
    try {
      const appended = await this.store.append(stream, [this.recorded(event, stream)], { expectedRevision: revision });
      return appended.nextExpectedRevision;
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) {
        this.logger.warn(`lease ${lease} lost while its work ran (another process took it after it ended)`);
        return 'lost';
      }
      this.logger.warn(`lease ${lease} not renewed: ${(error as Error).message}`);
      return null;
    }
  }

  /** Appended only while the stream still ends with this holder's event; else the lease is not ours to release. */
  private async release(lease: string, revision: bigint): Promise<void> {
    const stream = leaseStreamName(lease);
    const event = decideRelease(this.ours(), lease, this.holder, this.clock.now());
    if (event === null) return;
    try {
      await this.store.append(stream, [this.recorded(event, stream)], { expectedRevision: revision });
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError) return;
      // Not released: it ends by itself when its time is up.
      this.logger.warn(`lease ${lease} not released: ${(error as Error).message}`);
    }
  }

  /** What this holder wrote last, which the stream still holds when the expected revision matches. */
  private ours(): LeaseState {
    return { holder: this.holder, until: null };
  }

  private async current(stream: string): Promise<{ state: LeaseState; revision: bigint | 'no_stream' }> {
    const revision = (await this.store.streamRevisions([stream])).get(stream) ?? 'no_stream';
    if (revision === 'no_stream') return { state: freeLease, revision };
    const { events } = await this.store.readStream<LeaseEvent>(stream, { fromRevision: revision, maxCount: 1 });
    const last = events[0];
    if (last === undefined) return { state: freeLease, revision: 'no_stream' };
    return { state: evolveLease(freeLease, last), revision: last.revision };
  }

  private recorded(event: LeaseEvent, stream: string): NewEvent<LeaseEvent> {
    return {
      ...event,
      // A random id: a deterministic one would make another taker's append an idempotent success.
      metadata: {
        eventId: randomUUID(),
        correlationId: stream,
        causationId: null,
        actorId: 'system:leases',
        occurredAt: this.clock.now().toISOString(),
        schemaVersion: 1,
      },
    };
  }
}
