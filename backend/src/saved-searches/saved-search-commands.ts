import { Injectable } from '@nestjs/common';
import { CommandExecutor } from '../platform/command-handling/command-executor.js';
import type { CommandResult } from '../platform/command-handling/handle-command.js';
import type { SavedSearchCommand } from './domain/commands.js';
import { savedSearchStream, type SavedSearchEvent } from './domain/events.js';
import { savedSearchDecider, type SavedSearchState } from './domain/saved-search-decider.js';

export const SAVED_SEARCHES_PROJECTION = 'saved-searches';

/** Runs saved-search commands on `savedsearch-<id>` and answers once the read model shows the change. */
@Injectable()
export class SavedSearchCommands {
  constructor(private readonly executor: CommandExecutor) {}

  run(
    savedSearchId: string,
    command: SavedSearchCommand,
    actorId: string,
  ): Promise<CommandResult<SavedSearchEvent, SavedSearchState>> {
    // The SPA reloads the list right after a change.
    return this.executor.execute(
      savedSearchStream(savedSearchId),
      savedSearchDecider,
      command,
      { actorId, now: command.at },
      { waitForProjection: { only: [SAVED_SEARCHES_PROJECTION] } },
    );
  }
}
