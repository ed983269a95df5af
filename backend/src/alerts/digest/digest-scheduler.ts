import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { DigestAlreadyRunning, DigestRunner } from './digest-runner.js';

const JOB = 'alert digest';

/**
 * Runs the digest daily at `ALERT_DIGEST_TIME` (Europe/Berlin). One process in the embedded profile; the
 * distributed profile needs a per-day lock stream (DESIGN.md §3), as @nestjs/schedule fires on every instance.
 */
@Injectable()
export class DigestScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('AlertDigest');

  constructor(
    private readonly runner: DigestRunner,
    private readonly registry: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    // Scheduled work runs where the process role says (the embedded API, or the scheduler worker).
    if (!this.config.work.schedulers) return;
    const time = this.config.alerts.digestTime;
    if (time === null) return;
    const [hour, minute] = time.split(':').map(Number);
    const job = CronJob.from({
      cronTime: `0 ${minute} ${hour} * * *`,
      timeZone: 'Europe/Berlin',
      onTick: () => void this.trigger(),
      start: true,
    });
    this.registry.addCronJob(JOB, job);
    this.logger.log(`daily digest at ${time} (Europe/Berlin)`);
  }

  onApplicationShutdown(): void {
    if (this.registry.doesExist('cron', JOB)) this.registry.deleteCronJob(JOB);
  }

  private async trigger(): Promise<void> {
    try {
      await this.runner.run();
    } catch (error) {
      if (error instanceof DigestAlreadyRunning) this.logger.warn('skipped: the previous digest is still running');
      else this.logger.error('digest run failed', error instanceof Error ? error.stack : String(error));
    }
  }
}
