import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { SavedSearchListResponse } from '../read-model/saved-search.response.js';
import { ListSavedSearchesQuery } from './list-saved-searches.query.js';

@ApiTags('saved-searches')
@ApiBearerAuth()
@Controller('saved-searches')
export class ListSavedSearchesController {
  constructor(private readonly queries: QueryBus) {}

  /** Free users may list (and delete) what they saved while they were Pro. */
  @Get()
  @ApiOperation({ summary: 'Eigene Suchprofile' })
  @ApiOkResponse({ type: SavedSearchListResponse, description: 'Die eigenen Suchprofile und ihre Höchstzahl' })
  @ApiProblems(401)
  list(@CurrentCaller() caller: Caller): Promise<SavedSearchListResponse> {
    return this.queries.execute(new ListSavedSearchesQuery(caller.userId!));
  }
}
