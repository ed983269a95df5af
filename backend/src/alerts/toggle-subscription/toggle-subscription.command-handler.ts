import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { limitsFor } from '../../platform/http/plan-policy.js';
import { SUBSCRIPTION_QUERIES, type SubscriptionQueries } from '../read-model/subscription-queries.port.js';
import type { SubscriptionView } from '../read-model/subscription-view.js';
import { SubscriptionCommands } from '../subscription-commands.js';
import { ToggleSubscriptionCommand } from './toggle-subscription.command.js';

@CommandHandler(ToggleSubscriptionCommand)
export class ToggleSubscriptionHandler implements ICommandHandler<ToggleSubscriptionCommand> {
  constructor(
    private readonly commands: SubscriptionCommands,
    @Inject(SUBSCRIPTION_QUERIES) private readonly queries: SubscriptionQueries,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ subscriptionId, caller }: ToggleSubscriptionCommand): Promise<SubscriptionView> {
    await this.commands.run(
      subscriptionId,
      {
        type: 'ToggleSubscription',
        by: caller.userId!,
        mayHaveAlerts: limitsFor(caller).emailAlerts,
        at: this.clock.now(),
      },
      { actorId: caller.userId!, waitForReadModel: true },
    );
    return (await this.queries.find(subscriptionId))!;
  }
}
