import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../clock/clock.js';
import { WrongExpectedRevisionError } from '../event-store/errors.js';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port.js';
import {
  claimStreamName,
  PERIOD_CLAIMED,
  periodClaimed,
  periodName,
  scheduledPeriod,
  type PeriodGranularity,
  type ScheduledPeriodClaimed,
} from './domain/scheduled-period.js';

/** The answer to a claim: this process runs the job for the period, or `owner` does (null: unknown). */
export type PeriodClaim =
  | { readonly outcome: 'claimed'; readonly period: string }
  | { readonly outcome: 'taken'; readonly period: string; readonly owner: string | null };

/**
 * Scheduled jobs run once per period across processes (docs/DESIGN.md §3): every process's cron fires, and the one
 * whose append of `ScheduledPeriodClaimed` to the period's stream (`schedule-<job>-<period>`) with expectation
 * `no_stream` succeeds runs the job; the event store refuses every later append. This holds on both event
 * stores and however far apart the ticks are (also after the first process's run has ended).
 *
 * The claim streams are kept: they are operational data without personal data (job, period, process), about
 * six a day, and they are the record of which process ran what. Deleting one would let a late tick of that
 * period run the job again.
 */
@Injectable()
export class PeriodClaims {
  /** This process as a claimer: host, pid and a random part (pids are reused). */
  readonly owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Claims the period of a tick of the daily cron at Berlin `time` that fires now: the period is the scheduled
   * occurrence nearest to the clock, so processes whose ticks differ by moments claim the same one.
   */
  claimTick(job: string, time: string, granularity: PeriodGranularity): Promise<PeriodClaim> {
    return this.claim(job, periodName(scheduledPeriod(time, this.clock.now()), granularity));
  }

  /** Appends the claim of `job` for `period` (`2026-11-24`, `2026-11-24T08:30`) unless a process already did. */
  async claim(job: string, period: string): Promise<PeriodClaim> {
    const stream = claimStreamName(job, period);
    const now = this.clock.now();
    try {
      await this.store.append(
        stream,
        [
          {
            ...periodClaimed(job, period, this.owner, now),
            // A random id: a deterministic one would make a second claimer's append an idempotent success.
            metadata: {
              eventId: randomUUID(),
              correlationId: stream,
              causationId: null,
              actorId: 'system:scheduler',
              occurredAt: now.toISOString(),
              schemaVersion: 1,
            },
          },
        ],
        { expectedRevision: 'no_stream' },
      );
      return { outcome: 'claimed', period };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      return { outcome: 'taken', period, owner: await this.ownerOf(stream) };
    }
  }

  private async ownerOf(stream: string): Promise<string | null> {
    const { events } = await this.store.readStream<ScheduledPeriodClaimed>(stream, { maxCount: 1 });
    const first = events[0];
    return first?.type === PERIOD_CLAIMED ? first.data.owner : null;
  }
}

/** The one line a process logs when another one runs the period's job. */
export function skippedLine(claim: Extract<PeriodClaim, { outcome: 'taken' }>, job: string): string {
  return `skipped: ${job} ${claim.period} runs in process ${claim.owner ?? 'unknown'}`;
}
