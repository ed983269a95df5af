import { Command } from '@nestjs/cqrs';
import type { Caller } from '../../platform/http/caller.js';
import type { SubscriptionView } from '../read-model/subscription-view.js';

/** The owner asks again for the consent of a subscription's address; answers the subscription afterwards. */
export class ResendConfirmationCommand extends Command<SubscriptionView> {
  constructor(
    readonly subscriptionId: string,
    readonly caller: Caller,
  ) {
    super();
  }
}
