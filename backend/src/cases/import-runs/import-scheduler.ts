import { setTimeout as delay } from 'node:timers/promises';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import { BackgroundTasks } from '../../platform/background/background-tasks.js';
import { APP_CONFIG, type AppConfig, type ImportSession } from '../../platform/config/app-config.js';
import { PeriodClaims, skippedLine } from '../../platform/scheduling/period-claims.js';
import { nextSession } from '../import-status/next-session.js';
import { AbandonedRuns } from './abandoned-runs.js';
import { ImportRetry } from './import-retry.js';
import { ReadModelsBehind } from './read-models-caught-up.js';
import { ReadModelAheadOfLog } from '../../platform/projections-host/projections-host.port.js';
import { ImportAlreadyRunning, ImportRunner, type ImportTrigger } from './import-runner.js';
import { RETRIED_FAILURES } from '../domain/import-run-events.js';

const SWEEP = 'import: close abandoned runs';
const START = 'import: start (close abandoned runs, start-up import)';
/** How often a start whose read models were built from another log looks whether they were rebuilt. */
const AHEAD_OF_LOG_RECHECK_MS = 30_000;

/**
 * Runs the import sessions of the day (Europe/Berlin) through @nestjs/schedule. A fresh installation (no run
 * recorded yet) with the schedule on imports at once rather than showing nothing until the next session. At
 * start-up and then every
 * quarter lease it closes runs whose owner's lease expired (a crashed or killed process) and resumes them:
 * the resumed run skips every notice already recorded. Each of these is a background task awaited to its
 * outcome and logged; none can end the process.
 * Every process's cron fires: a session's tick first claims the session (docs/DESIGN.md §3,
 * `schedule-import-<day>T<HH:MM>`), so only one process starts it, also when another's tick comes after that
 * run ended. The start-up runs rely on the run lease instead.
 */
