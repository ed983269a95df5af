import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { JWT_SECRET } from '../../platform/config/jwt-secret.js';
import { WrongExpectedRevisionError } from '../../platform/event-store/errors.js';
import { MAILER, type Mailer } from '../../platform/mail/mailer.port.js';
import { foldAddress } from '../../platform/text/address-key.js';
import { OwnAddressNeedsNoConfirmation } from '../domain/errors.js';
import { recipientKey, type RecipientConfirmationRequested, type RecipientEvent } from '../domain/events.js';
import { recipientDecider } from '../domain/recipient-decider.js';
import { berlinDate } from '../../platform/clock/berlin-time.js';
import { RATE_LIMIT_STORE, type RateLimitStore } from '../../platform/rate-limits/rate-limit-store.port.js';
import { SUBSCRIPTION_QUERIES, type SubscriptionQueries } from '../read-model/subscription-queries.port.js';
import { confirmationMail } from './confirmation-mail.js';
import { ConfirmationTokens } from './confirmation-token.js';
import { RecipientCommands } from './recipient-commands.js';

export type ConfirmationOutcome = 'own' | 'requested' | 'deferred' | 'not_needed' | 'mail_failed';

/** The daily counter of opt-in mails per owner in the rate-limit store. */
const OPT_IN_QUOTA = 'alert-opt-in-mails';

/** Shown in the mail when the read model does not know the owner (yet). */
const UNKNOWN_OWNER = 'Eine Nutzerin oder ein Nutzer des Insolvenzmonitors';

/**
 * Double opt-in of alert addresses (issue #12). The owner's own account address (compared folded with the
 * account's current address) needs none; any other address gets one confirmation mail when the decider
 * allows it (intent recorded first, a failed hand-over recorded so the next trigger may try again).
 *
 * Each owner may send `ALERT_OPT_IN_MAILS_PER_DAY` of them per Berlin day (issue #28: one Pro account could mail
 * 1,000 strangers). A mail that is due is counted against the day first (the rate-limit store's daily counter);
 * beyond it the decider records it as deferred ("wartet auf Versand") and `DeferredOptInMails` sends it on a
 * later day. A count lost to a concurrent request for the same address costs one mail of the day, no more.
 */
@Injectable()
export class RecipientConfirmations {
  private readonly logger = new Logger('AlertRecipients');
  readonly tokens: ConfirmationTokens;

  constructor(
    private readonly commands: RecipientCommands,
    @Inject(SUBSCRIPTION_QUERIES) private readonly queries: SubscriptionQueries,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JWT_SECRET) jwtSecret: string,
    @Inject(RATE_LIMIT_STORE) private readonly rateLimits: RateLimitStore,
  ) {
    this.tokens = new ConfirmationTokens(jwtSecret);
  }

  async isOwn(ownerId: string, email: string): Promise<boolean> {
    return (await this.queries.owner(ownerId))?.emailKey === foldAddress(email);
  }

  /**
   * `subscription`: a subscription now targets the address (quietly does nothing when not due). `resend`: the
   * owner asked explicitly, so a refusal by the rules is an error the owner sees (409, German).
   */
  async request(
    ownerId: string,
    email: string,
    trigger: 'subscription' | 'resend',
    options: { waitForReadModel: boolean },
  ): Promise<ConfirmationOutcome> {
    if (await this.isOwn(ownerId, email)) {
      if (trigger === 'resend') throw new OwnAddressNeedsNoConfirmation();
      return 'own';
    }
    const key = recipientKey(ownerId, email);
    const requestId = randomUUID();
    const at = this.clock.now();
    const command = { type: 'RequestConfirmation', recipientKey: key, ownerId, requestId, trigger, at } as const;
    let event: RecipientEvent | undefined;
    let mailQuotaLeft: boolean;
    try {
      // Only a mail that is due counts against the day: ask the (pure) decider first, as the command will.
      const due = recipientDecider
        .decide({ ...command, mailQuotaLeft: true }, await this.commands.load(key))
        .some((planned) => planned.type === 'RecipientConfirmationRequested');
      mailQuotaLeft =
        !due ||
        (await this.rateLimits.take(OPT_IN_QUOTA, ownerId, berlinDate(at), this.config.alerts.optInMailsPerDay))
          .allowed;
      const result = await this.commands.run(
        key,
        { ...command, mailQuotaLeft },
        { actorId: ownerId, waitForReadModel: options.waitForReadModel },
      );
      event = result.newEvents[0];
    } catch (error) {
      // A concurrent request for the same address is already sending the one mail.
      if (trigger === 'subscription' && error instanceof WrongExpectedRevisionError) return 'not_needed';
      throw error;
    }
    // Deferred now, or still waiting from an earlier day: either way the quota of the day is used up.
    if (event?.type === 'RecipientConfirmationDeferred' || (!event && !mailQuotaLeft)) return 'deferred';
    if (event?.type !== 'RecipientConfirmationRequested') return 'not_needed';
    const intent: RecipientConfirmationRequested = event;

    const expiresAt = new Date(intent.data.expiresAt);
    const url = `${this.config.appUrl}/api/alerts/recipients/confirm?token=${encodeURIComponent(this.tokens.sign(key, expiresAt))}`;
    // The sender is named by the account's confirmed address, never by its names: those are free text the
    // account chose, and this mail goes to someone who has not consented to anything (issue #28).
    const sender = (await this.queries.owner(ownerId))?.emailKey || UNKNOWN_OWNER;
    try {
      await this.mailer.send(confirmationMail(email.trim(), sender, url, expiresAt));
      return 'requested';
    } catch (error) {
      // Logged with ids only: the mail holds the address and the owner's name.
      const reason = String((error as { code?: unknown }).code ?? (error as Error).name ?? 'Error');
      this.logger.warn(`confirmation ${requestId} for recipient ${key} not sent (${reason})`);
      await this.commands.run(
        key,
        { type: 'RecordConfirmationMailFailed', requestId, reason, at: this.clock.now() },
        { actorId: ownerId, waitForReadModel: options.waitForReadModel },
      );
      return 'mail_failed';
    }
  }
}
