import { Query } from '@nestjs/cqrs';
import type { SubscriptionTally } from '../read-model/subscription-queries.port.js';

/** How many subscriptions the owner has, all and active. */
export class SubscriptionTallyQuery extends Query<SubscriptionTally> {
  constructor(readonly ownerId: string) {
    super();
  }
}
