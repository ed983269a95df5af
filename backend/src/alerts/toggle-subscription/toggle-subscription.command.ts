import { Command } from '@nestjs/cqrs';
import type { Caller } from '../../platform/http/caller.js';
import type { SubscriptionView } from '../read-model/subscription-view.js';

/** The owner switches a subscription on or off (on only with Pro); answers it with its new state. */
export class ToggleSubscriptionCommand extends Command<SubscriptionView> {
  constructor(
    readonly subscriptionId: string,
    readonly caller: Caller,
  ) {
    super();
  }
}
