import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { MATCH_LOG, type LoggedMatch, type MatchLog } from '../../alerts/match-log/match-log.port.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { JWT_SECRET } from '../../platform/config/jwt-secret.js';
import { MAILER, type Mailer } from '../../platform/mail/mailer.port.js';
import { UnsubscribeTokens } from '../../platform/unsubscribe/unsubscribe-token.js';
import { PortfolioAlertCases } from './portfolio-alert-cases.js';
import { portfolioAlertMail } from './portfolio-alert-mail.js';

export const PORTFOLIO_IMMEDIATE_CONSUMER = 'portfolio-sofort';
const PLANNED = 'portfolio-sofort:planned';
const POLL_MS = 3_000;
/** As the alerts' immediate mails: one mail per portfolio per poll, sent once the log is quiet this long … */
const QUIET_MS = 3_000;
/** … or the oldest waiting match has waited this long. */
const MAX_WAIT_MS = 30_000;
const BATCH_LIMIT = 5_000;
/** A batch whose mails keep failing is given up after this many runs (logged), so it cannot block the rest. */
const MAX_FAILED_RUNS = 5;

/**
 * Immediate portfolio alerts (issue #31, mode `sofort`): a consumer of the match log's portfolio entries that
 * mails each portfolio's owner one mail per batch naming every new case and the customers it concerns. At least
 * once and never twice: the batch's end is stored before its mails go, each mail has a delivery key made of the
 * portfolio and the batch (the mail delivery sends a key once), and the cursor moves after them; a process killed
 * in between takes the very same batch again. Runs where the digests run (`work.schedulers`).
 */
@Injectable()
export class PortfolioImmediateMails implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('PortfolioAlerts');
  private timer: NodeJS.Timeout | undefined;
  private stopListening: (() => void) | undefined;
  private running: Promise<number> | null = null;
  private seenEnd = 0;
  private grewAt = 0;
  private waitingSince: number | null = null;
  private failedRuns = 0;

  /** Signs each mail's unsubscribe link (delivery `aus`). */
  private readonly tokens: UnsubscribeTokens;

  constructor(
    @Inject(MATCH_LOG) private readonly log: MatchLog,
    private readonly cases: PortfolioAlertCases,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JWT_SECRET) jwtSecret: string,
  ) {
    this.tokens = new UnsubscribeTokens(jwtSecret);
  }

  onApplicationBootstrap(): void {
    if (!this.config.work.schedulers) return;
    this.stopListening = this.log.onAppend(() => this.wake());
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopListening?.();
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Sends the waiting batch now, quiet or not (tests); the number of mails sent. */
  runOnce(): Promise<number> {
    this.running ??= this.send().finally(() => (this.running = null));
    return this.running;
  }

  private wake(): void {
    if (this.running) return;
    this.quiet()
      .then((ready) => (ready ? this.runOnce() : 0))
      .catch((error: unknown) => this.logger.warn(`portfolio alerts: ${String(error)}`));
  }

  /** True once the log has had no new entry for QUIET_MS, or the oldest waiting entry waited MAX_WAIT_MS. */
  private async quiet(): Promise<boolean> {
    const done = await this.log.cursor(PORTFOLIO_IMMEDIATE_CONSUMER);
    if ((await this.log.cursor(PLANNED)) > done) return true;
    const waiting = await this.log.after(done, BATCH_LIMIT);
    if (waiting.length === 0) {
      this.waitingSince = null;
      return false;
    }
    const now = performance.now();
    if (waiting.at(-1)!.seq !== this.seenEnd) {
      this.seenEnd = waiting.at(-1)!.seq;
      this.grewAt = now;
    }
    this.waitingSince ??= now;
    return now - this.grewAt >= QUIET_MS || now - this.waitingSince >= MAX_WAIT_MS;
  }

  private async send(): Promise<number> {
    const done = await this.log.cursor(PORTFOLIO_IMMEDIATE_CONSUMER);
    const planned = await this.log.cursor(PLANNED);
    let entries: LoggedMatch[];
    let end: number;
    if (planned > done) {
      entries = (await this.log.after(done, BATCH_LIMIT)).filter((e) => e.seq <= planned);
      end = planned;
    } else {
      entries = await this.log.after(done, BATCH_LIMIT);
      if (entries.length === 0) return 0;
      end = entries.at(-1)!.seq;
      await this.log.advance(PLANNED, end);
    }
    let sent = 0;
    let failed = 0;
    for (const alert of await this.cases.alertsOf(entries, 'sofort')) {
      try {
        await this.mailer.send({
          ...portfolioAlertMail(
            { name: alert.owner.name, address: alert.owner.email },
            alert.portfolio,
            alert.cases,
            'sofort',
            this.config.appUrl,
            this.tokens.link(this.config.appUrl, [{ kind: 'portfolio', id: alert.portfolio.id }]),
          ),
          kind: 'portfolio-alert',
          deliveryKey: `portfolio-sofort-${alert.portfolio.id}-${done}-${end}`,
        });
        sent++;
      } catch (error) {
        failed++;
        this.logger.warn(`portfolio alert of ${alert.portfolio.id} not sent (${String((error as Error).name)})`);
      }
    }
    if (failed > 0 && ++this.failedRuns < MAX_FAILED_RUNS) return sent; // the same batch again next time
    if (failed > 0) this.logger.error(`portfolio alerts of log entries ${done + 1}–${end} given up after retries`);
    this.failedRuns = 0;
    this.waitingSince = null;
    await this.log.advance(PORTFOLIO_IMMEDIATE_CONSUMER, end);
    if (sent > 0) this.logger.log(`portfolio alerts: ${sent} immediate mails (log entries ${done + 1}–${end})`);
    return sent;
  }
}
