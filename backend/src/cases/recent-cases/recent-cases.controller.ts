import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { QueryApi } from '../../platform/http/access.js';
import { RecentCasesQuery } from './recent-cases.query.js';
import { RecentCasesRequest } from './recent-cases.request.js';
import { RecentCasesResponse } from './recent-cases.response.js';

@ApiTags('insolvency')
@QueryApi()
@Controller('insolvency')
export class RecentCasesController {
  constructor(private readonly queries: QueryBus) {}

  @Get('recent')
  @ApiOperation({ summary: 'Neueste Bekanntmachungen (Free-Plan: höchstens 5)' })
  @ApiOkResponse({ type: RecentCasesResponse, description: 'Neueste Verfahren und Tarifgrenze' })
  @ApiProblems(400)
  recent(@Query() request: RecentCasesRequest, @CurrentCaller() caller: Caller): Promise<RecentCasesResponse> {
    return this.queries.execute(new RecentCasesQuery(request.limit, caller));
  }
}
