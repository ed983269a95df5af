import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { PeriodClaims, skippedLine } from '../../platform/scheduling/period-claims.js';
import { CleanupAlreadyRunning } from '../domain/retention-run-decider.js';
import { RetentionCleaner } from './retention-cleaner.js';

/**
 * The daily cleanup at `RETENTION_CLEANUP_TIME` (Europe/Berlin), as the same background job as the admin's
 * button. Every instance's cron fires; a tick first claims the day (docs/DESIGN.md §3, `schedule-retention-<day>`),
 * so one process runs the day's cleanup and the others skip it, also when their tick comes after that run
 * ended. The run log still refuses a second run while one is open (the admin's button claims nothing). A
 * failed run is logged (and recorded) and the next day's run erases what is left.
 */
@Injectable()
export class RetentionScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger('Retention');

  constructor(
    private readonly cleaner: RetentionCleaner,
    private readonly registry: SchedulerRegistry,
    private readonly claims: PeriodClaims,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    // Scheduled work runs where the process role says (the embedded API, or the scheduler worker).
    if (!this.config.work.schedulers) return;
    const time = this.config.retention.cleanupTime;
    if (time === null) return;
    const [hour, minute] = time.split(':');
    const job = CronJob.from({
      cronTime: `0 ${Number(minute)} ${Number(hour)} * * *`,
      timeZone: 'Europe/Berlin',
      onTick: () => void this.runScheduled(time),
      start: true,
    });
    this.registry.addCronJob(`retention ${time}`, job);
    this.logger.log(`daily retention cleanup at ${time} (Europe/Berlin)`);
  }

  private async runScheduled(time: string): Promise<void> {
    try {
      const claim = await this.claims.claimTick('retention', time, 'day');
      if (claim.outcome === 'taken') return this.logger.log(skippedLine(claim, 'retention'));
      await this.cleaner.start('scheduled', 'system:retention');
    } catch (error) {
      if (error instanceof CleanupAlreadyRunning) {
        this.logger.log('scheduled cleanup skipped: a cleanup is already running');
        return;
      }
      this.logger.error('scheduled cleanup not started', error instanceof Error ? error.stack : String(error));
    }
  }
}
