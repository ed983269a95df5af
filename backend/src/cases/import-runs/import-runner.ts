import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { addDays, berlinDate } from '../../platform/clock/berlin-time.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { DomainError } from '../../platform/command-handling/domain-error.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { PROJECTIONS_HOST, type ProjectionsHost } from '../../platform/projections-host/projections-host.port.js';
import { eventStoreLocation } from '../../platform/event-store/open-event-store.js';
import { ImportRunNotOpen, type ImportRunCommand } from '../domain/import-run-decider.js';
import type { DayImportSummary, ImportRunFailureReason } from '../domain/import-run-events.js';
import { STREAM_NAME_KEY } from '../../platform/config/stream-name-key.js';
import { ImportCaseHandler } from '../import-case/import-case.handler.js';
import { PortalThread } from './portal-thread/portal-thread.js';
import type { DayProgress, ReconciliationMessage } from './portal-thread/protocol.js';
import { RequestBudgetSpent } from './portal-thread/request-meter.js';
import { ImportRunCommands, importRunStream } from './import-run-commands.js';
import { PortalUnreachable } from './portal-unreachable.js';
import { ImportLeaseLost, RunLease } from './run-lease.js';
import { ReadModelsBehind, readModelsCaughtUp } from './read-models-caught-up.js';
import { RunProgress } from './run-progress.js';
import { CASE_QUERIES, type CaseQueries } from '../read-model/case-queries.port.js';

export type ImportTrigger = 'scheduled' | 'manual' | 'startup' | 'poll';

/**
 * What a run covers. Full sessions: the last IMPORT_DAYS days, no request limit (they keep priority over the daily
 * budget). The intraday poll: today and the previous publication day, stopped at `requestLimit` portal requests.
 */
export interface RunPlan {
  readonly days?: readonly string[];
  /** At most this many portal requests for the whole run; null: no limit. */
  readonly requestLimit?: number | null;
  /** Portal sessions in parallel (the poll: one); default IMPORT_CONCURRENCY. */
  readonly concurrency?: number;
}

export class ImportAlreadyRunning extends DomainError {
  constructor() {
    super('conflict', 'import_running', 'Ein Import läuft bereits. Bitte warten Sie, bis er abgeschlossen ist.');
  }
}

const germanCount = (n: number) => new Intl.NumberFormat('de-DE').format(n);

type RunEnd = Extract<ImportRunCommand, { type: 'CompleteImportRun' | 'FailImportRun' }>;

export interface ImportRunResult {
  readonly runId: string;
  /**
   * `closed-elsewhere`: another process closed the run after its lease expired (the notices imported stay
   * recorded; the run's counts are not); `unrecorded`: the outcome could not be written, the run stays open
   * until its lease expires and the next sweep closes it as interrupted.
   */
  readonly status: 'completed' | 'failed' | 'closed-elsewhere' | 'unrecorded';
  readonly days: readonly DayImportSummary[];
  /** Why a failed run failed (`RETRIED_FAILURES` make the scheduler retry with backoff). */
  readonly reason?: ImportRunFailureReason;
}

/** A run's portal requests: the days' counts (the budget adds them up per Berlin day). */
export const runRequests = (days: readonly DayImportSummary[]): number =>
  days.reduce((n, d) => n + (d.requests ?? 0), 0);

/**
 * One import run: the last IMPORT_DAYS publication days, newest first, each day listed on the portal and only
 * unknown notices fetched and imported. Every notice is its own ImportCase command, so a crash loses at most
 * the notice in flight, and the next run (or the resume at start-up) fetches exactly what is still missing.
 * Fetching, parsing and recording the notices run in a worker thread (PortalThread), off the API.s event loop.
 * Runs never overlap in one process. The process owns its run through a lease it renews with heartbeats, so
 * other processes on the same data directory leave the run alone while this process lives.
 */
