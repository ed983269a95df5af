import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { PeriodClaims, skippedLine } from '../../platform/scheduling/period-claims.js';
import { DeferredOptInMails } from './deferred-opt-in-mails.js';

const JOB = 'deferred opt-in mails';
/** Berlin time of the daily run: a working hour, as these mails go to people who have not consented yet. */
export const DEFERRED_OPT_IN_TIME = '08:00';

/**
 * Sends the opt-in mails that waited for a new day, daily at 08:00 Europe/Berlin, where scheduled work runs
 * (the embedded API, or the scheduler worker of the distributed profile). Every process's tick first claims the
 * day (`schedule-opt-in-mails-<day>`), so one process sends.
 */
@Injectable()
export class DeferredOptInScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('AlertRecipients');

  constructor(
    private readonly mails: DeferredOptInMails,
    private readonly registry: SchedulerRegistry,
    private readonly claims: PeriodClaims,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.work.schedulers) return;
    const [hour, minute] = DEFERRED_OPT_IN_TIME.split(':').map(Number);
    const job = CronJob.from({
      cronTime: `0 ${minute} ${hour} * * *`,
      timeZone: 'Europe/Berlin',
      onTick: () => void this.trigger(),
      start: true,
    });
    this.registry.addCronJob(JOB, job);
  }

  onApplicationShutdown(): void {
    if (this.registry.doesExist('cron', JOB)) this.registry.deleteCronJob(JOB);
  }

  /** One scheduled run (public for tests: the claim of the day, then the mails). */
  async trigger(): Promise<void> {
    try {
      const claim = await this.claims.claimTick('opt-in-mails', DEFERRED_OPT_IN_TIME, 'day');
      if (claim.outcome === 'taken') return this.logger.log(skippedLine(claim, 'deferred opt-in mails'));
      await this.mails.sendDue();
    } catch (error) {
      this.logger.error('deferred opt-in mails failed', error instanceof Error ? error.stack : String(error));
    }
  }
}
