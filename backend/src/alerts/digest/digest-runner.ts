import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { DatabaseSync } from 'node:sqlite';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { DomainError } from '../../platform/command-handling/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { JWT_SECRET } from '../../platform/config/jwt-secret.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { isProPlan } from '../../platform/http/plan-policy.js';
import { MAILER, type Mailer } from '../../platform/mail/mailer.port.js';
import { READ_DB } from '../../platform/read-store/read-db.js';
import type { AlertDigestPrepared, SubscriptionFields } from '../domain/events.js';
import type { PendingDigest } from '../domain/subscription-decider.js';
import { NewCaseFeed } from '../new-case-feed/new-case-feed.js';
import { SubscriptionCommands } from '../subscription-commands.js';
import { UnsubscribeTokens } from '../unsubscribe/unsubscribe-token.js';
import { caseSummary, type CaseSummary } from './case-summaries.js';
import { digestMail } from './digest-mail.js';

export interface DigestRunSummary {
  /** Subscriptions with pending matches. */
  readonly subscriptions: number;
  readonly sent: number;
  readonly failed: number;
  /** Inactive, or the owner is no longer Pro: their matches wait. */
  readonly skipped: number;
  /** Digests a crash left without outcome: recorded as unconfirmed, not sent again. */
  readonly unconfirmed: number;
}

export class DigestAlreadyRunning extends DomainError {
  constructor() {
    super('conflict', 'digest_running', 'Der Versand der Benachrichtigungen läuft bereits.');
  }
}

const ACTOR = 'system:alert-digest';

/**
 * The daily digest (DESIGN.md §9): one mail per active subscription of a Pro user with its matches not sent
 * before. Per subscription: `AlertDigestPrepared` (intent, its cases handed over) → mail →
 * `AlertDigestSent` (or `AlertDigestFailed`, which hands the cases back). A restart finds an intent without
 * outcome, records it as unconfirmed and does not send it again: a case never reaches a subscription twice.
 */
@Injectable()
export class DigestRunner {
  private readonly logger = new Logger('AlertDigest');
  private readonly tokens: UnsubscribeTokens;
  private running = false;

