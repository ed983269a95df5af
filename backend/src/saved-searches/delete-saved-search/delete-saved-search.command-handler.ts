import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { SavedSearchCommands } from '../saved-search-commands.js';
import { DeleteSavedSearchCommand } from './delete-saved-search.command.js';
import { SavedSearchErasure } from './saved-search-erasure.js';

@CommandHandler(DeleteSavedSearchCommand)
export class DeleteSavedSearchHandler implements ICommandHandler<DeleteSavedSearchCommand> {
  constructor(
    private readonly commands: SavedSearchCommands,
    private readonly erasure: SavedSearchErasure,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ savedSearchId, ownerId }: DeleteSavedSearchCommand): Promise<void> {
    const at = this.clock.now();
    // The decider answers 404 for an unknown id or someone else's saved search.
    await this.commands.run(savedSearchId, { type: 'DeleteSavedSearch', by: ownerId, at }, ownerId);
    await this.erasure.erase(savedSearchId, ownerId, at);
  }
}
