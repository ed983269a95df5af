import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { isProPlan } from '../../platform/http/plan-policy.js';
import { assertMayEnableAlert } from '../alert-needs-confirmed-email.js';
import { normaliseCriteria } from '../domain/saved-search-rules.js';
import { SAVED_SEARCH_QUERIES, type SavedSearchQueries } from '../read-model/saved-search-queries.port.js';
import type { SavedSearchView } from '../read-model/saved-search.view.js';
import { SavedSearchCommands } from '../saved-search-commands.js';
import { UpdateSavedSearchCommand } from './update-saved-search.command.js';

/**
 * Changes the given fields of the caller's saved search (someone else's is 404, as is an unknown id); names
 * stay unique among the owner's other saved searches. Answers with the saved search as it now reads.
 */
@CommandHandler(UpdateSavedSearchCommand)
export class UpdateSavedSearchHandler implements ICommandHandler<UpdateSavedSearchCommand> {
  constructor(
    private readonly commands: SavedSearchCommands,
    @Inject(SAVED_SEARCH_QUERIES) private readonly queries: SavedSearchQueries,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ id, request: body, caller }: UpdateSavedSearchCommand): Promise<SavedSearchView> {
    assertMayEnableAlert(caller, body.alert);
    const ownerId = caller.userId!;
    await this.commands.run(
      id,
      {
        type: 'UpdateSavedSearch',
        by: ownerId,
        isPro: isProPlan(caller.plan),
        otherNameKeys: await this.queries.nameKeysOfOwner(ownerId, id),
        changes: {
          ...(body.name !== undefined && { name: body.name }),
          ...(body.criteria !== undefined && { criteria: normaliseCriteria({ ...body.criteria }) }),
          ...(body.alert !== undefined && { alert: body.alert }),
          ...(body.mode !== undefined && { mode: body.mode }),
        },
        at: this.clock.now(),
      },
      ownerId,
    );
    return (await this.queries.findOwn(id, ownerId))!;
  }
}
