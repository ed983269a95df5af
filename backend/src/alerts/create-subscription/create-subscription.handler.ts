import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import type { Caller } from '../../platform/http/caller.js';
import { limitsFor } from '../../platform/http/plan-policy.js';
import type { SubscriptionSource } from '../domain/events.js';
import { normaliseFields, type SubscriptionInput } from '../domain/subscription-rules.js';
import { subscriptionCriteria } from '../matching/case-terms.js';
import { SubscriptionCommands } from '../subscription-commands.js';

/** Creates one subscription under a new random id (the form, and each row of a CSV watchlist). */
@Injectable()
export class CreateSubscriptionHandler {
  constructor(
    private readonly commands: SubscriptionCommands,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(
    caller: Caller,
    input: SubscriptionInput,
    options: { source: SubscriptionSource; waitForReadModel: boolean },
  ): Promise<{ id: string; position: bigint | null }> {
    const subscriptionId = randomUUID();
    const fields = normaliseFields(input);
    const { position } = await this.commands.run(
      subscriptionId,
      {
        type: 'CreateSubscription',
        subscriptionId,
        by: caller.userId!,
        mayHaveAlerts: limitsFor(caller).emailAlerts,
        fields,
        criteria: subscriptionCriteria(fields),
        source: options.source,
        at: this.clock.now(),
      },
      { actorId: caller.userId!, waitForReadModel: options.waitForReadModel },
    );
    return { id: subscriptionId, position };
  }
}
