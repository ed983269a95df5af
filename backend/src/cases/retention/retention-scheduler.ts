import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { RetentionCleaner } from './retention-cleaner.js';

/** The daily cleanup at `RETENTION_CLEANUP_TIME` (Europe/Berlin); a failed run is logged and retried next day. */
@Injectable()
export class RetentionScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger('Retention');

  constructor(
    private readonly cleaner: RetentionCleaner,
    private readonly registry: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const time = this.config.retention.cleanupTime;
    if (time === null) return;
    const [hour, minute] = time.split(':');
    const job = CronJob.from({
      cronTime: `0 ${Number(minute)} ${Number(hour)} * * *`,
      timeZone: 'Europe/Berlin',
      onTick: () => void this.runScheduled(),
      start: true,
    });
    this.registry.addCronJob(`retention ${time}`, job);
    this.logger.log(`daily retention cleanup at ${time} (Europe/Berlin)`);
  }

  private async runScheduled(): Promise<void> {
    try {
      await this.cleaner.run('scheduled', 'system:retention');
    } catch (error) {
      this.logger.error('scheduled cleanup failed', error instanceof Error ? error.stack : String(error));
    }
  }
}
