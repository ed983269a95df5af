import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  SUBSCRIPTION_QUERIES,
  type SubscriptionQueries,
  type SubscriptionTally,
} from '../read-model/subscription-queries.port.js';
import { SubscriptionTallyQuery } from './subscription-tally.query.js';

@QueryHandler(SubscriptionTallyQuery)
export class SubscriptionTallyHandler implements IQueryHandler<SubscriptionTallyQuery> {
  constructor(@Inject(SUBSCRIPTION_QUERIES) private readonly queries: SubscriptionQueries) {}

  execute(query: SubscriptionTallyQuery): Promise<SubscriptionTally> {
    return this.queries.tallyOfOwner(query.ownerId);
  }
}
