import { Inject, Injectable, Logger } from '@nestjs/common';
import { CaseStreams } from '../../cases/domain/events.js';
import { berlinDate } from '../../platform/clock/berlin-time.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { JWT_SECRET } from '../../platform/config/jwt-secret.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { isProPlan } from '../../platform/http/plan-policy.js';
import { foldAddress } from '../../platform/text/address-key.js';
import type { CaseSummary } from '../../cases/case-summary/case-summary.js';
import { CaseSummaryCache } from '../digest/case-summary-cache.js';
import { DigestDelivery, immediateKey } from '../digest/digest-delivery.js';
import type { Entry, SearchEntry } from '../digest/digest-entries.js';
import { digestOrder } from '../digest/digest-order.js';
import { modeOf } from '../domain/delivery-mode.js';
import { capReachedNote, immediateCapDecision } from '../domain/immediate-cap.js';
import { MATCH_LOG, type LoggedMatch, type MatchLog } from '../match-log/match-log.port.js';
import { SEARCH_ALERT_MATCHES, type SearchAlertMatches } from '../read-model/ports/search-alert-matches.port.js';
import { SUBSCRIPTION_MATCHES, type SubscriptionMatches } from '../read-model/ports/subscription-matches.port.js';
import {
  SUBSCRIPTION_QUERIES,
  type DigestTarget,
  type SearchAlertTarget,
  type SubscriptionQueries,
} from '../read-model/subscription-queries.port.js';
import { SearchAlertStore } from '../search-alerts/search-alert-store.js';
import { SubscriptionCommands } from '../subscription-commands.js';
import { ImmediateMailCounts } from './immediate-mail-counts.js';

/** What one batch of the match log did. */
export interface ImmediateBatchSummary {
  /** Immediate mails handed to the mail delivery (one per recipient address). */
  mails: number;
  /** Subscriptions and saved searches whose new matches went into one of them. */
  sent: number;
  /** Subscriptions whose mail failed: their matches wait (next batch of theirs, or the digest). */
  failed: number;
  /** Subscriptions of addresses over the daily cap: their matches wait for the 07:00 digest. */
  capped: number;
}

/** The subject of an immediate mail starts so; the rest is the digest's (count and alert). */
export const IMMEDIATE_SUBJECT_LABEL = 'Insolvenzmonitor sofort';

/**
 * One batch of the match log as immediate mails (issue #30): of its matches, those of active `sofort`
 * subscriptions of Pro owners to an own or confirmed address, and of `sofort` saved-search alerts (to their
 * owner), that are still pending (not yet in a digest) go out at once, ONE mail per address listing all of them, in the digest's layout with the same unsubscribe
 * link per alert, through the digest's delivery (intent events, the at-least-once mail delivery, outcome), so
 * a case sent now is never in a digest again. Over the address's daily cap nothing is sent: the matches stay
 * pending for the 07:00 digest. The mail id derives from the batch, the address and the subscription's
 * finished mails: a re-run of the batch after a crash finds the same mail in the delivery (same Message-ID).
 */
@Injectable()
export class ImmediateBatch {
  private readonly logger = new Logger('ImmediateMails');
  private readonly counts: ImmediateMailCounts;
  private readonly searchAlerts: SearchAlertStore;

