import { randomUUID } from 'node:crypto';
import { Body, Controller, Inject, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { assertMayEnableAlert } from '../alert-needs-confirmed-email.js';
import { isProPlan } from '../../platform/http/plan-policy.js';
import { normaliseCriteria, SAVED_SEARCHES_MAX } from '../domain/saved-search-rules.js';
import { SAVED_SEARCH_QUERIES, type SavedSearchQueries } from '../read-model/saved-search-queries.port.js';
import { SavedSearchResponse } from '../read-model/saved-search.response.js';
import { SavedSearchCommands } from '../saved-search-commands.js';
import { CreateSavedSearchRequest } from '../saved-search.request.js';
import { SavedSearchesPlanGuard } from '../saved-searches-plan.guard.js';

@ApiTags('saved-searches')
@ApiBearerAuth()
@Controller('saved-searches')
export class CreateSavedSearchController {
  constructor(
    private readonly commands: SavedSearchCommands,
    @Inject(SAVED_SEARCH_QUERIES) private readonly queries: SavedSearchQueries,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post()
  @UseGuards(SavedSearchesPlanGuard)
  @ApiOperation({ summary: 'Suche als Suchprofil speichern (nur Pro)' })
  @ApiCreatedResponse({ type: SavedSearchResponse, description: 'Das gespeicherte Suchprofil' })
  @ApiProblems(
    400,
    401,
    [
      403,
      'Pro-Abonnement erforderlich für gespeicherte Suchprofile; die tägliche E-Mail braucht eine bestätigte E-Mail-Adresse',
    ],
    [409, 'Ein Suchprofil mit diesem Namen gibt es bereits'],
    [422, `Schon ${SAVED_SEARCHES_MAX} Suchprofile gespeichert`],
  )
  async create(@Body() body: CreateSavedSearchRequest, @CurrentCaller() caller: Caller): Promise<SavedSearchResponse> {
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
        fields: { name: body.name, criteria: normaliseCriteria({ ...body.criteria }), alert: body.alert ?? false },
        at: this.clock.now(),
      },
      ownerId,
    );
    return (await this.queries.findOwn(id, ownerId))!;
  }
}
