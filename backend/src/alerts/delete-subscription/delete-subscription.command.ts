import { Command } from '@nestjs/cqrs';
import type { Caller } from '../../platform/http/caller.js';

/** The owner deletes a subscription: it is erased, only an audit record stays. */
export class DeleteSubscriptionCommand extends Command<void> {
  constructor(
    readonly subscriptionId: string,
    readonly caller: Caller,
  ) {
    super();
  }
}
