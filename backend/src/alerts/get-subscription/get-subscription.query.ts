import { Query } from '@nestjs/cqrs';
import type { SubscriptionView } from '../read-model/subscription-view.js';

/** One subscription as the API shows it (null when the read model does not know it). */
export class GetSubscriptionQuery extends Query<SubscriptionView | null> {
  constructor(readonly subscriptionId: string) {
    super();
  }
}
