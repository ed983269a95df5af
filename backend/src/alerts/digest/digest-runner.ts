import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { DomainError } from '../../platform/command-handling/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { CaseStreams } from '../../cases/domain/events.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { isProPlan } from '../../platform/http/plan-policy.js';
import { berlinDate } from '../../platform/clock/berlin-time.js';
import { foldAddress } from '../../platform/text/address-key.js';
import { SubscriptionCommands } from '../subscription-commands.js';
import type { CaseSummary } from '../../cases/case-summary/case-summary.js';
import { SearchAlertStore, type PendingSearchAlert } from '../search-alerts/search-alert-store.js';
import { SUBSCRIPTION_MATCHES, type SubscriptionMatches } from '../read-model/ports/subscription-matches.port.js';
import { SEARCH_ALERT_MATCHES, type SearchAlertMatches } from '../read-model/ports/search-alert-matches.port.js';
import {
  SUBSCRIPTION_QUERIES,
  type DigestTarget,
  type SubscriptionQueries,
} from '../read-model/subscription-queries.port.js';
import { digestOrder } from './digest-order.js';
import { CaseSummaryCache } from './case-summary-cache.js';
import { DigestDelivery } from './digest-delivery.js';
import type { Entry, SearchEntry } from './digest-entries.js';
import { MatcherCatchUp } from './matcher-catch-up.js';
import { LeaseBusyError } from '../../platform/leases/leases.js';
import type { MatcherLag } from '../matcher/matcher-lag.js';
import { AlertMailLock } from './alert-mail-lock.js';

export { digestKey } from './digest-delivery.js';

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

export class DigestAlreadyRunning extends DomainError {
  constructor() {
    super('conflict', 'digest_running', 'Der Versand der Benachrichtigungen läuft bereits.');
  }
}

/** A subscription with pending matches as the read model shows it (address null: deleted). */
type Candidate = DigestTarget;

/**
 * The daily digest (docs/DESIGN.md §9, issue #12): one mail per recipient address and Berlin day, with a section
 * per active subscription of a Pro user targeting it (only the owner's own address or a confirmed one), each
 * with its matches not sent before. This class chooses what goes into which mail; `DigestDelivery` sends it
 * with its intent and outcome events, `MatcherCatchUp` waits for the matcher first.
 */
@Injectable()
export class DigestRunner {
  private readonly logger = new Logger('AlertDigest');
  private readonly searchAlerts: SearchAlertStore;
  private running = false;

  constructor(
    private readonly commands: SubscriptionCommands,
    @Inject(SUBSCRIPTION_MATCHES) private readonly matches: SubscriptionMatches,
    @Inject(SEARCH_ALERT_MATCHES) searchMatches: SearchAlertMatches,
    @Inject(SUBSCRIPTION_QUERIES) private readonly queries: SubscriptionQueries,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly caseStreams: CaseStreams,
    private readonly catchUp: MatcherCatchUp,
    private readonly delivery: DigestDelivery,
    private readonly lock: AlertMailLock,
  ) {
    this.searchAlerts = new SearchAlertStore(searchMatches, queries);
  }

  get isRunning(): boolean {
    return this.running;
  }

  /**
   * `leaseWaitMs`: how long to wait while another process sends alert mails (default 40 s, then 409
   * `digest_running`); the scheduled run waits longer.
   */
  async run(options: { leaseWaitMs?: number } = {}): Promise<DigestRunSummary> {
    if (this.running) throw new DigestAlreadyRunning();
    this.running = true;
    try {
      // A case imported before the run belongs in today's digest: wait (bounded) for the feed and the matcher,
      // which may run in another process, then send what they committed; what is still behind is reported. The
      // wait comes before the lock: the lease's own events move the log's head, which the wait counts.
      const caughtUp = await this.catchUp.wait();
      return await this.lock.run(() => this.runAlone(caughtUp), { waitMs: options.leaseWaitMs });
    } catch (error) {
      if (error instanceof LeaseBusyError) throw new DigestAlreadyRunning();
      throw error;
    } finally {
      this.running = false;
    }
  }

  private async runAlone({ lag, waited }: { lag: MatcherLag; waited: boolean }): Promise<DigestRunSummary> {
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
    const summaries = new CaseSummaryCache(this.store, this.caseStreams);
    // Saved searches with an alert join the mail of their owner's address: still one mail per address and day.
    const searches = new Map<string, PendingSearchAlert[]>();
    await this.delivery.resolveInterruptedHandOvers(this.searchAlerts);
    for (const alert of await this.searchAlerts.pending((plan) => isProPlan(plan as never))) {
      searches.set(alert.address, [...(searches.get(alert.address) ?? []), alert]);
    }
    for (const group of this.byAddress(await this.subscriptionsWithMatches())) {
      counts.subscriptions += group.length;
      const address = group[0]!.address;
      const own = address === null ? [] : (searches.get(address) ?? []);
      if (address !== null) searches.delete(address);
      await this.digestOf(group, counts, own, address, summaries);
    }
    for (const [address, own] of searches) await this.digestOf([], counts, own, address, summaries);
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
    summaries: CaseSummaryCache,
  ): Promise<void> {
    const today = berlinDate(this.clock.now());
    const mailedToday =
      address !== null &&
      ((await this.queries.lastDigestDay(address)) === today || (await this.searchAlerts.sentOn(address, today)));
    const entries: Entry[] = [];
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
    if (entries.length === 0 && searchEntries.length === 0) return;
    const outcome = await this.delivery.send(entries, searchEntries, this.searchAlerts, address);
    counts.mails += outcome.mails;
    counts.sent += outcome.sent;
    counts.failed += outcome.failed;
  }

  /** A saved search's new cases, read from their streams (an erased case is dropped, never mailed). */
  private async searchEntryOf(alert: PendingSearchAlert, summaries: CaseSummaryCache): Promise<SearchEntry | null> {
    const cases: CaseSummary[] = [];
    for (const match of alert.matches) {
      const summary = await summaries.of(match.caseKey);
      if (summary) cases.push(summary);
      else await this.searchAlerts.drop(alert.savedSearchId, match.caseId);
    }
    return cases.length > 0 ? { alert, cases } : null;
  }

  /** One subscription of the group: resolves an interrupted digest, then its new cases if it may get them now. */
  private async entryOf(
    candidate: Candidate,
    mailedToday: boolean,
    counts: Counts,
    summaries: CaseSummaryCache,
  ): Promise<Entry | null> {
    const { id, plan } = candidate;
    let { state } = await this.commands.load(id);
    if (state.status !== 'none' && state.pending) {
      await this.delivery.resolveInterrupted(id, state.pending);
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
      const summary = await summaries.of(match.caseKey);
      // Told over the debtor's file (issue #32): the line says why.
      if (summary) cases.push(match.reason ? { ...summary, fileReason: match.reason } : summary);
      else await this.matches.discard(id, [match.caseId]);
    }
    return cases.length > 0 ? { id, fields: state.fields, cases } : null;
  }
}

/** Waits for `work`, but at most 30 s (a failing projection must not hang the run). */
async function bounded(work: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, 30_000)));
  await Promise.race([work, timeout]);
  clearTimeout(timer);
}
