import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { isProPlan } from '../../platform/http/plan-policy.js';
import { assertMayEnableAlert } from '../alert-needs-confirmed-email.js';
import { normaliseCriteria, SAVED_SEARCHES_MAX } from '../domain/saved-search-rules.js';
import { SAVED_SEARCH_QUERIES, type SavedSearchQueries } from '../read-model/saved-search-queries.port.js';
import type { SavedSearchView } from '../read-model/saved-search.view.js';
import { SavedSearchCommands } from '../saved-search-commands.js';
import { CreateSavedSearchCommand } from './create-saved-search.command.js';

/**
 * A new saved search of the caller. The decider checks the plan, the unique name among the owner's saved
 * searches and the maximum; the answer is read back once the read model shows it.
 */
@CommandHandler(CreateSavedSearchCommand)
export class CreateSavedSearchHandler implements ICommandHandler<CreateSavedSearchCommand> {
  constructor(
    private readonly commands: SavedSearchCommands,
    @Inject(SAVED_SEARCH_QUERIES) private readonly queries: SavedSearchQueries,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ request: body, caller }: CreateSavedSearchCommand): Promise<SavedSearchView> {
    assertMayEnableAlert(caller, body.alert);
    const ownerId = caller.userId!;
    const id = randomUUID();
    await this.commands.run(
      id,
      {
        type: 'CreateSavedSearch',
        savedSearchId: id,
        by: ownerId,
        isPro: isProPlan(caller.plan),
        ownerNameKeys: await this.queries.nameKeysOfOwner(ownerId),
        maxSavedSearches: SAVED_SEARCHES_MAX,
        fields: {
          name: body.name,
          criteria: normaliseCriteria({ ...body.criteria }),
          alert: body.alert ?? false,
          mode: body.mode,
        },
        at: this.clock.now(),
      },
      ownerId,
    );
    return (await this.queries.findOwn(id, ownerId))!;
  }
}
