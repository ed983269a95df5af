import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { backgroundTurn } from '../../platform/background/background-turns.js';
import { untilStopped } from '../../platform/background/until-stopped.js';
import { berlinDate } from '../../platform/clock/berlin-time.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { STREAM_NAME_KEY } from '../../platform/config/stream-name-key.js';
import { retryOnConflict } from '../../platform/command-handling/retry-on-conflict.js';
import { eventStoreLocation } from '../../platform/event-store/open-event-store.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { PROJECTIONS_HOST, type ProjectionsHost } from '../../platform/projections-host/projections-host.port.js';
import { MAILER, type Mailer } from '../../platform/mail/mailer.port.js';
import { EraseExpiredAccountsCommand } from '../../platform/retention/erase-expired-accounts.command.js';
import { EraseExpiredContactMessagesCommand } from '../../platform/retention/erase-expired-contact-messages.command.js';
import { retentionStream } from '../domain/events.js';
import { retentionClass, retentionCutoff } from '../domain/retention-policy.js';
import { CleanupAlreadyRunning, CleanupLeaseLost, type RetentionRunCommand } from '../domain/retention-run-decider.js';
import type { CleanupCounts, CleanupCutoffs, CleanupTrigger } from '../domain/retention-run-events.js';
import type { ErasedBatch } from './case-eraser.js';
import { CleanupRunLog } from './cleanup-run-log.js';
import { EraserThread } from './eraser-thread/eraser-thread.js';
import { mentionsAnyOf } from './erased-case-mentions.js';
import { CLAIM_LETTER_DRAFTS, type ClaimLetterDrafts } from '../claim-letter/drafts/claim-letter-drafts.port.js';
import {
  RETENTION_QUERIES,
  START_CURSOR,
  type ExpiredCursor,
  type RetentionQueries,
} from '../read-model/retention-queries.port.js';

/**
 * Cases per batch: one deletion transaction, one audit append, one lease renewal (each an fsync, which is what
 * bounds the throughput); the write-side checks of a batch yield to requests every few hundred cases.
 */
export const CLEANUP_BATCH_SIZE = 1000;
/** A run whose owner has not renewed its lease for this long may be closed and continued by another process. */
export const CLEANUP_LEASE_MS = 60_000;
const SYSTEM_ACTOR = 'system:retention';
/** How long a stopping process still waits for the projections to show a run's last events (healthy: milliseconds). */
const STOPPING_GRACE_MS = 5_000;

export interface CleanupOutcome {
  readonly runId: string;
  readonly status: 'completed' | 'failed' | 'interrupted';
  readonly counts: CleanupCounts;
}

interface RunPlan {
  readonly runId: string;
  readonly actorId: string;
  readonly cutoffs: CleanupCutoffs;
  /** Continues an interrupted run: its end purges the traces of what that run erased, even with nothing left. */
  readonly resumed: boolean;
}

/**
 * Retention cleanup as a recorded background job (docs/DESIGN.md §6, issue #12): `start` records
 * `RetentionCleanupStarted` in `retention-runs` and returns the run id at once; the run then erases the due
 * cases in batches, each a short slice of the event loop followed by a turn for requests, and renews its lease
 * with every progress report. One run at a time across processes (the decider on `retention-runs`); a run
 * whose process died is closed and continued by the next process once its lease has expired (checked at
 * start-up and by every later start). The daily schedule and the admin's button use the same job.
 */
