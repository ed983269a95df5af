import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { SubscriptionNotFound } from '../domain/errors.js';
import { SubscriptionCommands } from '../subscription-commands.js';
import { UnsubscribeCommand } from './unsubscribe.command.js';

@CommandHandler(UnsubscribeCommand)
export class UnsubscribeHandler implements ICommandHandler<UnsubscribeCommand> {
  constructor(
    private readonly commands: SubscriptionCommands,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ subscriptionId }: UnsubscribeCommand): Promise<'deactivated' | 'not_found'> {
    try {
      await this.commands.run(
        subscriptionId,
        { type: 'DeactivateSubscription', at: this.clock.now() },
        { actorId: 'system:unsubscribe-link', waitForReadModel: true },
      );
      return 'deactivated';
    } catch (error) {
      if (error instanceof SubscriptionNotFound) return 'not_found';
      throw error;
    }
  }
}
