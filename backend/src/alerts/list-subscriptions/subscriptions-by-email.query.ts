import { Query } from '@nestjs/cqrs';
import type { SubscriptionView } from '../read-model/subscription-view.js';

/** Subscriptions sending to `email`: the owner's own, or every user's when `ownerId` is null (admins). */
export class SubscriptionsByEmailQuery extends Query<SubscriptionView[]> {
  constructor(
    readonly email: string,
    readonly ownerId: string | null,
  ) {
    super();
  }
}
