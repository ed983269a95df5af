import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { PeriodClaims, skippedLine } from '../../platform/scheduling/period-claims.js';
import { ReminderRunner } from './reminder-runner.js';

const JOB = 'deadline reminders';

/**
 * Runs the reminders daily at `DEADLINE_REMINDER_TIME` (Europe/Berlin; the cron library follows the zone's DST
 * changes) where the digest runs: the embedded API, or the scheduler worker of the distributed profile. Each tick
 * claims the day (`schedule-deadline-reminders-<day>`) so that one process does the work; the mails' delivery
 * keys would keep a second run from mailing anyone twice anyway.
 */
@Injectable()
export class ReminderScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('DeadlineReminders');

  constructor(
    private readonly runner: ReminderRunner,
    private readonly registry: SchedulerRegistry,
    private readonly claims: PeriodClaims,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.work.schedulers) return;
    const time = this.config.alerts.deadlineReminderTime;
    if (time === null) return;
    const [hour, minute] = time.split(':').map(Number);
    const job = CronJob.from({
      cronTime: `0 ${minute} ${hour} * * *`,
      timeZone: 'Europe/Berlin',
      onTick: () => void this.trigger(time),
      start: true,
    });
    this.registry.addCronJob(JOB, job);
    this.logger.log(`daily deadline reminders at ${time} (Europe/Berlin)`);
  }

  onApplicationShutdown(): void {
    if (this.registry.doesExist('cron', JOB)) this.registry.deleteCronJob(JOB);
  }

  private async trigger(time: string): Promise<void> {
    try {
      const claim = await this.claims.claimTick('deadline-reminders', time, 'day');
      if (claim.outcome === 'taken') return this.logger.log(skippedLine(claim, 'deadline-reminders'));
      await this.runner.run();
    } catch (error) {
      this.logger.error('deadline reminders failed', error instanceof Error ? error.stack : String(error));
    }
  }
}
