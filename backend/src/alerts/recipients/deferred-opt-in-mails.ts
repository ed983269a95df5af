import { Inject, Injectable, Logger } from '@nestjs/common';
import { SUBSCRIPTION_QUERIES, type SubscriptionQueries } from '../read-model/subscription-queries.port.js';
import { RecipientConfirmations } from './recipient-confirmations.js';

export interface DeferredOptInRun {
  /** Confirmation mails sent in this run. */
  readonly sent: number;
  /** Still waiting: their owner's quota of the day is used up (again), or the mail failed. */
  readonly waiting: number;
}

/**
 * Sends the opt-in mails that waited for a later day (issue #28, `ALERT_OPT_IN_MAILS_PER_DAY`), oldest first,
 * each within its owner's quota of today; once an owner's quota is used up, the owner's others wait another
 * day. Goes through `RecipientConfirmations` like any request, so a confirmed, refused or deleted address gets
 * nothing.
 */
@Injectable()
export class DeferredOptInMails {
  private readonly logger = new Logger('AlertRecipients');

  constructor(
    @Inject(SUBSCRIPTION_QUERIES) private readonly queries: SubscriptionQueries,
    private readonly confirmations: RecipientConfirmations,
  ) {}

  async sendDue(): Promise<DeferredOptInRun> {
    const queued = await this.queries.queuedConfirmations();
    const exhausted = new Set<string>();
    let sent = 0;
    let waiting = 0;
    for (const { ownerId, email } of queued) {
      if (exhausted.has(ownerId)) {
        waiting++;
        continue;
      }
      const outcome = await this.confirmations.request(ownerId, email, 'subscription', { waitForReadModel: false });
      if (outcome === 'requested') sent++;
      else if (outcome === 'deferred') {
        exhausted.add(ownerId);
        waiting++;
      } else if (outcome === 'mail_failed') waiting++;
    }
    if (queued.length > 0) this.logger.log(`deferred opt-in mails: ${sent} sent, ${waiting} still waiting`);
    return { sent, waiting };
  }
}
