import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { DomainError } from '../../platform/command-handling/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { CaseStreams } from '../../cases/domain/events.js';
import { JWT_SECRET } from '../../platform/config/jwt-secret.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { isProPlan } from '../../platform/http/plan-policy.js';
import { MAILER, type Mailer } from '../../platform/mail/mailer.port.js';
import { berlinDate } from '../../platform/clock/berlin-time.js';
import { foldAddress } from '../../platform/text/address-key.js';
import type { AlertDigestPrepared, SubscriptionFields } from '../domain/events.js';
import type { PendingDigest } from '../domain/subscription-decider.js';
import { MESSAGE_BUS, type MessageBus } from '../../platform/message-bus/message-bus.port.js';
import { matcherLag, type MatcherLag } from '../matcher/matcher-lag.js';
import { NewCaseFeed } from '../new-case-feed/new-case-feed.js';
import { SubscriptionCommands } from '../subscription-commands.js';
import { UnsubscribeTokens } from '../unsubscribe/unsubscribe-token.js';
import { caseSummary, type CaseSummary } from './case-summaries.js';
import { digestMail, type DigestSection } from './digest-mail.js';
import { SearchAlertStore, type PendingSearchAlert } from '../search-alerts/search-alert-store.js';
import { ALERT_MATCH_STORE, type AlertMatchStore } from '../read-model/alert-match-store.port.js';
import {
  SUBSCRIPTION_QUERIES,
  type DigestTarget,
  type SubscriptionQueries,
} from '../read-model/subscription-queries.port.js';
import { digestOrder } from './digest-order.js';

export interface DigestRunSummary {
  /** Subscriptions with pending matches. */
  readonly subscriptions: number;
  /** Mails sent: one per address (issue #12), however many subscriptions it holds. */
  readonly mails: number;
  /** Subscriptions whose digest went out (as a section of a mail) or failed to. */
  readonly sent: number;
  readonly failed: number;
  /** Inactive, the owner is no longer Pro, or the address refused: their matches wait or are dropped. */
  readonly skipped: number;
  /**
   * Digests a crash left without outcome. The mail delivery has their mail (it sends it again after its lease,
   * same Message-ID), or, if the crash came before it was recorded, their cases go into the next digest.
   */
  readonly unconfirmed: number;
  /** Subscriptions to a foreign address that has not confirmed yet (double opt-in): nothing sent, matches wait. */
  readonly awaitingConfirmation: number;
  /** Subscriptions whose address already got today's digest: their matches go into tomorrow's. */
  readonly deferred: number;
  /** The matcher's committed position when the run began to send (on Kafka its furthest partition's). */
  readonly matcherPosition: string;
  /** The position of the new-case feed's last published message at that moment. */
  readonly feedPosition: string;
  /**
   * What had not reached the matches when the run began to send (0: everything had): events the feed had not
   * relayed plus messages the matcher had not handled, over every partition. Their matches go into the next run.
   */
  readonly matcherBehind: number;
  /** Whether the run waited for feed and matcher to catch up (`ALERT_DIGEST_MATCHER_WAIT_SECONDS`) before sending. */
  readonly waitedForMatcher: boolean;
}

type Counts = {
  -readonly [K in keyof DigestRunSummary as DigestRunSummary[K] extends number ? K : never]: number;
};

/** How often a waiting run asks how far feed and matcher are. */
const MATCHER_POLL_MS = 250;

export class DigestAlreadyRunning extends DomainError {
  constructor() {
    super('conflict', 'digest_running', 'Der Versand der Benachrichtigungen läuft bereits.');
  }
}

const ACTOR = 'system:alert-digest';

/** A subscription with pending matches as the read model shows it (address null: deleted). */
type Candidate = DigestTarget;

/** A saved search's contribution (issue #13): its new matches, to its owner's address. */
interface SearchEntry {
  readonly alert: PendingSearchAlert;
  readonly cases: CaseSummary[];
}

/** A subscription's contribution to the mail of its address. */
interface Entry {
  readonly id: string;
  readonly fields: SubscriptionFields;
  readonly cases: CaseSummary[];
}

/**
 * The daily digest (docs/DESIGN.md §9, issue #12): one mail per recipient address and Berlin day, with a section
 * per active subscription of a Pro user targeting it (only the owner's own address or a confirmed one), each
 * with its matches not sent before. Per subscription: `AlertDigestPrepared` (intent, its cases handed over)
 * → the one mail (recorded by the mail delivery before it is sent) → `AlertDigestSent` (or `AlertDigestFailed`,
 * which hands the cases back). A restart finds an intent without outcome and asks the delivery: a mail it holds
 * is sent at least once, with the digest's Message-ID; a mail it never got hands its cases back.
 */
