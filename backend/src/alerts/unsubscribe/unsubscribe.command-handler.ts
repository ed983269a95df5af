import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { SwitchOffDeadlineRemindersCommand } from '../../platform/unsubscribe/switch-off-deadline-reminders.command.js';
import { SwitchOffPortfolioMailsCommand } from '../../platform/unsubscribe/switch-off-portfolio-mails.command.js';
import { SwitchOffSavedSearchAlertCommand } from '../../platform/unsubscribe/switch-off-saved-search-alert.command.js';
import { SubscriptionNotFound } from '../domain/errors.js';
import { SubscriptionCommands } from '../subscription-commands.js';
import { UnsubscribeCommand } from './unsubscribe.command.js';
import { targetAddress, type UnsubscribeTarget } from '../../platform/unsubscribe/unsubscribe-token.js';
import { SUBSCRIPTION_QUERIES, type SubscriptionQueries } from '../read-model/subscription-queries.port.js';

@CommandHandler(UnsubscribeCommand)
export class UnsubscribeHandler implements ICommandHandler<UnsubscribeCommand> {
  constructor(
    private readonly commands: SubscriptionCommands,
    private readonly commandBus: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SUBSCRIPTION_QUERIES) private readonly queries: SubscriptionQueries,
  ) {}

  async execute({ targets }: UnsubscribeCommand): Promise<'deactivated' | 'not_found'> {
    const run: Run = { found: false, lastPosition: null };
    for (const target of targets) await this.switchOff(target, run);
    // The page says "deactivated": the lists show it once the read model has the last change (one wait, not one
    // per subscription: an address can have a thousand).
    await this.commands.waitFor(run.lastPosition);
    return run.found ? 'deactivated' : 'not_found';
  }

  private async switchOff(target: UnsubscribeTarget, run: Run): Promise<void> {
    if (target.kind === 'address') return this.switchOffAddress(targetAddress(target), run);
    // The saved searches', portfolios' and reminders' own modules switch theirs off (message contracts, platform/unsubscribe).
    if (target.kind !== 'subscription') {
      const outcome = await this.commandBus.execute(
        target.kind === 'saved-search'
          ? new SwitchOffSavedSearchAlertCommand(target.id)
          : target.kind === 'portfolio'
            ? new SwitchOffPortfolioMailsCommand(target.id)
            : new SwitchOffDeadlineRemindersCommand(target.id),
      );
      if (outcome !== 'not_found') run.found = true;
      return;
    }
    try {
      const { position } = await this.commands.run(
        target.id,
        { type: 'DeactivateSubscription', at: this.clock.now() },
        { actorId: 'system:unsubscribe-link', waitForReadModel: false },
      );
      run.found = true;
      if (position !== null && (run.lastPosition === null || position > run.lastPosition)) run.lastPosition = position;
    } catch (error) {
      if (!(error instanceof SubscriptionNotFound)) throw error;
    }
  }

  /**
   * Every alert mailing the address, as the read models show it now: the subscriptions sending to it (whoever owns
   * them) and the saved searches' e-mails of the account with that address. Alerts added after the mail are not
   * named by it and stay on.
   */
  private async switchOffAddress(address: string, run: Run): Promise<void> {
    const subscriptions = await this.queries.byEmail(address, null);
    if (subscriptions.length > 0) run.found = true;
    for (const subscription of subscriptions) {
      if (subscription.active) await this.switchOff({ kind: 'subscription', id: subscription.id }, run);
    }
    for (const owner of await this.queries.ownersOfAddress(address)) {
      for (const id of await this.queries.alertingSavedSearchesOf(owner)) {
        await this.switchOff({ kind: 'saved-search', id }, run);
      }
    }
  }
}

/** What one link's switching off has done so far. */
interface Run {
  found: boolean;
  lastPosition: bigint | null;
}
