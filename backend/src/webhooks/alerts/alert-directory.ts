import { Inject, Injectable } from '@nestjs/common';
import { SUBSCRIPTION_QUERIES, type SubscriptionQueries } from '../../alerts/read-model/subscription-queries.port.js';
import {
  SAVED_SEARCH_QUERIES,
  type SavedSearchQueries,
} from '../../saved-searches/read-model/saved-search-queries.port.js';
import type { AlertRef } from '../domain/events.js';

/** An alert of a user as a webhook names it. */
export interface OwnedAlert extends AlertRef {
  readonly name: string;
}

/**
 * The alerts a user owns, from the subscriptions' and saved searches' read models (the match log does not store
 * owners): the registration checks a chosen alert is the caller's, the dispatcher which endpoints a match feeds.
 * Asked per owner: an owner has few endpoints, and at most the capped number of subscriptions and saved searches.
 */
@Injectable()
export class AlertDirectory {
  constructor(
    @Inject(SUBSCRIPTION_QUERIES) private readonly subscriptions: SubscriptionQueries,
    @Inject(SAVED_SEARCH_QUERIES) private readonly savedSearches: SavedSearchQueries,
  ) {}

  async alertsOf(ownerId: string): Promise<OwnedAlert[]> {
    const [subscriptions, searches] = await Promise.all([
      this.subscriptions.ofOwner(ownerId),
      this.savedSearches.ofOwner(ownerId),
    ]);
    return [
      ...subscriptions.map((s) => ({ kind: 'subscription' as const, id: s.id, name: s.companyName })),
      ...searches.map((s) => ({ kind: 'saved-search' as const, id: s.id, name: s.name })),
    ];
  }
}
