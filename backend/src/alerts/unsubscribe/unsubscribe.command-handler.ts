import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { SwitchOffDeadlineRemindersCommand } from '../../platform/unsubscribe/switch-off-deadline-reminders.command.js';
import { SwitchOffPortfolioMailsCommand } from '../../platform/unsubscribe/switch-off-portfolio-mails.command.js';
import { SwitchOffSavedSearchAlertCommand } from '../../platform/unsubscribe/switch-off-saved-search-alert.command.js';
import { SubscriptionNotFound } from '../domain/errors.js';
import { SubscriptionCommands } from '../subscription-commands.js';
import { UnsubscribeCommand } from './unsubscribe.command.js';
import type { UnsubscribeTarget } from '../../platform/unsubscribe/unsubscribe-token.js';

@CommandHandler(UnsubscribeCommand)
export class UnsubscribeHandler implements ICommandHandler<UnsubscribeCommand> {
  constructor(
    private readonly commands: SubscriptionCommands,
    private readonly commandBus: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ targets }: UnsubscribeCommand): Promise<'deactivated' | 'not_found'> {
    let found = false;
    // One after another: a mail names at most a few dozen, and each waits for its read model.
    for (const target of targets) {
      if ((await this.switchOff(target)) === 'done') found = true;
    }
    return found ? 'deactivated' : 'not_found';
  }

  private async switchOff(target: UnsubscribeTarget): Promise<'done' | 'not_found'> {
    // The saved searches', portfolios' and reminders' own modules switch theirs off (message contracts, platform/unsubscribe).
    if (target.kind !== 'subscription') {
      const outcome = await this.commandBus.execute(
        target.kind === 'saved-search'
          ? new SwitchOffSavedSearchAlertCommand(target.id)
          : target.kind === 'portfolio'
            ? new SwitchOffPortfolioMailsCommand(target.id)
            : new SwitchOffDeadlineRemindersCommand(target.id),
      );
      return outcome === 'not_found' ? 'not_found' : 'done';
    }
    try {
      await this.commands.run(
        target.id,
        { type: 'DeactivateSubscription', at: this.clock.now() },
        { actorId: 'system:unsubscribe-link', waitForReadModel: true },
      );
      return 'done';
    } catch (error) {
      if (error instanceof SubscriptionNotFound) return 'not_found';
      throw error;
    }
  }
}
