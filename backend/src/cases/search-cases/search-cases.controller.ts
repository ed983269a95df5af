import { BadRequestException, Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { QueryApi } from '../../platform/http/access.js';
import { SearchCasesRequest } from './search-cases.request.js';
import { SearchCasesQuery } from './search-cases.query.js';
import { SearchCasesResponse } from './search-cases.response.js';

@ApiTags('insolvency')
@QueryApi()
@Controller('insolvency')
export class SearchCasesController {
  constructor(private readonly queries: QueryBus) {}

  @Get('search')
  @ApiOperation({ summary: 'Insolvenzfälle suchen (Free-Plan: höchstens 5 Ergebnisse)' })
  @ApiOkResponse({ type: SearchCasesResponse, description: 'Treffer, Seitenangaben und Tarifgrenze' })
  @ApiProblems(400)
  search(@Query() request: SearchCasesRequest, @CurrentCaller() caller: Caller): Promise<SearchCasesResponse> {
    if (request.dateFrom && request.dateTo && request.dateFrom > request.dateTo) {
      throw new BadRequestException('Das Von-Datum darf nicht nach dem Bis-Datum liegen');
    }
    return this.queries.execute(new SearchCasesQuery(request, caller));
  }
}
