import type {
  ReturnedCase,
  SearchAlertMatches,
  UnsettledHandOver,
} from '../read-model/ports/search-alert-matches.port.js';
import type { SubscriptionQueries } from '../read-model/subscription-queries.port.js';
import { digestOrder } from '../digest/digest-order.js';

/** A saved search with the daily alert on whose matches wait for a digest. */
export interface PendingSearchAlert {
  readonly savedSearchId: string;
  readonly name: string;
  readonly criteria: Readonly<Record<string, string>>;
  /** The owner's account address, folded: a saved search's alert goes to its owner only. */
  readonly address: string;
  readonly matches: readonly { readonly caseId: number; readonly caseKey: string }[];
}

/**
 * The matches of saved searches (issue #13) between matcher and digest, kept by the alert match store. Handing
 * cases to a mail moves them from pending to sent before the mail leaves, naming the mail's delivery key; the
 * mail's outcome settles the hand-over, or hands the cases back if the mail server refused. A crash in between
 * leaves the hand-over unsettled: the next delivery asks the mail delivery what became of that mail (as the
 * subscriptions' intent/outcome events do), so the cases are mailed at least once (issue #30), never lost.
 */
export class SearchAlertStore {
  constructor(
    private readonly matches: SearchAlertMatches,
    private readonly queries: SubscriptionQueries,
  ) {}

  /**
   * Saved searches with waiting matches whose owner is Pro, by address and creation. The matches of deleted
   * saved searches, of those whose alert was switched off, and what was sent for deleted ones are dropped here.
   */
  async pending(isPro: (plan: string) => boolean): Promise<PendingSearchAlert[]> {
    await this.dropOrphans();
    const targets = await this.queries.searchAlertTargets(await this.matches.savedSearchesWithPendingMatches());
    targets.sort(digestOrder);
    const pending: PendingSearchAlert[] = [];
    for (const target of targets) {
      if (!target.alert) {
        await this.matches.discardSearchMatches(target.id, 'all');
        continue;
      }
      // A downgraded owner's matches wait, as a subscription's do, until the plan allows alerts again.
      if (target.plan === null || !isPro(target.plan) || target.address === null) continue;
      pending.push({
        savedSearchId: target.id,
        name: target.name!,
        criteria: target.criteria!,
        address: target.address,
        matches: await this.matches.pendingSearchMatches(target.id),
      });
    }
    return pending;
  }

  /** Was any saved search's digest sent to this address on this Berlin day? */
  sentOn(address: string, day: string): Promise<boolean> {
    return this.matches.searchDigestSentOn(address, day);
  }

  /** The cases are in the mail under `mailKey` from now on: never matched or sent again for this saved search. */
  handOver(
    savedSearchId: string,
    caseIds: readonly number[],
    address: string,
    day: string,
    mailKey: string,
  ): Promise<void> {
    return this.matches.handOverSearchMatches(savedSearchId, caseIds, address, day, mailKey);
  }

  /** The mail under `mailKey` left: its hand-overs are final. */
  settle(mailKey: string): Promise<void> {
    return this.matches.settleSearchHandOvers(mailKey);
  }

  /** Hand-overs a crash left without the mail's outcome. */
  unsettled(): Promise<UnsettledHandOver[]> {
    return this.matches.unsettledSearchHandOvers();
  }

  /** The mail did not leave: the cases wait for the next digest. */
  handBack(savedSearchId: string, cases: readonly ReturnedCase[], at: string): Promise<void> {
    return this.matches.handBackSearchMatches(savedSearchId, cases, at);
  }

  /** A case whose stream is gone (erased) is never mailed. */
  drop(savedSearchId: string, caseId: number): Promise<void> {
    return this.matches.discardSearchMatches(savedSearchId, [caseId]);
  }

  /** Deleted saved searches leave nothing behind (their ids and the owner's address key). */
  private async dropOrphans(): Promise<void> {
    const targets = await this.queries.searchAlertTargets(await this.matches.savedSearchesWithTraces());
    await this.matches.eraseSavedSearches(targets.filter((t) => !t.exists).map((t) => t.id));
  }
}
