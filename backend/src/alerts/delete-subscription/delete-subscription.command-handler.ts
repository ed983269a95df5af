import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { SubscriptionCommands } from '../subscription-commands.js';
import { DeleteSubscriptionCommand } from './delete-subscription.command.js';
import { SubscriptionErasure } from './subscription-erasure.js';

@CommandHandler(DeleteSubscriptionCommand)
export class DeleteSubscriptionHandler implements ICommandHandler<DeleteSubscriptionCommand> {
  constructor(
    private readonly commands: SubscriptionCommands,
    private readonly erasure: SubscriptionErasure,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ subscriptionId, caller }: DeleteSubscriptionCommand): Promise<void> {
    const at = this.clock.now();
    await this.commands.run(
      subscriptionId,
      { type: 'DeleteSubscription', by: caller.userId!, at },
      { actorId: caller.userId!, waitForReadModel: true },
    );
    await this.erasure.erase(subscriptionId, caller.userId!, at);
  }
}
