import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isPro } from '../../platform/http/caller.js';
import { FREE_LIMITS } from '../../platform/http/plan-policy.js';
import { CASE_QUERIES, type CaseQueries } from '../read-model/case-queries.port.js';
import { toCaseView } from '../read-model/case-view.js';
import { SearchCasesQuery } from './search-cases.query.js';
import type { SearchCasesResponse } from './search-cases.response.js';

const FREE_SEARCH_RESULTS = FREE_LIMITS.searchResults!;

@QueryHandler(SearchCasesQuery)
export class SearchCasesHandler implements IQueryHandler<SearchCasesQuery> {
  constructor(@Inject(CASE_QUERIES) private readonly cases: CaseQueries) {}

  async execute({ request, caller }: SearchCasesQuery): Promise<SearchCasesResponse> {
    const pro = isPro(caller);
    // Free callers see the first five results of the whole result set, whatever page they ask for.
    const page = pro ? request.page : 1;
    const limit = pro ? request.limit : Math.min(request.limit, FREE_SEARCH_RESULTS);
    const found = await this.cases.search(request, { offset: (page - 1) * limit, limit });
    const visibleTotal = pro ? found.total : Math.min(found.total, FREE_SEARCH_RESULTS);
    return {
      results: found.cases.map((record) => toCaseView(record, { fullText: false })),
      pagination: { page, totalPages: Math.max(1, Math.ceil(visibleTotal / limit)), total: visibleTotal },
      subscription: { isLimited: !pro && found.total > FREE_SEARCH_RESULTS, isPro: pro, totalAvailable: found.total },
    };
  }
}