@Injectable()
export class RetentionCleaner implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Retention');
  /** This process as lease holder: host, pid and a random part (a restarted process is another owner). */
  private readonly owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly runs: CleanupRunLog;
  private running: { runId: string; done: Promise<CleanupOutcome> } | null = null;
  private readonly stopping = new AbortController();
  private resumeTimer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(RETENTION_QUERIES) private readonly expired: RetentionQueries,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PROJECTIONS_HOST) private readonly projections: ProjectionsHost,
    private readonly commands: CommandBus,
    @Inject(STREAM_NAME_KEY) private readonly streamNameKey: string,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CLAIM_LETTER_DRAFTS) private readonly drafts: ClaimLetterDrafts,
  ) {
    this.runs = new CleanupRunLog(store);
  }

  onApplicationBootstrap(): void {
    // Resuming interrupted cleanups is the schedulers' work (the embedded API, or the scheduler worker).
    if (!this.config.work.schedulers) return;
    this.scheduleResumeCheck(0);
  }

  /** Shutdown: the run stops after its batch and releases its lease, so the next process continues at once. */
  async onModuleDestroy(): Promise<void> {
    clearTimeout(this.resumeTimer);
    this.stopping.abort();
    await this.running?.done.catch(() => undefined);
  }

  /** Starts a run and returns its id at once; `CleanupAlreadyRunning` (409) while any process runs one. */
  async start(trigger: CleanupTrigger, actorId: string): Promise<{ runId: string; done: Promise<CleanupOutcome> }> {
    if (this.running) {
      const open = (await this.runs.state()).open;
      if (open) throw new CleanupAlreadyRunning(open);
    }
    const runId = randomUUID();
    const cutoffs = await this.prepare();
    await this.decideWithRetry(
      async () => ({
        type: 'StartCleanup',
        trigger,
        total: await this.expired.countExpired(cutoffs),
        cutoffs,
        ...this.lease(runId),
      }),
      actorId,
    );
    return { runId, done: this.launch({ runId, actorId, cutoffs, resumed: false }) };
  }

  /** Continues a run whose process died, once its lease has expired; otherwise looks again later. */
  async resumeInterrupted(): Promise<{ runId: string; done: Promise<CleanupOutcome> } | null> {
    const open = (await this.runs.state()).open;
    if (!open || this.running) return null;
    const waitMs = Date.parse(open.leaseExpiresAt) - this.clock.now().getTime();
    if (waitMs >= 0) {
      this.scheduleResumeCheck(Math.min(waitMs + 1000, CLEANUP_LEASE_MS));
      return null;
    }
    const runId = randomUUID();
    const cutoffs = await this.prepare();
    const position = await this.decideWithRetry(
      async () => ({
        type: 'ResumeCleanup',
        interruptedRunId: open.runId,
        total: await this.expired.countExpired(cutoffs),
        cutoffs,
        ...this.lease(runId),
      }),
      SYSTEM_ACTOR,
    );
    if (position === null) return null;
    this.logger.warn(`run ${open.runId} was interrupted (lease expired); continued as run ${runId}`);
    return { runId, done: this.launch({ runId, actorId: SYSTEM_ACTOR, cutoffs, resumed: true }) };
  }

  private scheduleResumeCheck(delayMs: number): void {
    clearTimeout(this.resumeTimer);
    this.resumeTimer = setTimeout(() => {
      this.resumeInterrupted().catch((error: unknown) => {
        if (error instanceof CleanupAlreadyRunning) return this.scheduleResumeCheck(CLEANUP_LEASE_MS);
        this.logger.error(
          'resuming an interrupted cleanup failed',
          error instanceof Error ? error.stack : String(error),
        );
      });
    }, delayMs);
    this.resumeTimer.unref();
  }

  /** Read-your-writes of a run's events, bounded once the process stops; false when it gave up. */
  private projectedUnlessStopped(position: bigint): Promise<boolean> {
    return untilStopped(this.projections.waitFor(position), this.stopping.signal, STOPPING_GRACE_MS);
  }

  /** The read model must show every notice recorded so far before it is asked what expired. */
  private async prepare(): Promise<CleanupCutoffs> {
    await this.projections.waitFor(await this.store.headPosition());
    const today = berlinDate(this.clock.now());
    return {
      individuals: retentionCutoff(today, this.config.retention.individualsDays),
      companies: retentionCutoff(today, this.config.retention.companiesDays),
    };
  }

  private lease(runId: string, durationMs = CLEANUP_LEASE_MS) {
    const now = this.clock.now();
    return {
      runId,
      owner: this.owner,
      at: now.toISOString(),
      leaseExpiresAt: new Date(now.getTime() + durationMs).toISOString(),
    };
  }

  /** Two starts racing (in this or another process): the loser decides again on the state the winner wrote. */
  private async decideWithRetry(command: () => Promise<RetentionRunCommand>, actorId: string): Promise<bigint | null> {
    return retryOnConflict(3, async () => this.runs.decide(await command(), actorId, this.clock.now()));
  }

  private launch(plan: RunPlan): Promise<CleanupOutcome> {
    const done = this.execute(plan).finally(() => {
      this.running = null;
    });
    this.running = { runId: plan.runId, done };
    return done;
  }

  private async execute(plan: RunPlan): Promise<CleanupOutcome> {
    const counts = {
      individualsDeleted: 0,
      companiesDeleted: 0,
      totalDeleted: 0,
      unconfirmedAccountsErased: 0,
      contactMessagesErased: 0,
    };
    const outcome = (status: CleanupOutcome['status']): CleanupOutcome => ({
      runId: plan.runId,
      status,
      counts: { ...counts },
    });
    try {
      const thread = EraserThread.start(
        { eventStore: eventStoreLocation(this.config), streamNameKey: this.streamNameKey },
        { store: this.store },
      );
      try {
        // One batch ahead: the thread erases the next batch on the write side while the projections on this
        // event loop forget the cases of the previous one.
        let next = await this.eraseNext(thread, plan, START_CURSOR);
        while (next) {
          const { erased, position } = await next.erasure;
          // Claim-letter drafts belong to their case (its id; claims that name the debtor): they go with it, before
          // the traces are purged (the WAL truncation below covers their deletion too).
          // A background turn first: none is granted while the WAL checkpoint thread holds the read models' write
          // lock for a TRUNCATE checkpoint (a pause), which this write would otherwise wait for synchronously, up
          // to the busy timeout (5 s), and then fail the run with "database is locked" (seen at 100,000 cases).
          if (erased.length > 0) {
            await backgroundTurn();
            await this.drafts.removeOfCases(erased.map((c) => c.id));
          }
          const stopping = this.stopping.signal.aborted;
          next = stopping ? null : await this.eraseNext(thread, plan, next.cursor);
          for (const erasedCase of erased) {
            if (retentionClass(erasedCase.debtorKind) === 'companies') counts.companiesDeleted++;
            else counts.individualsDeleted++;
            counts.totalDeleted++;
          }
          // A shutdown waits for this at most STOPPING_GRACE_MS (a failing projection retries for as long as the
          // process runs); the traces it would purge here then go at the end of the resumed run ('end-of-run').
          if (position !== null && (await this.projectedUnlessStopped(position))) {
            await this.expired.purgeErasedTraces('between-batches');
          }
          // Mails kept in the outbox (no SMTP) that name an erased case go with it.
          if (erased.length > 0) await this.mailer.eraseKept({ mentions: mentionsAnyOf(erased) });
          if (stopping) {
            // Lease released (expires now): the next process continues the run without waiting.
            await this.report(plan, { type: 'RecordCleanupProgress', ...this.lease(plan.runId, 0), counts });
            return outcome('interrupted');
          }
          await this.report(plan, { type: 'RecordCleanupProgress', ...this.lease(plan.runId), counts });
          await nextTurn();
        }
      } finally {
        await thread.close();
      }
      // Unconfirmed registrations past their deadline go in the same daily run (the accounts module decides which).
      counts.unconfirmedAccountsErased = (
        await this.commands.execute(new EraseExpiredAccountsCommand(plan.actorId))
      ).erased;
      // Contact-form messages past CONTACT_RETENTION_DAYS too (the contact module erases them as "delete" does).
      counts.contactMessagesErased = (
        await this.commands.execute(new EraseExpiredContactMessagesCommand(plan.actorId))
      ).erased;
      if (counts.totalDeleted + counts.unconfirmedAccountsErased + counts.contactMessagesErased > 0 || plan.resumed) {
        // KurrentDB keeps the erased streams' events in its chunk files until a scavenge: start one now.
        const purge = await this.store.purgeDeleted();
        if (purge.kind === 'scavenge-started') this.logger.log(`scavenge ${purge.scavengeId} started (erasure)`);
        if (!(await this.expired.purgeErasedTraces('end-of-run'))) {
          this.logger.warn('read-model WAL not truncated (readers busy); the next checkpoint overwrites it');
        }
      } else {
        // The purge above merges the search index; without erasures the daily run still does (issue #33).
        await this.expired.maintainSearchIndex();
      }
      // The outbox keeps no mail longer than OUTBOX_RETENTION_DAYS.
      const outboxCutoff = new Date(this.clock.now().getTime() - this.config.retention.outboxDays * 86_400_000);
      await this.mailer.eraseKept({ before: outboxCutoff });
      const completed = await this.report(plan, {
        type: 'CompleteCleanup',
        runId: plan.runId,
        owner: this.owner,
        at: this.clock.now().toISOString(),
        counts,
      });
      // Read-your-writes for whoever awaits the run; a shutdown need not wait for it (the run is recorded).
      if (completed !== null) await this.projectedUnlessStopped(completed);
      this.logger.log(
        `cleanup ${plan.runId}: ${counts.individualsDeleted} individuals, ${counts.companiesDeleted} companies, ` +
          `${counts.unconfirmedAccountsErased} unconfirmed accounts, ${counts.contactMessagesErased} contact messages erased`,
      );
      return outcome('completed');
    } catch (error) {
      return this.fail(plan, counts, error, outcome);
    }
  }

  /**
   * Lists the batch after `cursor` (the read model still holds the cases of the batch in flight, which lie before
   * it) and hands it to the eraser thread with what the read models know about its cases; null when none is left.
   */
  private async eraseNext(
    thread: EraserThread,
    plan: RunPlan,
    cursor: ExpiredCursor,
  ): Promise<{ erasure: Promise<ErasedBatch>; cursor: ExpiredCursor } | null> {
    const batch = await this.expired.expiredCases(plan.cutoffs, cursor, CLEANUP_BATCH_SIZE);
    const last = batch.at(-1);
    if (!last) return null;
    const ids = batch.map((c) => c.id);
    // A turn for requests between the reads (each 10–35 ms of the event loop for 1,000 cases at 100,000 under
    // load; the SQLite adapter answers without yielding, so the three ran as one block; issue #33 item 4).
    await nextTurn();
    const listings = await this.expired.knownListings(ids);
    await nextTurn();
    const statistics = await this.expired.statisticsFacts(ids);
    const now = this.clock.now();
    const erasure = thread.erase({
      batch,
      cutoffs: plan.cutoffs,
      context: { auditStream: retentionStream(berlinDate(now)), runId: plan.runId, actorId: plan.actorId, now },
      listings,
      statistics,
    });
    // Awaited by the run's loop; should the loop fail first (a lost lease), the rejection is not unhandled.
    erasure.catch(() => undefined);
    return { erasure, cursor: { publicationDate: last.publicationDate, id: last.id } };
  }

  private async fail(
    plan: RunPlan,
    counts: CleanupCounts,
    error: unknown,
    outcome: (status: CleanupOutcome['status']) => CleanupOutcome,
  ): Promise<CleanupOutcome> {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof CleanupLeaseLost) {
      this.logger.warn(`cleanup ${plan.runId} stopped: another process took it over`);
      return outcome('interrupted');
    }
    // The stack says which store and which step refused (the run log keeps only the message).
    this.logger.error(`cleanup ${plan.runId} failed: ${message}`, error instanceof Error ? error.stack : undefined);
    try {
      const at = this.clock.now().toISOString();
      await this.report(plan, {
        type: 'FailCleanup',
        runId: plan.runId,
        owner: this.owner,
        at,
        counts,
        error: message,
      });
    } catch (recordError) {
      this.logger.error(`cleanup ${plan.runId}: failure not recorded: ${String(recordError)}`);
    }
    return outcome('failed');
  }

  /** Progress and outcome are recorded under the run's actor: the audit shows who started what it did. */
  private report(plan: RunPlan, command: RetentionRunCommand): Promise<bigint | null> {
    return this.runs.decide(command, plan.actorId, this.clock.now());
  }
}
