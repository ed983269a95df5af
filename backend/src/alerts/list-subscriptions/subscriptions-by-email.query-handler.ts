import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SUBSCRIPTION_QUERIES, type SubscriptionQueries } from '../read-model/subscription-queries.port.js';
import type { SubscriptionView } from '../read-model/subscription-view.js';
import { SubscriptionsByEmailQuery } from './subscriptions-by-email.query.js';

@QueryHandler(SubscriptionsByEmailQuery)
export class SubscriptionsByEmailHandler implements IQueryHandler<SubscriptionsByEmailQuery> {
  constructor(@Inject(SUBSCRIPTION_QUERIES) private readonly queries: SubscriptionQueries) {}

  execute(query: SubscriptionsByEmailQuery): Promise<SubscriptionView[]> {
    return this.queries.byEmail(query.email, query.ownerId);
  }
}
