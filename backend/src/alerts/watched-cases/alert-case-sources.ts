import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  WATCHED_CASE_SOURCES,
  type WatchedCaseSource,
  type WatchedCaseSources,
} from '../../platform/watched-cases/watched-case-sources.js';
import { subscriptionCriteria } from '../domain/match-criteria.js';
import { CASE_INDEX, type CaseIndex } from '../read-model/ports/case-index.port.js';
import { WATCHED_MATCHES, type WatchedMatches } from '../read-model/ports/watched-matches.port.js';
import { SUBSCRIPTION_QUERIES, type SubscriptionQueries } from '../read-model/subscription-queries.port.js';
import { existingMatches } from '../watchlist/existing-cases.js';
import { backgroundTurn } from '../../platform/background/background-turns.js';

/** At most this many known cases per subscription: a name that many debtors share is not a watched case. */
export const KNOWN_CASES_PER_SUBSCRIPTION = 50;
const SLICE_SUBSCRIPTIONS = 25;

/**
 * The cases a user watches through subscriptions ("Meine Fristen", issue #32): those the matcher recorded for
 * the user's active subscriptions (waiting for a mail, or in the match log of the last 7 days), and the known
 * cases they match in the matcher's case index (same index terms and verification as the watchlist preview),
 * so a deadline of a case matched and mailed weeks ago, or published before the subscription, is listed too.
 */
@Injectable()
export class SubscriptionCaseSource implements WatchedCaseSource, OnModuleInit {
  readonly name = 'alerts';
  readonly kind = 'benachrichtigungen' as const;
  readonly label = 'Benachrichtigung';

  constructor(
    @Inject(SUBSCRIPTION_QUERIES) private readonly queries: SubscriptionQueries,
    @Inject(WATCHED_MATCHES) private readonly matches: WatchedMatches,
    @Inject(CASE_INDEX) private readonly caseIndex: CaseIndex,
    @Inject(WATCHED_CASE_SOURCES) private readonly sources: WatchedCaseSources,
  ) {}

  onModuleInit(): void {
    this.sources.register(this);
  }

  async casesOf(userId: string): Promise<number[]> {
    const subscriptions = (await this.queries.ofOwner(userId)).filter((subscription) => subscription.active);
    if (subscriptions.length === 0) return [];
    const caseIds = await this.matches.casesMatchedBy({
      subscriptionIds: subscriptions.map((subscription) => subscription.id),
      savedSearchIds: [],
    });
    for (const [i, subscription] of subscriptions.entries()) {
      // Half a millisecond per subscription in the case index, and a customer list makes a thousand of them: the
      // look-ups take turns with other requests in slices ("Meine Fristen" and the calendar feed stalled 0.5 s).
      if (i % SLICE_SUBSCRIPTIONS === 0) await backgroundTurn();
      const criteria = subscriptionCriteria({ ...subscription, active: true });
      const known = await existingMatches(this.caseIndex, criteria, KNOWN_CASES_PER_SUBSCRIPTION);
      caseIds.push(...known.map((found) => found.caseId));
    }
    return caseIds;
  }

  watchers(): Promise<string[]> {
    return this.queries.watchingOwners();
  }
}

/**
 * The cases a user watches through saved searches with the daily or immediate alert on: those the matcher
 * found for them (waiting, handed to a digest, or in the match log).
 */
@Injectable()
export class SavedSearchCaseSource implements WatchedCaseSource, OnModuleInit {
  readonly name = 'saved-search-alerts';
  readonly kind = 'suchprofile' as const;
  readonly label = 'Suchprofil';

  constructor(
    @Inject(SUBSCRIPTION_QUERIES) private readonly queries: SubscriptionQueries,
    @Inject(WATCHED_MATCHES) private readonly matches: WatchedMatches,
    @Inject(WATCHED_CASE_SOURCES) private readonly sources: WatchedCaseSources,
  ) {}

  onModuleInit(): void {
    this.sources.register(this);
  }

  async casesOf(userId: string): Promise<number[]> {
    const savedSearchIds = await this.queries.alertingSavedSearchesOf(userId);
    if (savedSearchIds.length === 0) return [];
    return this.matches.casesMatchedBy({ subscriptionIds: [], savedSearchIds });
  }

  watchers(): Promise<string[]> {
    return this.queries.watchingOwners();
  }
}
