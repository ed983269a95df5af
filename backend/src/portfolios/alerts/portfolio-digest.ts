import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import { MATCH_LOG, type LoggedMatch, type MatchLog } from '../../alerts/match-log/match-log.port.js';
import { berlinDate } from '../../platform/clock/berlin-time.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { JWT_SECRET } from '../../platform/config/jwt-secret.js';
import { MAILER, type Mailer } from '../../platform/mail/mailer.port.js';
import { UnsubscribeTokens } from '../../platform/unsubscribe/unsubscribe-token.js';
import { PeriodClaims, skippedLine } from '../../platform/scheduling/period-claims.js';
import { PortfolioAlertCases } from './portfolio-alert-cases.js';
import { portfolioAlertMail } from './portfolio-alert-mail.js';

const JOB = 'portfolio digest';
export const PORTFOLIO_DIGEST_CURSOR = 'portfolio-digest';
const PAGE = 5_000;

/**
 * The daily portfolio mail (issue #31, mode `täglich`) at the digest's time (`ALERT_DIGEST_TIME`, Europe/Berlin):
 * per portfolio one mail with every case the match log recorded for it since the last run. Keyed
 * `portfolio-digest-<portfolio>-<day>` in the mail delivery, so a second run of the day mails nobody twice; the
 * cursor moves only when every mail went (a failed one is tried again by the next run). Runs where the digests
 * run (`work.schedulers`); one process per day through the period claim.
 */
@Injectable()
export class PortfolioDigest implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PortfolioAlerts');

  /** Signs each mail's unsubscribe link (delivery `aus`). */
  private readonly tokens: UnsubscribeTokens;

  constructor(
    @Inject(MATCH_LOG) private readonly log: MatchLog,
    private readonly cases: PortfolioAlertCases,
    @Inject(MAILER) private readonly mailer: Mailer,
    private readonly registry: SchedulerRegistry,
    private readonly claims: PeriodClaims,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JWT_SECRET) jwtSecret: string,
  ) {
    this.tokens = new UnsubscribeTokens(jwtSecret);
  }

  onApplicationBootstrap(): void {
    const time = this.config.alerts.digestTime;
    if (!this.config.work.schedulers || time === null) return;
    const [hour, minute] = time.split(':').map(Number);
    this.registry.addCronJob(
      JOB,
      CronJob.from({
        cronTime: `0 ${minute} ${hour} * * *`,
        timeZone: 'Europe/Berlin',
        onTick: () => void this.trigger(time),
        start: true,
      }),
    );
  }

  onApplicationShutdown(): void {
    if (this.registry.doesExist('cron', JOB)) this.registry.deleteCronJob(JOB);
  }

  /** Mails every `täglich` portfolio's cases recorded since the last run; the number of mails sent. */
  async run(): Promise<number> {
    const day = berlinDate(this.clock.now());
    const from = await this.log.cursor(PORTFOLIO_DIGEST_CURSOR);
    const entries: LoggedMatch[] = [];
    for (let after = from; ;) {
      const page = await this.log.after(after, PAGE);
      entries.push(...page.filter((e) => e.alert.kind === 'portfolio'));
      if (page.length < PAGE) break;
      after = page.at(-1)!.seq;
    }
    const end = entries.at(-1)?.seq;
    if (end === undefined) return 0;
    let sent = 0;
    let failed = 0;
    for (const alert of await this.cases.alertsOf(entries, 'täglich')) {
      try {
        await this.mailer.send({
          ...portfolioAlertMail(
            { name: alert.owner.name, address: alert.owner.email },
            alert.portfolio,
            alert.cases,
            'täglich',
            this.config.appUrl,
            this.tokens.link(this.config.appUrl, [{ kind: 'portfolio', id: alert.portfolio.id }]),
          ),
          kind: 'portfolio-digest',
          deliveryKey: `portfolio-digest-${alert.portfolio.id}-${day}`,
        });
        sent++;
      } catch (error) {
        failed++;
        this.logger.warn(`portfolio digest of ${alert.portfolio.id} not sent (${String((error as Error).name)})`);
      }
    }
    if (failed === 0) await this.log.advance(PORTFOLIO_DIGEST_CURSOR, end);
    this.logger.log(`portfolio digest ${day}: ${sent} mailed, ${failed} failed`);
    return sent;
  }

  private async trigger(time: string): Promise<void> {
    try {
      const claim = await this.claims.claimTick('portfolio-digest', time, 'day');
      if (claim.outcome === 'taken') return this.logger.log(skippedLine(claim, 'portfolio-digest'));
      await this.run();
    } catch (error) {
      this.logger.error('portfolio digest failed', error instanceof Error ? error.stack : String(error));
    }
  }
}