  constructor(
    private readonly commands: SubscriptionCommands,
    private readonly feed: NewCaseFeed,
    @Inject(READ_DB) private readonly db: DatabaseSync,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JWT_SECRET) jwtSecret: string,
  ) {
    this.tokens = new UnsubscribeTokens(jwtSecret);
  }

  get isRunning(): boolean {
    return this.running;
  }

  async run(): Promise<DigestRunSummary> {
    if (this.running) throw new DigestAlreadyRunning();
    this.running = true;
    try {
      await this.catchUp();
      const summary = { subscriptions: 0, sent: 0, failed: 0, skipped: 0, unconfirmed: 0 };
      for (const { id, plan } of this.subscriptionsWithMatches()) {
        summary.subscriptions += 1;
        const outcome = await this.digestOf(id, plan);
        if (outcome.unconfirmed) summary.unconfirmed += 1;
        if (outcome.result !== 'none') summary[outcome.result] += 1;
      }
      this.logger.log(
        `digest run: ${summary.sent} sent, ${summary.failed} failed, ${summary.skipped} skipped, ${summary.unconfirmed} unconfirmed`,
      );
      return summary;
    } finally {
      this.running = false;
    }
  }

  /** Matches of cases recorded before the run should be in this run: wait (bounded) for the feed. */
  private async catchUp(): Promise<void> {
    const head = await this.store.headPosition();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, 30_000)));
    await Promise.race([
      Promise.all([this.feed.waitFor(head), this.commands.waitFor(head > 0n ? head : null)]),
      timeout,
    ]);
    clearTimeout(timer);
  }

  private subscriptionsWithMatches(): { id: string; plan: string | null }[] {
    return this.db
      .prepare(
        `SELECT m.subscription_id AS id, p.plan AS plan
         FROM (SELECT DISTINCT subscription_id FROM alert_matches) m
         LEFT JOIN rm_subscriptions s ON s.id = m.subscription_id
         LEFT JOIN rm_alert_owner_plans p ON p.owner_id = s.owner_id
         ORDER BY m.subscription_id`,
      )
      .all() as { id: string; plan: string | null }[];
  }

  private async digestOf(
    id: string,
    plan: string | null,
  ): Promise<{ result: 'sent' | 'failed' | 'skipped' | 'none'; unconfirmed: boolean }> {
    let { state } = await this.commands.load(id);
    let unconfirmed = false;
    if (state.status !== 'none' && state.pending) {
      await this.recordUnconfirmed(id, state.pending);
      unconfirmed = true;
      state = (await this.commands.load(id)).state;
    }
    if (state.status === 'none' || state.status === 'deleted') {
      this.dropMatches(id, null);
      return { result: 'none', unconfirmed };
    }
    if (state.status !== 'active' || plan === null || !isProPlan(plan as never))
      return { result: 'skipped', unconfirmed };

    const handedOver = new Set(state.handedOver);
    const rows = this.matchesOf(id);
    this.dropMatches(
      id,
      rows.filter((r) => handedOver.has(r.case_id)).map((r) => r.case_id),
    );
    const cases: CaseSummary[] = [];
    for (const row of rows.filter((r) => !handedOver.has(r.case_id))) {
      const summary = await caseSummary(this.store, row.case_key);
      if (summary) cases.push(summary);
      else this.dropMatches(id, [row.case_id]);
    }
    if (cases.length === 0) return { result: 'none', unconfirmed };
    return { result: await this.send(id, state.fields, cases), unconfirmed };
  }

  private async send(id: string, fields: SubscriptionFields, cases: CaseSummary[]) {
    const digestId = randomUUID();
    const prepared = await this.commands.run(
      id,
      { type: 'PrepareDigest', digestId, caseIds: cases.map((c) => c.caseId), at: this.clock.now() },
      { actorId: ACTOR, waitForReadModel: false },
    );
    const intent = prepared.newEvents[0] as AlertDigestPrepared | undefined;
    if (!intent) return 'none' as const;
    const included = cases.filter((c) => intent.data.caseIds.includes(c.caseId));
    const mail = digestMail(fields, included, {
      appUrl: this.config.appUrl,
      unsubscribeUrl: `${this.config.appUrl}/api/alerts/unsubscribe?token=${encodeURIComponent(this.tokens.sign(id))}`,
    });
    try {
      const { messageId } = await this.mailer.send(mail);
      await this.commands.run(
        id,
        { type: 'RecordDigestSent', digestId, mailMessageId: messageId, confirmed: true, at: this.clock.now() },
        { actorId: ACTOR, waitForReadModel: false },
      );
      this.dropMatches(id, intent.data.caseIds);
      return 'sent' as const;
    } catch (error) {
      // Logged with ids only: the mail holds the address and debtor names.
      const reason = String((error as { code?: unknown }).code ?? (error as Error).name ?? 'Error');
      this.logger.warn(`digest ${digestId} of subscription ${id} not sent (${reason}); its cases go into the next one`);
      await this.commands.run(
        id,
        { type: 'RecordDigestFailed', digestId, reason, at: this.clock.now() },
        { actorId: ACTOR, waitForReadModel: false },
      );
      return 'failed' as const;
    }
  }

  private async recordUnconfirmed(id: string, pending: PendingDigest): Promise<void> {
    this.logger.warn(`digest ${pending.digestId} of subscription ${id} was interrupted; not sent again`);
    await this.commands.run(
      id,
      {
        type: 'RecordDigestSent',
        digestId: pending.digestId,
        mailMessageId: null,
        confirmed: false,
        at: this.clock.now(),
      },
      { actorId: ACTOR, waitForReadModel: false },
    );
    this.dropMatches(id, pending.caseIds);
  }

  private matchesOf(id: string): { case_id: number; case_key: string }[] {
    return this.db
      .prepare(
        'SELECT case_id, case_key FROM alert_matches WHERE subscription_id = ? ORDER BY publication_date, case_id',
      )
      .all(id) as { case_id: number; case_key: string }[];
  }

  /** Matches handed to a digest (or of deleted subscriptions, or erased cases) are done. */
  private dropMatches(id: string, caseIds: readonly number[] | null): void {
    if (caseIds === null) {
      this.db.prepare('DELETE FROM alert_matches WHERE subscription_id = ?').run(id);
      return;
    }
    const remove = this.db.prepare('DELETE FROM alert_matches WHERE subscription_id = ? AND case_id = ?');
    for (const caseId of caseIds) remove.run(id, caseId);
  }
}