@Injectable()
export class DigestRunner {
  private readonly logger = new Logger('AlertDigest');
  private readonly tokens: UnsubscribeTokens;
  private readonly searchAlerts: SearchAlertStore;
  private running = false;

  constructor(
    private readonly commands: SubscriptionCommands,
    @Inject(ALERT_MATCH_STORE) private readonly matches: AlertMatchStore,
    @Inject(SUBSCRIPTION_QUERIES) private readonly queries: SubscriptionQueries,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly feed: NewCaseFeed,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JWT_SECRET) jwtSecret: string,
    private readonly caseStreams: CaseStreams,
  ) {
    this.tokens = new UnsubscribeTokens(jwtSecret);
    this.searchAlerts = new SearchAlertStore(matches, queries);
  }

  get isRunning(): boolean {
    return this.running;
  }

  async run(): Promise<DigestRunSummary> {
    if (this.running) throw new DigestAlreadyRunning();
    this.running = true;
    try {
      // A case imported before the run belongs in today's digest: wait (bounded) for the feed and the matcher,
      // which may run in another process, then send what they committed; what is still behind is reported.
      const { lag, waited } = await this.matcherCaughtUp();
      const counts: Counts = {
        subscriptions: 0,
        mails: 0,
        sent: 0,
        failed: 0,
        skipped: 0,
        unconfirmed: 0,
        awaitingConfirmation: 0,
        deferred: 0,
        matcherBehind: lag.behind,
      };
      // Saved searches with an alert join the mail of their owner's address: still one mail per address and day.
      const searches = new Map<string, PendingSearchAlert[]>();
      for (const alert of await this.searchAlerts.pending((plan) => isProPlan(plan as never))) {
        searches.set(alert.address, [...(searches.get(alert.address) ?? []), alert]);
      }
      for (const group of this.byAddress(await this.subscriptionsWithMatches())) {
        counts.subscriptions += group.length;
        const address = group[0]!.address;
        const own = address === null ? [] : (searches.get(address) ?? []);
        if (address !== null) searches.delete(address);
        await this.digestOf(group, counts, own, address);
      }
      for (const [address, own] of searches) await this.digestOf([], counts, own, address);
      await this.settle();
      this.logger.log(
        `digest run: ${counts.mails} mails, ${counts.sent} sent, ${counts.failed} failed, ${counts.skipped} skipped, ` +
          `${counts.unconfirmed} unconfirmed, ${counts.awaitingConfirmation} awaiting confirmation, ${counts.deferred} deferred; ` +
          `matcher at ${lag.matcherPosition}, feed at ${lag.feedPosition} (${lag.behind} behind: ` +
          `${lag.unpublished ?? 0} events not relayed, ${lag.unmatched} messages not matched)`,
      );
      if (lag.behind > 0) {
        this.logger.warn(
          `the alerts were ${lag.behind} behind the event log after waiting ${this.config.alerts.digestMatcherWaitMs / 1000} s: ` +
            'their matches go into the next digest',
        );
      }
      return {
        ...counts,
        matcherPosition: lag.matcherPosition.toString(),
        feedPosition: lag.feedPosition.toString(),
        waitedForMatcher: waited,
      };
    } finally {
      this.running = false;
    }
  }

  /**
   * Waits until feed and matcher have nothing left (`behind` 0), at most `ALERT_DIGEST_MATCHER_WAIT_SECONDS`.
   * A bus that does not answer leaves the committed watermark as the measure.
   */
  private async matcherCaughtUp(): Promise<{ lag: MatcherLag; waited: boolean }> {
    const deadline = Date.now() + this.config.alerts.digestMatcherWaitMs;
    let waited = false;
    for (;;) {
      const lag = await this.lag();
      if (lag.behind === 0 || Date.now() >= deadline) return { lag, waited };
      if (!waited) this.logger.log(`waiting for the alert matcher: ${lag.behind} behind`);
      waited = true;
      await new Promise((resolve) => setTimeout(resolve, Math.min(MATCHER_POLL_MS, deadline - Date.now())));
    }
  }

  private async lag(): Promise<MatcherLag> {
    const sources = { matches: this.matches, store: this.store, feed: this.feed };
    try {
      return await matcherLag({ ...sources, bus: this.bus });
    } catch (error) {
      // The bus did not answer: count on the committed watermark (the in-process measure) and do not wait.
      this.logger.warn(`matcher lag not available from the bus (${String(error)}); using the committed position`);
      return matcherLag({ ...sources, bus: { deliveredOnPublish: true, unconfirmed: async () => 0 } });
    }
  }

  /**
   * What the run recorded (each subscription's `lastNotification`) is in the subscriptions read model when the
   * run resolves (bounded wait): the commands themselves do not wait, one wait at the end is enough.
   */
  private async settle(): Promise<void> {
    const head = await this.store.headPosition();
    await bounded(this.commands.waitFor(head > 0n ? head : null));
  }

  /** Subscriptions with pending matches, by address, then in the order they were created. */
  private async subscriptionsWithMatches(): Promise<Candidate[]> {
    const targets = await this.queries.digestTargets(await this.matches.subscriptionsWithPendingMatches());
    return targets.sort(digestOrder);
  }

  /** Subscriptions grouped by address (deleted ones alone), in the order of the query. */
  private byAddress(candidates: Candidate[]): Candidate[][] {
    const groups = new Map<string, Candidate[]>();
    for (const candidate of candidates) {
      const key = candidate.address === null ? `deleted:${candidate.id}` : `address:${candidate.address}`;
      const group = groups.get(key) ?? [];
      group.push(candidate);
      groups.set(key, group);
    }
    return [...groups.values()];
  }

  private async digestOf(
    group: Candidate[],
    counts: Counts,
    searches: readonly PendingSearchAlert[],
    address: string | null,
  ): Promise<void> {
    const today = berlinDate(this.clock.now());
    const mailedToday =
      address !== null &&
      ((await this.queries.lastDigestDay(address)) === today || (await this.searchAlerts.sentOn(address, today)));
    const entries: Entry[] = [];
    const summaries = new Map<string, CaseSummary | null>();
    for (const candidate of group) {
      const entry = await this.entryOf(candidate, mailedToday, counts, summaries);
      if (entry) entries.push(entry);
    }
    const searchEntries: SearchEntry[] = [];
    if (mailedToday) counts.deferred += searches.length;
    else {
      for (const alert of searches) {
        const entry = await this.searchEntryOf(alert, summaries);
        if (entry) searchEntries.push(entry);
      }
    }
    if (entries.length > 0 || searchEntries.length > 0) await this.send(entries, searchEntries, address, counts);
  }

  /** A saved search's new cases, read from their streams (an erased case is dropped, never mailed). */
  private async searchEntryOf(
    alert: PendingSearchAlert,
    summaries: Map<string, CaseSummary | null>,
  ): Promise<SearchEntry | null> {
    const cases: CaseSummary[] = [];
    for (const match of alert.matches) {
      if (!summaries.has(match.caseKey))
        summaries.set(match.caseKey, await caseSummary(this.store, this.caseStreams, match.caseKey));
      const summary = summaries.get(match.caseKey);
      if (summary) cases.push(summary);
      else await this.searchAlerts.drop(alert.savedSearchId, match.caseId);
    }
    return cases.length > 0 ? { alert, cases } : null;
  }

  /** The search page with the saved search's criteria, first page. */
  private searchUrl(criteria: Readonly<Record<string, string>>): string {
    return `${this.config.appUrl}/search?${new URLSearchParams({ ...criteria, page: '1' }).toString()}`;
  }

  /** One subscription of the group: resolves an interrupted digest, then its new cases if it may get them now. */
  private async entryOf(
    candidate: Candidate,
    mailedToday: boolean,
    counts: Counts,
    summaries: Map<string, CaseSummary | null>,
  ): Promise<Entry | null> {
    const { id, plan } = candidate;
    let { state } = await this.commands.load(id);
    if (state.status !== 'none' && state.pending) {
      await this.recordUnconfirmed(id, state.pending);
      counts.unconfirmed += 1;
      state = (await this.commands.load(id)).state;
    }
    if (state.status === 'none' || state.status === 'deleted') {
      await this.matches.discard(id, 'all');
      return null;
    }
    if (candidate.recipient === 'refused') {
      // The addressee said no: these matches will never be sent.
      await this.matches.discard(id, 'all');
      counts.skipped += 1;
      return null;
    }
    if (state.status !== 'active' || plan === null || !isProPlan(plan as never)) {
      counts.skipped += 1;
      return null;
    }
    if (candidate.recipient !== 'own' && candidate.recipient !== 'confirmed') {
      counts.awaitingConfirmation += 1;
      return null;
    }
    // Changed since the read model grouped it: it joins its new address's group in the next run.
    if (foldAddress(state.fields.email) !== candidate.address) {
      counts.skipped += 1;
      return null;
    }
    if (mailedToday) {
      counts.deferred += 1;
      return null;
    }

    const handedOver = new Set(state.handedOver);
    const pending = await this.matches.pendingMatches(id);
    // Already in an earlier digest of this subscription (its events say so): done.
    await this.matches.markSent(
      id,
      pending.filter((m) => handedOver.has(m.caseId)).map((m) => m.caseId),
    );
    const cases: CaseSummary[] = [];
    for (const match of pending.filter((m) => !handedOver.has(m.caseId))) {
      if (!summaries.has(match.caseKey))
        summaries.set(match.caseKey, await caseSummary(this.store, this.caseStreams, match.caseKey));
      const summary = summaries.get(match.caseKey);
      if (summary) cases.push(summary);
      else await this.matches.discard(id, [match.caseId]);
    }
    return cases.length > 0 ? { id, fields: state.fields, cases } : null;
  }

  /**
   * Intent per subscription (and the hand-over of each saved search's cases), then the one mail of the
   * address, then the outcome per subscription (a refused mail hands the saved searches' cases back).
   */
  private async send(
    entries: Entry[],
    searchEntries: SearchEntry[],
    address: string | null,
    counts: Counts,
  ): Promise<void> {
    const digestId = randomUUID();
    const prepared: { entry: Entry; caseIds: readonly number[] }[] = [];
    for (const entry of entries) {
      const result = await this.commands.run(
        entry.id,
        { type: 'PrepareDigest', digestId, caseIds: entry.cases.map((c) => c.caseId), at: this.clock.now() },
        { actorId: ACTOR, waitForReadModel: false },
      );
      const intent = result.newEvents[0] as AlertDigestPrepared | undefined;
      if (intent) prepared.push({ entry, caseIds: intent.data.caseIds });
    }
    const to = prepared[0]?.entry.fields.email ?? address;
    if ((prepared.length === 0 && searchEntries.length === 0) || to === null) return;
    const today = berlinDate(this.clock.now());
    for (const { alert, cases } of searchEntries) {
      await this.searchAlerts.handOver(
        alert.savedSearchId,
        cases.map((c) => c.caseId),
        alert.address,
        today,
      );
    }
    const sections: DigestSection[] = [
      ...prepared.map(({ entry, caseIds }) => ({
        fields: entry.fields,
        cases: entry.cases.filter((c) => caseIds.includes(c.caseId)),
        unsubscribeUrl: `${this.config.appUrl}/api/alerts/unsubscribe?token=${encodeURIComponent(this.tokens.sign(entry.id))}`,
      })),
      ...searchEntries.map(({ alert, cases }) => ({
        kind: 'saved-search' as const,
        name: alert.name,
        cases,
        searchUrl: this.searchUrl(alert.criteria),
      })),
    ];
    // The key gives the mail its Message-ID: a re-send after a crash is recognisably the same digest.
    const mail = { ...digestMail(to, sections, this.config.appUrl), kind: 'digest', deliveryKey: digestKey(digestId) };
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
      counts.mails += 1;
      counts.sent += prepared.length + searchEntries.length;
    } catch (error) {
      // Logged with ids only: the mail holds the address and debtor names.
      const reason = String((error as { code?: unknown }).code ?? (error as Error).name ?? 'Error');
      const ids = [...prepared.map((p) => p.entry.id), ...searchEntries.map((e) => e.alert.savedSearchId)].join(', ');
      this.logger.warn(
        `digest ${digestId} of subscriptions ${ids} not sent (${reason}); its cases go into the next one`,
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
        await this.searchAlerts.handBack(alert.savedSearchId, back, this.clock.now().toISOString());
      }
      counts.failed += prepared.length + searchEntries.length;
    }
  }

  /**
   * A digest a crash left without outcome: what the mail delivery knows decides. Recorded there, the mail was
   * sent or is sent again after its lease (at least once, same Message-ID): its cases count as sent. Not
   * recorded, or given up: no mail went out, its cases go into the next digest.
   */
  private async recordUnconfirmed(id: string, pending: PendingDigest): Promise<void> {
    const delivery = await this.mailer.deliveryOf(digestKey(pending.digestId));
    const at = this.clock.now();
    const options = { actorId: ACTOR, waitForReadModel: false };
    if (delivery === null || delivery.status === 'failed') {
      this.logger.warn(
        `digest ${pending.digestId} of subscription ${id} was interrupted before sending; its cases go into the next one`,
      );
      await this.commands.run(
        id,
        { type: 'RecordDigestFailed', digestId: pending.digestId, reason: 'interrupted', at },
        options,
      );
      return;
    }
    this.logger.warn(
      `digest ${pending.digestId} of subscription ${id} was interrupted; the mail delivery has it (${delivery.status})`,
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
}

/** The delivery key of a digest mail: its Message-ID is `<digest-<id>@…>` on every attempt. */
export function digestKey(digestId: string): string {
  return `digest-${digestId}`;
}

/** Waits for `work`, but at most 30 s (a failing projection must not hang the run). */
async function bounded(work: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, 30_000)));
  await Promise.race([work, timeout]);
  clearTimeout(timer);
}
