import { Command } from '@nestjs/cqrs';
import type { Caller } from '../../platform/http/caller.js';
import type { SubscriptionInput } from '../domain/subscription-rules.js';
import type { SubscriptionView } from '../read-model/subscription-view.js';

/** The owner changes every field of a subscription; answers it as the read model shows it afterwards. */
export class UpdateSubscriptionCommand extends Command<SubscriptionView> {
  constructor(
    readonly subscriptionId: string,
    readonly caller: Caller,
    readonly input: SubscriptionInput,
  ) {
    super();
  }
}
