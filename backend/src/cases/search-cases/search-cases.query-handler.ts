import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isPro } from '../../platform/http/caller.js';
import { FREE_LIMITS } from '../../platform/http/plan-policy.js';
import { CASE_QUERIES, type CaseFilter, type CaseQueries } from '../read-model/case-queries.port.js';
import { toCaseView } from '../read-model/case-view.js';
import { highlightCase } from '../domain/search-query/highlights.js';
import { relaxable, understandQuery } from '../domain/search-query/understand-query.js';
import { SearchCasesQuery } from './search-cases.query.js';
import type { SearchCasesResponse } from './search-cases.response.js';

const FREE_SEARCH_RESULTS = FREE_LIMITS.searchResults!;

@QueryHandler(SearchCasesQuery)
export class SearchCasesHandler implements IQueryHandler<SearchCasesQuery> {
  constructor(@Inject(CASE_QUERIES) private readonly cases: CaseQueries) {}

  async execute({ request, caller }: SearchCasesQuery): Promise<SearchCasesResponse> {
    const pro = isPro(caller);
    const limit = pro ? request.limit : Math.min(request.limit, FREE_SEARCH_RESULTS);
    // Free callers see the first five results of the whole result set, on as many pages as their limit makes of
    // them (limit=1: five pages of one). A page beyond the last shows the last one, for every caller, so the
    // results and the page number agree (the total is known only after the first read: one more read then).
    const requested = pro ? request.page : Math.min(request.page, Math.ceil(FREE_SEARCH_RESULTS / limit));
    const visible = (total: number) => (pro ? total : Math.min(total, FREE_SEARCH_RESULTS));
    let filter: CaseFilter = request;
    const read = (page: number) => {
      const offset = (page - 1) * limit;
      const take = pro ? limit : Math.min(limit, FREE_SEARCH_RESULTS - offset);
      return this.cases.search(filter, { offset, limit: take });
    };
    let page = requested;
    let found = await read(page);
    // Nothing written like that: words of three to five letters may have a typo too ("Handl" → "Handel"). Only
    // then, as one edit away from such a word are many unrelated words. `query` is the reading the results were
    // found by, so that the marks say why each case was found.
    let query = understandQuery(request.q);
    if (found.total === 0 && relaxable(query)) {
      filter = { ...request, typos: 'relaxed' };
      query = understandQuery(request.q, 'relaxed');
      found = await read(page);
    }
    const lastPage = Math.max(1, Math.ceil(visible(found.total) / limit));
    if (page > lastPage) {
      page = lastPage;
      found = await read(page);
    }
    const visibleTotal = visible(found.total);
    const totalPages = Math.max(1, Math.ceil(visibleTotal / limit));
    return {
      results: found.cases.map((record) => {
        const view = toCaseView(record, { fullText: false });
        return { ...view, highlights: highlightCase(query, view) };
      }),
      pagination: { page: Math.min(page, totalPages), totalPages, total: visibleTotal },
      subscription: { isLimited: !pro && found.total > FREE_SEARCH_RESULTS, isPro: pro, totalAvailable: found.total },
      // Nothing found in an empty store says "nothing imported yet", not "try another term".
      dataAvailable: found.total > 0 || (await this.cases.countCases()) > 0,
      similarSpellings: filter.typos === 'relaxed' && found.total > 0,
    };
  }
}
