import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { BackgroundTasks } from '../../platform/background/background-tasks.js';
import { berlinDate } from '../../platform/clock/berlin-time.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { ADMIN_ADDRESSES, type AdminAddresses } from '../../platform/mail/admin-addresses.port.js';
import { MAILER, type Mailer } from '../../platform/mail/mailer.port.js';
import { PeriodClaims, skippedLine } from '../../platform/scheduling/period-claims.js';
import { sourceWarning } from '../import-status/freshness.js';
import { ImportAlreadyRunning, ImportRunner } from '../import-runs/import-runner.js';
import { IMPORT_RUN_QUERIES, type ImportRunQueries } from '../read-model/import-run-queries.port.js';
import { pollBackoffUntil } from './poll-backoff.js';
import { pollDays, pollDue } from './poll-schedule.js';
import { pollRequestLimit, requestBudget, startOfBerlinDay } from './request-budget.js';
import { silentSourceMail } from './silent-source-mail.js';

/** The session name the monitor and the run log show for a poll. */
export const POLL_SESSION = 'Abgleich';
/** The claim job of the poll slots (`schedule-import-poll-<slot>`). */
export const POLL_JOB = 'import-poll';
/** The claim job of the silent-source mail (`schedule-import-silent-source-<day>`): one mail a day. */
const SILENT_SOURCE_JOB = 'import-silent-source';
/** How far back the silent-source check reads runs: the last 10 working days and today. */
const SOURCE_WINDOW_MS = 16 * 24 * 3_600_000;
/** How often a process looks whether a poll slot began (at most; shorter for short intervals). */
const TICK_MS = 15_000;

/**
 * The intraday light poll (issue #30): every IMPORT_POLL_MINUTES within IMPORT_POLL_HOURS (Berlin) it lists today and
 * the previous publication day and fetches only the notices not yet recorded (the run's known-listing diff), with one
 * portal session and the configured request delay. It runs where the scheduled work runs (the embedded API, or the
 * scheduler worker on the distributed profile), and exactly once per slot across processes: each process's tick
 * claims the slot (PeriodClaims, as the sessions do). It does not start while a full run is open anywhere (the run's
 * lease: a session keeps the portal), nor once the day's request budget is spent; after an unreachable portal it
 * backs off. A poll killed mid-way leaves nothing to resume: its recorded notices stay, the next poll lists again.
 */
@Injectable()
export class PollScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ImportPoll');
  private readonly tasks = new BackgroundTasks(this.logger);
  private timer: NodeJS.Timeout | undefined;
  private lastSlot: string | null = null;
  private polling = false;
  private failures = 0;
  private backoffUntil: Date | null = null;
  private budgetNoticeDay: string | null = null;

  constructor(
    private readonly runner: ImportRunner,
    private readonly claims: PeriodClaims,
    @Inject(IMPORT_RUN_QUERIES) private readonly runs: ImportRunQueries,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(ADMIN_ADDRESSES) private readonly admins: AdminAddresses,
  ) {}

  onApplicationBootstrap(): void {
    const { poll, scheduled } = this.config.import;
    if (!this.config.work.schedulers || !scheduled || poll.intervalMs <= 0) return;
    const tick = Math.max(250, Math.min(TICK_MS, Math.floor(poll.intervalMs / 4)));
    this.timer = setInterval(() => this.tasks.run('import poll', () => this.tick()), tick);
    this.logger.log(
      `intraday poll every ${poll.intervalMs / 60_000} min within ${poll.hours.from}-${poll.hours.to} (Europe/Berlin), ` +
        `daily request budget ${poll.dailyRequestBudget}`,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.tasks.drain();
  }

  private async tick(): Promise<void> {
    if (this.polling) return;
    const now = this.clock.now();
    const decision = pollDue(now, this.config.import.poll, this.lastSlot);
    if (!decision.due) return;
    this.lastSlot = decision.slot;
    if (this.backoffUntil && now < this.backoffUntil) return;
    this.polling = true;
    try {
      await this.poll(decision.slot, now);
    } finally {
      this.polling = false;
    }
  }

  private async poll(slot: string, now: Date): Promise<void> {
    // A full run here or in another process holds the portal: this slot is skipped (not claimed, nothing recorded).
    if (this.runner.isRunning || (await this.runs.openRuns()).some((run) => run.trigger !== 'poll')) {
      return this.logger.log(`poll ${slot} skipped: an import session is running`);
    }
    const budget = requestBudget(
      await this.runs.runsStartedSince(startOfBerlinDay(now).toISOString()),
      this.config.import.poll.dailyRequestBudget,
      now,
    );
    const limit = pollRequestLimit(budget);
    if (limit === null) {
      const day = slot.slice(0, 10);
      if (this.budgetNoticeDay !== day) {
        this.budgetNoticeDay = day;
        this.logger.warn(`poll paused: the daily request budget is spent (${budget.spent} of ${budget.budget})`);
      }
      return;
    }
    const claim = await this.claims.claim(POLL_JOB, slot);
    if (claim.outcome === 'taken') return this.logger.debug(skippedLine(claim, POLL_JOB));
    try {
      const { done } = await this.runner.start('poll', POLL_SESSION, {
        days: pollDays(now),
        requestLimit: limit,
        concurrency: 1,
      });
      const result = await done;
      this.afterPoll(result.reason === 'portal_unreachable');
      if (result.status === 'completed') await this.warnOfSilentSource();
    } catch (error) {
      if (!(error instanceof ImportAlreadyRunning)) throw error;
      this.logger.log(`poll ${slot} skipped: an import is running`);
    }
  }

  /**
   * After a poll: when the portal lists far fewer notices than usual (`silent-source.ts`), every active admin gets
   * one mail a day (SUPPORT_EMAIL when there is no admin account); the process that claims the day sends them, the
   * delivery record sends each again after a crash.
   */
  private async warnOfSilentSource(): Promise<void> {
    const now = this.clock.now();
    const [full, today] = await Promise.all([
      this.runs.runsStartedSince(new Date(now.getTime() - SOURCE_WINDOW_MS).toISOString(), 'full'),
      this.runs.runsStartedSince(startOfBerlinDay(now).toISOString()),
    ]);
    const warning = sourceWarning(now, [...full, ...today], this.config.import);
    if (!warning) return;
    const day = berlinDate(now);
    const claim = await this.claims.claim(SILENT_SOURCE_JOB, day);
    if (claim.outcome === 'taken') return;
    this.logger.warn(`silent source: ${warning}`);
    const admins = await this.admins.activeAdmins();
    for (const to of admins.length > 0 ? admins : [this.config.mail.supportEmail]) {
      await this.mailer.send(silentSourceMail(to, day, warning, this.config.appUrl));
    }
  }

  /** Backoff after an unreachable portal; any other outcome ends it. */
  private afterPoll(unreachable: boolean): void {
    this.failures = unreachable ? this.failures + 1 : 0;
    const { poll, retry } = this.config.import;
    this.backoffUntil = pollBackoffUntil(this.failures, this.clock.now(), poll.intervalMs, retry.maxMs);
    if (this.backoffUntil) {
      this.logger.warn(`portal unreachable, next poll not before ${this.backoffUntil.toISOString()}`);
    }
  }
}
