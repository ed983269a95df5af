import { randomUUID } from 'node:crypto';
import { Body, Controller, Inject, Post, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { assertMayEnableAlert } from '../alert-needs-confirmed-email.js';
import { isProPlan } from '../../platform/http/plan-policy.js';
import { normaliseCriteria, SAVED_SEARCHES_MAX } from '../domain/saved-search-rules.js';
import { SavedSearchQueries } from '../read-model/saved-search-queries.js';
import { SavedSearchView } from '../read-model/saved-search.view.js';
import { SavedSearchCommands } from '../saved-search-commands.js';
import { CreateSavedSearchRequest } from '../saved-search.request.js';
import { SavedSearchesPlanGuard } from '../saved-searches-plan.guard.js';

@ApiTags('saved-searches')
@ApiBearerAuth()
@Controller('saved-searches')
export class CreateSavedSearchController {
  constructor(
    private readonly commands: SavedSearchCommands,
    private readonly queries: SavedSearchQueries,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post()
  @UseGuards(SavedSearchesPlanGuard)
  @ApiOperation({ summary: 'Suche als Suchprofil speichern (nur Pro)' })
  @ApiCreatedResponse({ type: SavedSearchView, description: 'Das gespeicherte Suchprofil' })
  @ApiForbiddenResponse({
    description:
      'Pro-Abonnement erforderlich für gespeicherte Suchprofile; die tägliche E-Mail braucht eine bestätigte E-Mail-Adresse',
  })
  @ApiConflictResponse({ description: 'Ein Suchprofil mit diesem Namen gibt es bereits' })
  @ApiUnprocessableEntityResponse({ description: `Ungültige Felder, oder schon ${SAVED_SEARCHES_MAX} Suchprofile` })
  async create(@Body() body: CreateSavedSearchRequest, @CurrentCaller() caller: Caller): Promise<SavedSearchView> {
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
        ownerNameKeys: this.queries.nameKeysOfOwner(ownerId),
        maxSavedSearches: SAVED_SEARCHES_MAX,
        fields: { name: body.name, criteria: normaliseCriteria({ ...body.criteria }), alert: body.alert ?? false },
        at: this.clock.now(),
      },
      ownerId,
    );
    return this.queries.findOwn(id, ownerId)!;
  }
}
