import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { limitsFor } from '../../platform/http/plan-policy.js';
import { normaliseFields } from '../domain/subscription-rules.js';
import { subscriptionCriteria } from '../matching/case-terms.js';
import { SUBSCRIPTION_QUERIES, type SubscriptionQueries } from '../read-model/subscription-queries.port.js';
import type { SubscriptionView } from '../read-model/subscription-view.js';
import { RecipientConfirmations } from '../recipients/recipient-confirmations.js';
import { SubscriptionCommands } from '../subscription-commands.js';
import { UpdateSubscriptionCommand } from './update-subscription.command.js';

@CommandHandler(UpdateSubscriptionCommand)
export class UpdateSubscriptionHandler implements ICommandHandler<UpdateSubscriptionCommand> {
  constructor(
    private readonly commands: SubscriptionCommands,
    @Inject(SUBSCRIPTION_QUERIES) private readonly queries: SubscriptionQueries,
    private readonly confirmations: RecipientConfirmations,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ subscriptionId, caller, input }: UpdateSubscriptionCommand): Promise<SubscriptionView> {
    const fields = normaliseFields(input);
    await this.commands.run(
      subscriptionId,
      {
        type: 'UpdateSubscription',
        by: caller.userId!,
        mayHaveAlerts: limitsFor(caller).emailAlerts,
        fields,
        criteria: subscriptionCriteria(fields),
        at: this.clock.now(),
      },
      { actorId: caller.userId!, waitForReadModel: true },
    );
    // A changed address needs its own consent; an unchanged one is not asked again (the decider decides).
    await this.confirmations.request(caller.userId!, fields.email, 'subscription', { waitForReadModel: true });
    return (await this.queries.find(subscriptionId))!;
  }
}
