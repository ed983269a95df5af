import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { SAVED_SEARCHES_MAX } from '../domain/saved-search-rules.js';
import { SavedSearchQueries } from '../read-model/saved-search-queries.js';
import { SavedSearchListResponse } from '../read-model/saved-search.response.js';

@ApiTags('saved-searches')
@ApiBearerAuth()
@Controller('saved-searches')
export class ListSavedSearchesController {
  constructor(private readonly queries: SavedSearchQueries) {}

  /** Free users may list (and delete) what they saved while they were Pro. */
  @Get()
  @ApiOperation({ summary: 'Eigene Suchprofile' })
  @ApiOkResponse({ type: SavedSearchListResponse, description: 'Die eigenen Suchprofile und ihre Höchstzahl' })
  @ApiProblems(401)
  list(@CurrentCaller() caller: Caller): SavedSearchListResponse {
    return { items: this.queries.ofOwner(caller.userId!), max: SAVED_SEARCHES_MAX };
  }
}
