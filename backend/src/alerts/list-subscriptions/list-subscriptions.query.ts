import { Query } from '@nestjs/cqrs';
import type { SubscriptionView } from '../read-model/subscription-view.js';

/** The owner's subscriptions, oldest first. */
export class ListSubscriptionsQuery extends Query<SubscriptionView[]> {
  constructor(readonly ownerId: string) {
    super();
  }
}
