import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { SwitchOffSavedSearchAlertCommand } from '../../platform/unsubscribe/switch-off-saved-search-alert.command.js';
import { SavedSearchNotFound } from '../domain/errors.js';
import { SavedSearchCommands } from '../saved-search-commands.js';

/** The unsubscribe link of an alert mail switches a saved search's e-mail off (already off: nothing recorded). */
@CommandHandler(SwitchOffSavedSearchAlertCommand)
export class SwitchOffSavedSearchAlertHandler implements ICommandHandler<SwitchOffSavedSearchAlertCommand> {
  constructor(
    private readonly commands: SavedSearchCommands,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ savedSearchId }: SwitchOffSavedSearchAlertCommand): Promise<'switched-off' | 'not_found'> {
    try {
      await this.commands.run(
        savedSearchId,
        { type: 'SwitchOffAlertByLink', at: this.clock.now() },
        'system:unsubscribe-link',
      );
      return 'switched-off';
    } catch (error) {
      if (error instanceof SavedSearchNotFound) return 'not_found';
      throw error;
    }
  }
}
