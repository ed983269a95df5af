import { Command } from '@nestjs/cqrs';
import type { Caller } from '../../platform/http/caller.js';
import type { SubscriptionSource } from '../domain/events.js';
import type { SubscriptionInput } from '../domain/subscription-rules.js';

export interface CreateSubscriptionOptions {
  readonly source: SubscriptionSource;
  readonly waitForReadModel: boolean;
  /** A bulk upload counts once and adds what it created since (the read model is not waited for per row). */
  readonly ownerSubscriptions?: number;
  /** False when the caller requests the confirmation once for many subscriptions to one address. */
  readonly requestConfirmation?: boolean;
}

/** One new subscription of the caller (the form, or one row of a CSV watchlist); answers its id and position. */
export class CreateSubscriptionCommand extends Command<{ id: string; position: bigint | null }> {
  constructor(
    readonly caller: Caller,
    readonly input: SubscriptionInput,
    readonly options: CreateSubscriptionOptions,
  ) {
    super();
  }
}
