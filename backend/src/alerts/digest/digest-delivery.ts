import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { berlinDate } from '../../platform/clock/berlin-time.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { JWT_SECRET } from '../../platform/config/jwt-secret.js';
import { MAILER, type Mailer } from '../../platform/mail/mailer.port.js';
import type { AlertDigestPrepared } from '../domain/events.js';
import type { PendingDigest } from '../domain/subscription-decider.js';
import { SUBSCRIPTION_MATCHES, type SubscriptionMatches } from '../read-model/ports/subscription-matches.port.js';
import { SearchAlertStore } from '../search-alerts/search-alert-store.js';
import { SubscriptionCommands } from '../subscription-commands.js';
import {
  MAX_TARGETS,
  UnsubscribeTokens,
  addressTarget,
  type UnsubscribeTarget,
} from '../../platform/unsubscribe/unsubscribe-token.js';
import { digestMail, type DigestSection, type DigestMailOptions } from './digest-mail.js';
import { NOTHING_SENT, type Entry, type MailOutcome, type SearchEntry } from './digest-entries.js';

const ACTOR = 'system:alert-digest';

/** How a mail of the delivery is told apart: the digest at 07:00, or an immediate mail (issue #30). */
export interface MailKind {
  /** The mail delivery's kind (`digest`, `immediate`). */
  readonly kind: string;
  /** The delivery key of the mail with this id (its Message-ID derives from it). */
  readonly key: (mailId: string) => string;
  /** Texts of the mail that differ from the digest's. */
  readonly options?: DigestMailOptions;
  /** A stable id (a re-run after a crash sends the same mail); a fresh one when absent. */
  readonly mailId?: string;
  /** Recorded in the intents: an immediate mail is not the address's digest of the day. */
  readonly delivery?: 'immediate';
}

export const DIGEST_MAIL: MailKind = { kind: 'digest', key: (id) => digestKey(id) };

/**
 * One address's mail and what it settles (docs/DESIGN.md §9): the intent per subscription
 * (`AlertDigestPrepared`, its cases handed over) and the hand-over of each saved search's cases, then the one
 * mail (recorded by the mail delivery before it is sent), then the outcome per subscription
 * (`AlertDigestSent`, or `AlertDigestFailed`, which hands the cases back, as a refused mail hands the saved
 * searches' cases back). A restart finds an intent without outcome and `resolveInterrupted` asks the delivery.
 */
@Injectable()
export class DigestDelivery {
  private readonly logger = new Logger('AlertDigest');
  private readonly tokens: UnsubscribeTokens;