@Injectable()
export class ImportScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ImportScheduler');
  private readonly tasks = new BackgroundTasks(this.logger);
  private readonly retry: ImportRetry;
  /** Aborted when the application stops: the sweep's wait for the read models ends with it. */
  private readonly stopping = new AbortController();

  constructor(
    private readonly runner: ImportRunner,
    private readonly abandoned: AbandonedRuns,
    private readonly registry: SchedulerRegistry,
    private readonly claims: PeriodClaims,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.retry = new ImportRetry(config.import.retry, {
      now: () => new Date(),
      setTimeout: (run, ms) => setTimeout(run, ms).unref(),
      clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
    });
  }

  onApplicationBootstrap(): void {
    // Scheduled work runs where the process role says (the embedded API, or the scheduler worker).
    if (!this.config.work.schedulers) return;
    // In the background: the start waits for the read models, and a rebuild of a large log takes minutes. Awaited
    // here, it kept the embedded API from listening for all that time (121–148 s of a full rebuild at 400,000
    // events, issue #33): no liveness answer, no German "please wait", only a refused connection.
    this.tasks.run(START, () => this.resumeAtStart());
    // The schedule from the start: a session's run waits for the read models itself (and is retried after).
    const sweep = setInterval(() => this.tasks.run(SWEEP, () => this.sweep()), this.config.import.leaseMs / 4);
    this.registry.addInterval(SWEEP, sweep);
    if (!this.config.import.scheduled) return;
    for (const session of this.config.import.sessions) {
      const [hour, minute] = session.time.split(':');
      const job = CronJob.from({
        cronTime: `0 ${Number(minute)} ${Number(hour)} * * *`,
        timeZone: 'Europe/Berlin',
        onTick: () => this.tasks.run(`import ${session.name}`, () => this.runSession(session)),
        start: true,
      });
      this.registry.addCronJob(`import ${session.time} ${session.name}`, job);
    }
    this.logger.log(
      `import sessions (Europe/Berlin): ${this.config.import.sessions.map((s) => `${s.time} ${s.name}`).join(', ')}`,
    );
  }

  /** Closes the runs a previous process left open, then starts the import the start asks for. */
  private async resumeAtStart(): Promise<void> {
    let interrupted: number;
    for (;;) {
      try {
        // As long as the read models take to catch up: a start that gave up after 2 minutes ended the scheduler
        // worker, and a restarted distributed demo with it, while the projections worker was still catching up.
        interrupted = await this.abandoned.close(this.stopping.signal, Number.POSITIVE_INFINITY);
        break;
      } catch (error) {
        if (this.stopping.signal.aborted) return; // stopped while it waited: the next start does it
        if (!(error instanceof ReadModelAheadOfLog)) throw error;
        // Read models built from another log (a restored backup): no start-up import until they are rebuilt
        // (`npm run replay -- --all`); then it runs without a restart of this process.
        this.logger.error(`${error.message}; the start-up import waits until they are rebuilt`);
        await delay(AHEAD_OF_LOG_RECHECK_MS, undefined, { signal: this.stopping.signal }).catch(() => undefined);
        if (this.stopping.signal.aborted) return;
      }
    }
    const session = this.config.import.onStart
      ? 'Import beim Start'
      : interrupted > 0
        ? 'Fortsetzung nach Neustart'
        : this.config.import.scheduled && (await this.abandoned.noRunYet())
          ? 'Erstimport'
          : null;
    // Stopped meanwhile: the shutdown must not find a run started behind it.
    if (session && !this.stopping.signal.aborted) this.trigger('startup', session);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping.abort(new Error('Der Prozess wird beendet'));
    this.retry.cancel();
    for (const name of this.registry.getCronJobs().keys()) this.registry.deleteCronJob(name);
    if (this.registry.doesExist('interval', SWEEP)) this.registry.deleteInterval(SWEEP);
    await this.runner.stop();
    await this.tasks.drain();
  }

  /**
   * A run another process left behind (killed, hung) is closed once its lease expired, then resumed here (an
   * interrupted poll is not: the next poll lists the same days again).
   */
  private async sweep(): Promise<void> {
    let interrupted: number;
    try {
      interrupted = await this.abandoned.close(this.stopping.signal);
    } catch (error) {
      if (this.stopping.signal.aborted) return; // stopped while it waited for the read models: the next start sweeps
      // Expected while the projections catch up after a large import or a restart: a line, not an error with a stack.
      if (error instanceof ReadModelsBehind) {
        return this.logger.warn(
          `closing abandoned runs postponed: the read models did not reach position ${error.position} within ` +
            `${error.waitedMs / 1000} s; the next sweep tries again`,
        );
      }
      throw error;
    }
    if (interrupted > 0) this.trigger('startup', 'Fortsetzung nach Unterbrechung');
  }

  /** A scheduled session: runs in the one process that claims it. */
  private async runSession(session: ImportSession): Promise<void> {
    const claim = await this.claims.claimTick('import', session.time, 'session');
    if (claim.outcome === 'taken') return this.logger.log(skippedLine(claim, 'import'));
    await this.follow('scheduled', session.name);
  }

  /**
   * Sessions keep priority over the intraday poll: a poll in progress here takes seconds, the session waits for it
   * (and for one that slipped in between, a few times) instead of being skipped.
   */
  private async startAfterPoll(trigger: ImportTrigger, session: string) {
    for (let attempt = 0; ; attempt++) {
      if (this.runner.pollRunning) await this.runner.settled();
      try {
        return await this.runner.start(trigger, session);
      } catch (error) {
        if (!(error instanceof ImportAlreadyRunning) || !this.runner.pollRunning || attempt >= 3) throw error;
      }
    }
  }

  private trigger(trigger: ImportTrigger, session: string): void {
    this.tasks.run(`import ${session}`, () => this.follow(trigger, session));
  }

  /**
   * Starts a run and follows it to its outcome (the runner logs and records it). With the schedule on, a run that
   * could not reach the portal, or found the read models too far behind to start, is retried with backoff instead
   * of waiting for the next session.
   */
  private async follow(trigger: ImportTrigger, session: string): Promise<void> {
    try {
      const { done } = await this.startAfterPoll(trigger, session);
      const result = await done;
      if (!this.config.import.scheduled) return;
      const next = nextSession(this.config.import.sessions, new Date()).at;
      const why = result.reason === 'read_models_behind' ? 'Lesemodelle im Rückstand' : 'Portal nicht erreichbar';
      const retried = result.reason !== undefined && RETRIED_FAILURES.has(result.reason);
      const retryAt = this.retry.afterRun(retried, next, () => this.trigger('scheduled', `Wiederholung (${why})`));
      if (retryAt) this.logger.warn(`${session}: ${result.reason}, retrying at ${retryAt.toISOString()}`);
    } catch (error) {
      if (!(error instanceof ImportAlreadyRunning)) throw error;
      this.logger.warn(`${session}: skipped, an import is still running`);
    }
  }
}
