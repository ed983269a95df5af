import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SUBSCRIPTION_QUERIES, type SubscriptionQueries } from '../read-model/subscription-queries.port.js';
import type { SubscriptionView } from '../read-model/subscription-view.js';
import { GetSubscriptionQuery } from './get-subscription.query.js';

@QueryHandler(GetSubscriptionQuery)
export class GetSubscriptionHandler implements IQueryHandler<GetSubscriptionQuery> {
  constructor(@Inject(SUBSCRIPTION_QUERIES) private readonly queries: SubscriptionQueries) {}

  execute(query: GetSubscriptionQuery): Promise<SubscriptionView | null> {
    return this.queries.find(query.subscriptionId);
  }
}