  constructor(
    private readonly commands: SubscriptionCommands,
    @Inject(SUBSCRIPTION_MATCHES) private readonly matches: SubscriptionMatches,
    @Inject(SEARCH_ALERT_MATCHES) private readonly searchMatches: SearchAlertMatches,
    @Inject(SUBSCRIPTION_QUERIES) private readonly queries: SubscriptionQueries,
    @Inject(MATCH_LOG) log: MatchLog,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JWT_SECRET) jwtSecret: string,
    private readonly caseStreams: CaseStreams,
    private readonly delivery: DigestDelivery,
  ) {
    this.counts = new ImmediateMailCounts(log, jwtSecret);
    this.searchAlerts = new SearchAlertStore(searchMatches, queries);
  }

  async deliver(entries: readonly LoggedMatch[], batchId: string): Promise<ImmediateBatchSummary> {
    const summary: ImmediateBatchSummary = { mails: 0, sent: 0, failed: 0, capped: 0 };
    const casesBySubscription = casesByAlert(entries, 'subscription');
    const casesBySearch = casesByAlert(entries, 'saved-search');
    if (casesBySubscription.size === 0 && casesBySearch.size === 0) return summary;
    const summaries = new CaseSummaryCache(this.store, this.caseStreams);
    const byAddress = new Map<string, MailGroup>();
    const groupOf = (address: string) => {
      const group = byAddress.get(address) ?? { entries: [], searchEntries: [], attempt: 0 };
      byAddress.set(address, group);
      return group;
    };
    if (casesBySubscription.size > 0) {
      const targets = (await this.queries.digestTargets([...casesBySubscription.keys()])).sort(digestOrder);
      for (const target of targets) {
        const found = await this.entryOf(target, casesBySubscription.get(target.id)!, summaries);
        if (!found) continue;
        const group = groupOf(target.address!);
        group.entries.push(found.entry);
        group.attempt = Math.max(group.attempt, found.attempt);
      }
    }
    if (casesBySearch.size > 0) {
      await this.delivery.resolveInterruptedHandOvers(this.searchAlerts);
      const targets = (await this.queries.searchAlertTargets([...casesBySearch.keys()])).sort(digestOrder);
      for (const target of targets) {
        const found = await this.searchEntryOf(target, casesBySearch.get(target.id)!, summaries);
        if (found) groupOf(target.address!).searchEntries.push(found);
      }
    }
    for (const [address, group] of byAddress) await this.mailTo(address, group, batchId, summary);
    return summary;
  }

  /** A subscription's part of the batch, or null when it gets no immediate mail (or nothing new). */
  private async entryOf(
    target: DigestTarget,
    batchCases: ReadonlySet<number>,
    summaries: CaseSummaryCache,
  ): Promise<{ entry: Entry; attempt: number } | null> {
    // Deleted, not Pro (any more), or an address that has not confirmed (or refused): nothing now; the digest
    // decides about its matches as for any subscription.
    if (target.address === null || target.plan === null || !isProPlan(target.plan as never)) return null;
    if (target.recipient !== 'own' && target.recipient !== 'confirmed') return null;
    // The read model's mode first: most matched subscriptions are `täglich` and need no stream read. The stream
    // stays the authority for a `sofort` one (its handed-over cases and an interrupted mail); a change of mode the
    // read model does not show yet leaves at most one batch's matches to the digest.
    if (target.mode !== 'sofort' || target.active !== true) return null;
    let { state } = await this.commands.load(target.id);
    if (state.status !== 'active' || modeOf(state.fields) !== 'sofort') return null;
    if (foldAddress(state.fields.email) !== target.address) return null;
    if (state.pending) {
      // An immediate mail (or digest) of this subscription a crash interrupted: the mail delivery decides.
      await this.delivery.resolveInterrupted(target.id, state.pending);
      const resolved = (await this.commands.load(target.id)).state;
      if (resolved.status === 'none') return null;
      state = resolved;
    }
    const handedOver = new Set(state.handedOver);
    const pending = (await this.matches.pendingMatches(target.id)).filter((m) => batchCases.has(m.caseId));
    // Already in a mail of this subscription (its events say so): done.
    await this.matches.markSent(
      target.id,
      pending.filter((m) => handedOver.has(m.caseId)).map((m) => m.caseId),
    );
    const cases: CaseSummary[] = [];
    for (const match of pending.filter((m) => !handedOver.has(m.caseId))) {
      const summary = await summaries.of(match.caseKey);
      // Told over the debtor's file (issue #32): the line says why.
      if (summary) cases.push(match.reason ? { ...summary, fileReason: match.reason } : summary);
      else await this.matches.discard(target.id, [match.caseId]); // erased meanwhile: never mailed
    }
    if (cases.length === 0) return null;
    return { entry: { id: target.id, fields: state.fields, cases }, attempt: state.finished.length };
  }

  /**
   * A saved search's part of the batch (issue #13 alerts, issue #30 mode): its alert on and `sofort`, its owner
   * Pro; its still pending matches of the batch (a case already handed to a mail is not pending).
   */
  private async searchEntryOf(
    target: SearchAlertTarget,
    batchCases: ReadonlySet<number>,
    summaries: CaseSummaryCache,
  ): Promise<SearchEntry | null> {
    if (!target.exists || !target.alert || target.mode !== 'sofort' || target.address === null) return null;
    if (target.plan === null || !isProPlan(target.plan as never)) return null;
    const pending = (await this.searchMatches.pendingSearchMatches(target.id)).filter((m) => batchCases.has(m.caseId));
    const cases: CaseSummary[] = [];
    for (const match of pending) {
      const summary = await summaries.of(match.caseKey);
      if (summary) cases.push(summary);
      else await this.searchAlerts.drop(target.id, match.caseId); // erased meanwhile: never mailed
    }
    if (cases.length === 0) return null;
    const alert = {
      savedSearchId: target.id,
      name: target.name!,
      criteria: target.criteria!,
      address: target.address,
      matches: pending,
    };
    return { alert, cases };
  }

  private async mailTo(
    address: string,
    group: MailGroup,
    batchId: string,
    summary: ImmediateBatchSummary,
  ): Promise<void> {
    const day = berlinDate(this.clock.now());
    const cap = this.config.alerts.immediateDailyCap;
    const sentToday = await this.counts.sentOn(address, day);
    const decision = immediateCapDecision(sentToday, cap);
    if (!decision.send) {
      summary.capped += group.entries.length + group.searchEntries.length;
      return;
    }
    const outcome = await this.delivery.send(group.entries, group.searchEntries, this.searchAlerts, address, {
      kind: 'immediate',
      key: immediateKey,
      mailId: `${batchId}-${addressHash(address)}-${group.attempt}`,
      delivery: 'immediate',
      options: {
        subjectLabel: IMMEDIATE_SUBJECT_LABEL,
        notes: decision.reachesCap ? [capReachedNote(cap)] : [],
      },
    });
    if (outcome.mails > 0) await this.counts.recordSent(address, day, sentToday + 1);
    summary.mails += outcome.mails;
    summary.sent += outcome.sent;
    summary.failed += outcome.failed;
    if (outcome.failed > 0) this.logger.warn(`immediate mail of batch ${batchId} not sent; its cases wait`);
  }
}

/** One address's part of a batch: its subscriptions' and saved searches' new cases. */
interface MailGroup {
  readonly entries: Entry[];
  readonly searchEntries: SearchEntry[];
  /** The most mails any of its subscriptions finished: a new mail id after an interrupted one failed. */
  attempt: number;
}

/** The batch's cases per alert of one kind. */
function casesByAlert(entries: readonly LoggedMatch[], kind: LoggedMatch['alert']['kind']): Map<string, Set<number>> {
  const byAlert = new Map<string, Set<number>>();
  for (const entry of entries) {
    if (entry.alert.kind !== kind) continue;
    byAlert.set(entry.alert.id, (byAlert.get(entry.alert.id) ?? new Set<number>()).add(entry.caseId));
  }
  return byAlert;
}

/** A short, stable stand-in for the address in a mail id (the id is in the Message-ID, the address is not). */
function addressHash(address: string): string {
  let hash = 0x811c9dc5;
  for (const char of address) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}
