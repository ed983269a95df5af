import { Logger } from '@nestjs/common';
import { BackgroundTasks } from '../../background/background-tasks.js';
import type { Clock } from '../../clock/clock.js';
import type { DeliveringMailer } from './delivering-mailer.js';
import type { MailDeliveryStore } from './mail-delivery-store.port.js';

/** Finished deliveries (metadata only: the mail itself is dropped when it is sent) are kept for the admin view. */
export const DELIVERY_RETENTION_DAYS = 14;

/**
 * Sends again the mails whose lease ended without outcome: at start (a crash left them) and every
 * `MAIL_DELIVERY_RETRY_SECONDS`. Runs in every process that serves the app (API, workers); a claim is atomic,
 * so each mail is taken by one of them. Not in CLI commands (they only send, their own mails are re-sent here).
 */
export class MailRedelivery {
  private readonly logger = new Logger('MailDelivery');
  private readonly tasks = new BackgroundTasks(this.logger);
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly mailer: DeliveringMailer,
    private readonly store: MailDeliveryStore,
    private readonly clock: Clock,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    const tick = () => this.tasks.run('mail redelivery', () => this.tick());
    tick();
    this.timer = setInterval(tick, this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.tasks.drain();
  }

  private async tick(): Promise<void> {
    for (;;) {
      const result = await this.mailer.redeliverDue();
      if (result.sent + result.postponed + result.failed > 0) {
        this.logger.warn(
          `mails re-sent after their lease: ${result.sent} sent, ${result.postponed} postponed, ${result.failed} given up`,
        );
      }
      if (result.sent + result.postponed + result.failed < 20 || this.timer === null) break;
    }
    const cutoff = new Date(this.clock.now().getTime() - DELIVERY_RETENTION_DAYS * 86_400_000);
    await this.store.purgeFinished(cutoff);
  }
}
