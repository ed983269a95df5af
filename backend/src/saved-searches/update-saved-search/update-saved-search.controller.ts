import { Body, Controller, Inject, Param, Patch, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { assertMayEnableAlert } from '../alert-needs-confirmed-email.js';
import { isProPlan } from '../../platform/http/plan-policy.js';
import { normaliseCriteria } from '../domain/saved-search-rules.js';
import { SAVED_SEARCH_QUERIES, type SavedSearchQueries } from '../read-model/saved-search-queries.port.js';
import { SavedSearchResponse } from '../read-model/saved-search.response.js';
import { SavedSearchCommands } from '../saved-search-commands.js';
import { savedSearchIdPipe } from '../saved-search-id.pipe.js';
import { UpdateSavedSearchRequest } from '../saved-search.request.js';
import { SavedSearchesPlanGuard } from '../saved-searches-plan.guard.js';

@ApiTags('saved-searches')
@ApiBearerAuth()
@Controller('saved-searches')
export class UpdateSavedSearchController {
  constructor(
    private readonly commands: SavedSearchCommands,
    @Inject(SAVED_SEARCH_QUERIES) private readonly queries: SavedSearchQueries,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Patch(':id')
  @UseGuards(SavedSearchesPlanGuard)
  @ApiOperation({ summary: 'Eigenes Suchprofil umbenennen, Kriterien ändern oder Benachrichtigung schalten (nur Pro)' })
  @ApiOkResponse({ type: SavedSearchResponse, description: 'Das geänderte Suchprofil' })
  @ApiProblems(
    400,
    401,
    [
      403,
      'Pro-Abonnement erforderlich für gespeicherte Suchprofile; die tägliche E-Mail braucht eine bestätigte E-Mail-Adresse',
    ],
    [404, 'Das Suchprofil wurde nicht gefunden'],
    [409, 'Ein anderes Suchprofil hat diesen Namen'],
  )
  async update(
    @Param('id', savedSearchIdPipe) id: string,
    @Body() body: UpdateSavedSearchRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<SavedSearchResponse> {
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
        },
        at: this.clock.now(),
      },
      ownerId,
    );
    return (await this.queries.findOwn(id, ownerId))!;
  }
}
