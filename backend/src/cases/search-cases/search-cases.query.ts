import { Query } from '@nestjs/cqrs';
import type { Caller } from '../../platform/http/caller.js';
import type { SearchCasesRequest } from './search-cases.request.js';
import type { SearchCasesResponse } from './search-cases.response.js';

/** Search the cases as `caller` (the plan decides how many results they see). */
export class SearchCasesQuery extends Query<SearchCasesResponse> {
  constructor(
    readonly request: SearchCasesRequest,
    readonly caller: Caller,
  ) {
    super();
  }
}
