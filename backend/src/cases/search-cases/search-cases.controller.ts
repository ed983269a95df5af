import { BadRequestException, Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import type { DatabaseSync } from 'node:sqlite';
import { CurrentCaller, isPro, type Caller } from '../../platform/http/caller.js';
import { FREE_LIMITS } from '../../platform/http/plan-policy.js';
import { READ_DB } from '../../platform/read-store/read-db.js';
import { readModelMissing } from '../../platform/read-store/read-model-missing.js';
import { toCaseView } from '../read-model/case-view.js';
import { CaseSearchIndex } from './search-index/case-search-index.js';
import { SearchCasesRequest } from './search-cases.request.js';
import { searchCases } from './search-cases.query.js';
import { SearchCasesResponse } from './search-cases.response.js';
import { QueryApi } from '../../platform/http/access.js';

const FREE_SEARCH_RESULTS = FREE_LIMITS.searchResults!;

@ApiTags('insolvency')
@QueryApi()
@Controller('insolvency')
export class SearchCasesController {
  constructor(
    @Inject(READ_DB) private readonly db: DatabaseSync,
    private readonly index: CaseSearchIndex,
  ) {}

  @Get('search')
  @ApiOperation({ summary: 'Insolvenzfälle suchen (Free-Plan: höchstens 5 Ergebnisse)' })
  @ApiOkResponse({ type: SearchCasesResponse, description: 'Treffer, Seitenangaben und Tarifgrenze' })
  @ApiProblems(400)
  search(@Query() request: SearchCasesRequest, @CurrentCaller() caller: Caller): SearchCasesResponse {
    if (request.dateFrom && request.dateTo && request.dateFrom > request.dateTo) {
      throw new BadRequestException('Das Von-Datum darf nicht nach dem Bis-Datum liegen');
    }
    const pro = isPro(caller);
    // Free callers see the first five results of the whole result set, whatever page they ask for.
    const page = pro ? request.page : 1;
    const limit = pro ? request.limit : Math.min(request.limit, FREE_SEARCH_RESULTS);
    let result: ReturnType<typeof searchCases>;
    try {
      result = searchCases(this.db, request, { offset: (page - 1) * limit, limit }, this.index);
    } catch (error) {
      if (!readModelMissing(error)) throw error;
      result = { total: 0, rows: [] };
    }
    const visibleTotal = pro ? result.total : Math.min(result.total, FREE_SEARCH_RESULTS);
    return {
      results: result.rows.map((row) => toCaseView(row, { fullText: false })),
      pagination: { page, totalPages: Math.max(1, Math.ceil(visibleTotal / limit)), total: visibleTotal },
      subscription: { isLimited: !pro && result.total > FREE_SEARCH_RESULTS, isPro: pro, totalAvailable: result.total },
    };
  }
}
