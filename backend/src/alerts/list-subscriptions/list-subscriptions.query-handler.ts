import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SUBSCRIPTION_QUERIES, type SubscriptionQueries } from '../read-model/subscription-queries.port.js';
import type { SubscriptionView } from '../read-model/subscription-view.js';
import { ListSubscriptionsQuery } from './list-subscriptions.query.js';

@QueryHandler(ListSubscriptionsQuery)
export class ListSubscriptionsHandler implements IQueryHandler<ListSubscriptionsQuery> {
  constructor(@Inject(SUBSCRIPTION_QUERIES) private readonly queries: SubscriptionQueries) {}

  execute(query: ListSubscriptionsQuery): Promise<SubscriptionView[]> {
    return this.queries.ofOwner(query.ownerId);
  }
}