@Injectable()
export class ImportRunner {
  /** This process as the owner of its runs: host, pid and a random part (pids are reused). */
  readonly ownerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly logger = new Logger('Import');
  private running: Promise<ImportRunResult> | null = null;
  private runningTrigger: ImportTrigger | null = null;
  private starting = false;
  private abort: AbortController | null = null;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CASE_QUERIES) private readonly cases: CaseQueries,
    @Inject(PROJECTIONS_HOST) private readonly projections: ProjectionsHost,
    private readonly importCase: ImportCaseHandler,
    private readonly commands: ImportRunCommands,
    @Inject(STREAM_NAME_KEY) private readonly streamNameKey: string,
  ) {}

  get isRunning(): boolean {
    return this.running !== null || this.starting;
  }

  /** Whether the run in progress is an intraday poll (a session waits for it: polls take seconds). */
  get pollRunning(): boolean {
    return this.running !== null && this.runningTrigger === 'poll';
  }

  /** Resolves once the run in progress (if any) has ended. */
  async settled(): Promise<void> {
    await this.running?.catch(() => undefined);
  }

  /**
   * Starts a run and returns its id once its start is recorded; the run continues in the background. `done`
   * never rejects: it resolves with the run's outcome, which is logged and recorded (see ImportRunResult).
   */
  async start(
    trigger: ImportTrigger,
    session: string,
    plan: RunPlan = {},
  ): Promise<{ runId: string; done: Promise<ImportRunResult> }> {
    if (this.isRunning) throw new ImportAlreadyRunning();
    this.starting = true;
    try {
      const runId = randomUUID();
      const startedAt = this.clock.now();
      const stream = importRunStream(trigger, startedAt);
      const today = berlinDate(startedAt);
      const days = plan.days
        ? [...plan.days]
        : Array.from({ length: this.config.import.days }, (_, i) => addDays(today, -i));
      await this.decide(stream, {
        type: 'StartImportRun',
        runId,
        session,
        trigger,
        days,
        at: startedAt.toISOString(),
        ownerId: this.ownerId,
        leaseUntil: RunLease.until(startedAt, this.config.import.leaseMs),
      });
      const abort = new AbortController();
      this.abort = abort;
      const lease = new RunLease(
        this.commands,
        this.clock,
        this.logger,
        { stream, runId, ownerId: this.ownerId, leaseMs: this.config.import.leaseMs },
        (reason) => abort.abort(reason),
      );
      lease.hold();
      const progress = new RunProgress(this.commands, this.clock, this.logger, {
        stream,
        runId,
        ownerId: this.ownerId,
      });
      const limits = {
        requests: plan.requestLimit ?? null,
        concurrency: plan.concurrency ?? this.config.import.concurrency,
      };
      const done = this.execute(stream, runId, session, days, abort.signal, lease, progress, {
        ...limits,
        fullSession: trigger !== 'poll',
      }).finally(() => {
        this.running = null;
        this.runningTrigger = null;
        this.abort = null;
      });
      this.running = done;
      this.runningTrigger = trigger;
      return { runId, done };
    } finally {
      this.starting = false;
    }
  }

  /** Stops a run in progress (shutdown); it is recorded as failed and resumed at the next start. */
  async stop(): Promise<void> {
    this.abort?.abort(new Error('Import durch Herunterfahren abgebrochen'));
    await this.running?.catch(() => undefined);
  }

  private async execute(
    stream: string,
    runId: string,
    session: string,
    days: string[],
    signal: AbortSignal,
    lease: RunLease,
    progress: RunProgress,
    limits: { requests: number | null; concurrency: number; fullSession: boolean },
  ): Promise<ImportRunResult> {
    const requestLimit = limits.requests;
    const summaries: DayImportSummary[] = [];
    let failure: { error: string; reason: ImportRunFailureReason } | null = null;
    try {
      // The known-notice index is a read model: let it catch up with everything already imported.
      await readModelsCaughtUp(this.projections, await this.store.headPosition(), signal, this.logger);
      const portal = PortalThread.start(
        {
          baseUrl: this.config.import.portalUrl,
          concurrency: limits.concurrency,
          delayMs: this.config.import.delayMs,
          retryBaseMs: this.config.import.portalRetry.baseMs,
          retryMaxMs: this.config.import.portalRetry.maxMs,
          eventStore: eventStoreLocation(this.config),
          clockOffsetDays: this.config.clockOffsetDays,
          streamNameKey: this.streamNameKey,
        },
        { importCase: this.importCase, clock: this.clock },
      );
      try {
        for (const [index, day] of days.entries()) {
          if (signal.aborted) throw signal.reason;
          const left = requestLimit === null ? null : Math.max(0, requestLimit - runRequests(summaries));
          const { summary, portalAnswered, lastFailure } = await this.importDay(
            portal,
            day,
            runId,
            signal,
            progress,
            left,
            summaries,
            await this.reconciliation(
              day,
              runId,
              limits.fullSession && index < this.config.import.corrections.recheckDays,
              limits.fullSession,
            ),
          );
          summaries.push(summary);
          // Not one answer all day: the portal is down or unreachable, the further days would fail the same way.
          if (!summary.complete && !portalAnswered) throw new PortalUnreachable(lastFailure);
        }
      } finally {
        await portal.close();
      }
    } catch (error) {
      failure = this.describeFailure(error, signal);
      this.logger.warn(
        `run ${runId} (${session}) failed: ${failure.error}` +
          (failure.reason === 'error' ? ` (${error instanceof Error ? error.message : String(error)})` : ''),
      );
    }
    // No heartbeat may follow the run's end; the lease still covers the moments until the end is recorded.
    await lease.release();
    const at = this.clock.now().toISOString();
    const errors = summaries
      .filter((d) => !d.complete)
      .map((d) => `Tag ${d.day} unvollständig, wird im nächsten Lauf wiederholt`);
    return this.record(
      stream,
      session,
      failure === null
        ? { type: 'CompleteImportRun', runId, days: summaries, errors, at }
        : { type: 'FailImportRun', runId, days: summaries, error: failure.error, reason: failure.reason, at },
    );
  }

  /** The failure as the monitor shows it: plain German, the technical detail stays in the log. */
  private describeFailure(error: unknown, signal: AbortSignal): { error: string; reason: ImportRunFailureReason } {
    if (error instanceof PortalUnreachable) return { error: error.message, reason: 'portal_unreachable' };
    if (error instanceof RequestBudgetSpent) {
      return {
        error:
          `Das Tagesbudget der Abgleiche von ${germanCount(this.config.import.poll.dailyRequestBudget)} Portalanfragen ist aufgebraucht; ` +
          'der Abgleich pausiert bis morgen, die Import-Sitzungen laufen weiter.',
        reason: 'budget_spent',
      };
    }
    if (error instanceof ImportLeaseLost) return { error: error.message, reason: 'interrupted' };
    if (error instanceof ReadModelsBehind) return { error: error.message, reason: 'read_models_behind' };
    if (signal.aborted && error === signal.reason && error instanceof Error) {
      return { error: error.message, reason: 'aborted' };
    }
    return {
      error: 'Der Import wurde wegen eines internen Fehlers abgebrochen; Einzelheiten stehen im Server-Protokoll.',
      reason: 'error',
    };
  }

  /** Records the run's end; a run another process closed meanwhile, or a failing store, is an outcome too. */
  private async record(stream: string, session: string, end: RunEnd): Promise<ImportRunResult> {
    const { runId, days } = end;
    const totals =
      `${days.reduce((n, d) => n + d.newCases, 0)} new cases, ` +
      `${days.reduce((n, d) => n + d.newNotices, 0)} new notices`;
    try {
      await this.decide(stream, end);
    } catch (error) {
      if (error instanceof ImportRunNotOpen) {
        this.logger.warn(
          `run ${runId} (${session}) ended (${totals}), but another process had closed it as interrupted after ` +
            `its lease expired: the notices stay recorded, the run's counts are not`,
        );
        return { runId, status: 'closed-elsewhere', days };
      }
      this.logger.error(
        `run ${runId} (${session}) ended (${totals}), its outcome could not be recorded; it is closed as ` +
          `interrupted once its lease expires: ${error instanceof Error ? error.message : String(error)}`,
        error instanceof Error ? error.stack : undefined,
      );
      return { runId, status: 'unrecorded', days };
    }
    if (end.type === 'FailImportRun') return { runId, status: 'failed', days, reason: end.reason };
    this.logger.log(`run ${runId} (${session}) completed: ${totals}, ${end.errors.length} incomplete days`);
    return { runId, status: 'completed', days };
  }

  private async importDay(
    portal: PortalThread,
    day: string,
    runId: string,
    signal: AbortSignal,
    progress: RunProgress,
    requestLimit: number | null,
    summaries: DayImportSummary[],
    reconciliation: ReconciliationMessage,
  ): Promise<{ summary: DayImportSummary; portalAnswered: boolean; lastFailure: string | null }> {
    const seen: { last: DayProgress | null } = { last: null };
    let result;
    try {
      result = await portal.importDay(
        day,
        runId,
        await this.cases.knownFingerprints(day),
        signal,
        (message) => {
          seen.last = message;
          progress.report(message);
        },
        requestLimit,
        reconciliation,
      );
    } catch (error) {
      // The budget ran out mid-day: the day's requests still count (recorded with its last counts), then the run ends.
      if (error instanceof RequestBudgetSpent) {
        const reached = seen.last;
        const counts = {
          day,
          listed: reached?.listed ?? 0,
          fetched: reached?.fetched ?? 0,
          newCases: reached?.newCases ?? 0,
          newNotices: reached?.newNotices ?? 0,
          requests: error.requests,
        };
        await progress.dayDone(counts, reached?.portalAnswered ?? false);
        summaries.push({
          ...counts,
          unchanged: 0,
          failedNotices: 0,
          emptyTexts: 0,
          retries: 0,
          reLogins: 0,
          serverErrors: 0,
          complete: false,
        });
      }
      throw error;
    }
    const { report, newCases, newNotices, unchanged, refused, portalAnswered, lastFailure, requests } = result;
    const { corrected, withdrawn, withdrawalsSkipped } = result;
    if (withdrawalsSkipped) this.logger.warn(`${day}: vanished notices not withdrawn: ${withdrawalsSkipped}`);
    await progress.dayDone(
      { day, listed: report.listed, fetched: report.fetched, newCases, newNotices, requests },
      portalAnswered,
    );
    const failedNotices = refused.length;
    if (failedNotices > 0) this.logger.warn(`${day}: ${failedNotices} notices not imported (${[...new Set(refused)]})`);
    this.logger.log(
      `${day}: ${report.listed} listed, ${report.fetched} fetched, ${newCases} new cases, ${newNotices} new notices` +
        (corrected + withdrawn > 0 ? `, ${corrected} corrected, ${withdrawn} withdrawn` : '') +
        (report.complete
          ? ''
          : `, incomplete (${report.failedParts.length} failed parts, ${report.emptyTexts} empty texts)`),
    );
    const summary: DayImportSummary = {
      day,
      listed: report.listed,
      fetched: report.fetched,
      newCases,
      newNotices,
      unchanged,
      failedNotices,
      emptyTexts: report.emptyTexts,
      retries: report.retries,
      reLogins: report.reLogins,
      serverErrors: report.serverErrors,
      requests,
      corrected,
      withdrawn,
      complete: report.complete && failedNotices === 0,
    };
    return { summary, portalAnswered, lastFailure };
  }

  /**
   * What a day's listing is compared with (issue #32): the recorded rows of the day and their cases. Full sessions
   * fetch a few recorded rows of the newest days again (`recheck`) and withdraw vanished rows; the poll, which may
   * stop mid-day at its budget, only tells a changed row of a recorded publication from a new one.
   */
  private async reconciliation(
    day: string,
    runId: string,
    recheck: boolean,
    withdraw: boolean,
  ): Promise<ReconciliationMessage> {
    const { recheckRows, withdrawMaxRows } = this.config.import.corrections;
    return {
      live: [...(await this.cases.liveListings(day))],
      recheckRows: recheck ? recheckRows : 0,
      withdrawMaxRows,
      withdraw,
      seed: runId,
    };
  }

  private async decide(stream: string, command: ImportRunCommand): Promise<void> {
    await this.commands.decide(stream, command, `${command.type}:${command.runId}`);
  }
}
