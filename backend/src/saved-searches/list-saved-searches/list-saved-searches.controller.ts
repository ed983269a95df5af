import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { SAVED_SEARCHES_MAX } from '../domain/saved-search-rules.js';
import { SavedSearchQueries } from '../read-model/saved-search-queries.js';
import { SavedSearchListView } from '../read-model/saved-search.view.js';

@ApiTags('saved-searches')
@ApiBearerAuth()
@Controller('saved-searches')
export class ListSavedSearchesController {
  constructor(private readonly queries: SavedSearchQueries) {}

  /** Free users may list (and delete) what they saved while they were Pro. */
  @Get()
  @ApiOperation({ summary: 'Eigene Suchprofile' })
  @ApiOkResponse({ type: SavedSearchListView })
  list(@CurrentCaller() caller: Caller): SavedSearchListView {
    return { items: this.queries.ofOwner(caller.userId!), max: SAVED_SEARCHES_MAX };
  }
}