  constructor(
    private readonly commands: SubscriptionCommands,
    @Inject(SUBSCRIPTION_MATCHES) private readonly matches: SubscriptionMatches,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JWT_SECRET) jwtSecret: string,
  ) {
    this.tokens = new UnsubscribeTokens(jwtSecret);
  }

  async send(
    entries: readonly Entry[],
    searchEntries: readonly SearchEntry[],
    searchAlerts: SearchAlertStore,
    address: string | null,
    kind: MailKind = DIGEST_MAIL,
  ): Promise<MailOutcome> {
    const digestId = kind.mailId ?? randomUUID();
    const prepared: { entry: Entry; caseIds: readonly number[] }[] = [];
    for (const entry of entries) {
      const result = await this.commands.run(
        entry.id,
        {
          type: 'PrepareDigest',
          digestId,
          caseIds: entry.cases.map((c) => c.caseId),
          at: this.clock.now(),
          ...(kind.delivery && { delivery: kind.delivery }),
        },
        { actorId: ACTOR, waitForReadModel: false },
      );
      const intent = result.newEvents[0] as AlertDigestPrepared | undefined;
      if (intent) prepared.push({ entry, caseIds: intent.data.caseIds });
    }
    const to = prepared[0]?.entry.fields.email ?? address;
    if ((prepared.length === 0 && searchEntries.length === 0) || to === null) return NOTHING_SENT;
    // The day of a hand-over tells the digest that the address got its digest today: an immediate mail's is
    // marked apart (`sofort:<day>`), so the 07:00 digest still goes out.
    const today = berlinDate(this.clock.now());
    const handOverDay = kind.delivery === 'immediate' ? `sofort:${today}` : today;
    const deliveryKey = kind.key(digestId);
    for (const { alert, cases } of searchEntries) {
      await searchAlerts.handOver(
        alert.savedSearchId,
        cases.map((c) => c.caseId),
        alert.address,
        handOverDay,
        deliveryKey,
      );
    }
    const sections: DigestSection[] = [
      ...prepared.map(({ entry, caseIds }) => ({
        fields: entry.fields,
        cases: entry.cases.filter((c) => caseIds.includes(c.caseId)),
        unsubscribeUrl: this.unsubscribeUrl([{ kind: 'subscription', id: entry.id }]),
      })),
      ...searchEntries.map(({ alert, cases }) => ({
        kind: 'saved-search' as const,
        name: alert.name,
        cases,
        searchUrl: this.searchUrl(alert.criteria),
        unsubscribeUrl: this.unsubscribeUrl([{ kind: 'saved-search', id: alert.savedSearchId }]),
      })),
    ];
    // The mail's List-Unsubscribe names everything it reports on: "Abbestellen" stops this mail. More than one
    // link can name: it names the address, i.e. every alert mailing it (all of this mail's, and any other).
    const alerts: UnsubscribeTarget[] = [
      ...prepared.map(({ entry }) => ({ kind: 'subscription' as const, id: entry.id })),
      ...searchEntries.map(({ alert }) => ({ kind: 'saved-search' as const, id: alert.savedSearchId })),
    ];
    const targets = alerts.length <= MAX_TARGETS ? alerts : [addressTarget(to)];
    // The key gives the mail its Message-ID: a re-send after a crash is recognisably the same mail.
    const mail = {
      ...digestMail(to, sections, this.config.appUrl, kind.options),
      unsubscribeUrl: this.unsubscribeUrl(targets),
      kind: kind.kind,
      deliveryKey,
    };
    try {
      const { messageId } = await this.mailer.send(mail);
      for (const { entry, caseIds } of prepared) {
        await this.commands.run(
          entry.id,
          { type: 'RecordDigestSent', digestId, mailMessageId: messageId, confirmed: true, at: this.clock.now() },
          { actorId: ACTOR, waitForReadModel: false },
        );
        await this.matches.markSent(entry.id, caseIds);
      }
      if (searchEntries.length > 0) await searchAlerts.settle(deliveryKey);
      return { mails: 1, sent: prepared.length + searchEntries.length, failed: 0 };
    } catch (error) {
      // Logged with ids only: the mail holds the address and debtor names.
      const reason = String((error as { code?: unknown }).code ?? (error as Error).name ?? 'Error');
      const ids = [...prepared.map((p) => p.entry.id), ...searchEntries.map((e) => e.alert.savedSearchId)].join(', ');
      this.logger.warn(
        `${kind.kind} ${digestId} of alerts ${ids} not sent (${reason}); its cases go into the next one`,
      );
      for (const { entry } of prepared) {
        await this.commands.run(
          entry.id,
          { type: 'RecordDigestFailed', digestId, reason, at: this.clock.now() },
          { actorId: ACTOR, waitForReadModel: false },
        );
      }
      for (const { alert, cases } of searchEntries) {
        const keys = new Map(alert.matches.map((m) => [m.caseId, m.caseKey]));
        const back = cases.map((c) => ({
          caseId: c.caseId,
          caseKey: keys.get(c.caseId)!,
          publicationDate: c.publicationDate,
        }));
        await searchAlerts.handBack(alert.savedSearchId, back, this.clock.now().toISOString());
      }
      return { mails: 0, sent: 0, failed: prepared.length + searchEntries.length };
    }
  }

  /**
   * Saved searches' hand-overs a crash left without the mail's outcome (issue #30: never silent loss): recorded by
   * the mail delivery and not given up, the mail was sent or is sent again after its lease (same Message-ID), so
   * the hand-over is final; otherwise no mail went out and the cases wait for the next one. Runs before a delivery
   * reads the saved searches' pending matches, under the delivery's lock (no mail of ours is in flight).
   */
  async resolveInterruptedHandOvers(searchAlerts: SearchAlertStore): Promise<void> {
    const unsettled = await searchAlerts.unsettled();
    const outcomes = new Map<string, boolean>();
    for (const handOver of unsettled) {
      let left = outcomes.get(handOver.mailKey);
      if (left === undefined) {
        const delivery = await this.mailer.deliveryOf(handOver.mailKey);
        left = delivery !== null && delivery.status !== 'failed';
        outcomes.set(handOver.mailKey, left);
      }
      if (!left) await searchAlerts.handBack(handOver.savedSearchId, handOver.cases, this.clock.now().toISOString());
    }
    for (const mailKey of outcomes.keys()) await searchAlerts.settle(mailKey);
    if (unsettled.length > 0) {
      this.logger.log(`resolved ${outcomes.size} interrupted saved-search mails (${unsettled.length} hand-overs)`);
    }
  }

  /**
   * A mail a crash left without outcome: what the mail delivery knows decides. Recorded there, the mail was
   * sent or is sent again after its lease (at least once, same Message-ID): its cases count as sent. Not
   * recorded, or given up: no mail went out, its cases go into the next mail.
   */
  async resolveInterrupted(id: string, pending: PendingDigest): Promise<void> {
    const delivery =
      (await this.mailer.deliveryOf(digestKey(pending.digestId))) ??
      (await this.mailer.deliveryOf(immediateKey(pending.digestId)));
    const at = this.clock.now();
    const options = { actorId: ACTOR, waitForReadModel: false };
    if (delivery === null || delivery.status === 'failed') {
      this.logger.warn(
        `mail ${pending.digestId} of subscription ${id} was interrupted before sending; its cases go into the next one`,
      );
      await this.commands.run(
        id,
        { type: 'RecordDigestFailed', digestId: pending.digestId, reason: 'interrupted', at },
        options,
      );
      return;
    }
    this.logger.warn(
      `mail ${pending.digestId} of subscription ${id} was interrupted; the mail delivery has it (${delivery.status})`,
    );
    await this.commands.run(
      id,
      {
        type: 'RecordDigestSent',
        digestId: pending.digestId,
        mailMessageId: delivery.messageId,
        confirmed: delivery.status === 'sent',
        at,
      },
      options,
    );
    await this.matches.markSent(id, pending.caseIds);
  }

  /** The search page with the saved search's criteria, first page. */
  /** The signed link that switches `targets` off (asks on GET, switches off on POST: unsubscribe/). */
  private unsubscribeUrl(targets: readonly UnsubscribeTarget[]): string {
    return this.tokens.link(this.config.appUrl, targets);
  }

  private searchUrl(criteria: Readonly<Record<string, string>>): string {
    return `${this.config.appUrl}/search?${new URLSearchParams({ ...criteria, page: '1' }).toString()}`;
  }
}

/** The delivery key of a digest mail: its Message-ID is `<digest-<id>@…>` on every attempt. */
export function digestKey(digestId: string): string {
  return `digest-${digestId}`;
}

/** The delivery key of an immediate mail (issue #30): `<immediate-<id>@…>` on every attempt. */
export function immediateKey(mailId: string): string {
  return `immediate-${mailId}`;
}
