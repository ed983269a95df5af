import { Inject, Injectable } from '@nestjs/common';
import { handleCommand, type CommandResult } from '../platform/command-handling/handle-command.js';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port.js';
import { PROJECTIONS_HOST, type ProjectionsHost } from '../platform/projections-host/projections-host.port.js';
import type { SavedSearchCommand } from './domain/commands.js';
import { savedSearchStream, type SavedSearchEvent } from './domain/events.js';
import { savedSearchDecider, type SavedSearchState } from './domain/saved-search-decider.js';

export const SAVED_SEARCHES_PROJECTION = 'saved-searches';

/** Runs saved-search commands on `savedsearch-<id>` and answers once the read model shows the change. */
@Injectable()
export class SavedSearchCommands {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTIONS_HOST) private readonly projections: ProjectionsHost,
  ) {}

  async run(
    savedSearchId: string,
    command: SavedSearchCommand,
    actorId: string,
  ): Promise<CommandResult<SavedSearchEvent, SavedSearchState>> {
    const result = await handleCommand(this.store, savedSearchStream(savedSearchId), savedSearchDecider, command, {
      actorId,
      now: command.at,
    });
    // The SPA reloads the list right after a change.
    if (result.position !== null)
      await this.projections.waitFor(result.position, { only: [SAVED_SEARCHES_PROJECTION] });
    return result;
  }
}
