import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { PeriodClaims, skippedLine } from '../../platform/scheduling/period-claims.js';
import { DigestAlreadyRunning, DigestRunner } from './digest-runner.js';

const JOB = 'alert digest';
/** A digest someone started by hand in another process may send for minutes: the day's run waits for it. */
const SCHEDULED_LEASE_WAIT_MS = 15 * 60_000;

/**
 * Runs the digest daily at `ALERT_DIGEST_TIME` (Europe/Berlin). @nestjs/schedule fires in every process, so a
 * tick first claims the day (docs/DESIGN.md §3, `schedule-digest-<day>`): only the process that claims it sends the
 * day's digest, even when another process's tick comes after that digest has ended. The admin's trigger
 * (RunDigestCommand) is not a scheduled run and claims nothing.
 */
@Injectable()
export class DigestScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('AlertDigest');

  constructor(
    private readonly runner: DigestRunner,
    private readonly registry: SchedulerRegistry,
    private readonly claims: PeriodClaims,
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
      onTick: () => void this.trigger(time),
      start: true,
    });
    this.registry.addCronJob(JOB, job);
    this.logger.log(`daily digest at ${time} (Europe/Berlin)`);
  }

  onApplicationShutdown(): void {
    if (this.registry.doesExist('cron', JOB)) this.registry.deleteCronJob(JOB);
  }

  private async trigger(time: string): Promise<void> {
    try {
      const claim = await this.claims.claimTick('digest', time, 'day');
      if (claim.outcome === 'taken') return this.logger.log(skippedLine(claim, 'digest'));
      await this.runner.run({ leaseWaitMs: SCHEDULED_LEASE_WAIT_MS });
    } catch (error) {
      if (error instanceof DigestAlreadyRunning) this.logger.warn('skipped: the previous digest is still running');
      else this.logger.error('digest run failed', error instanceof Error ? error.stack : String(error));
    }
  }
}
