import { Query } from '@nestjs/cqrs';
import type { Caller } from '../../platform/http/caller.js';
import type { RecentCasesResponse } from './recent-cases.response.js';

/** The latest cases, as many as `limit` (Free plan: at most five). */
export class RecentCasesQuery extends Query<RecentCasesResponse> {
  constructor(
    readonly limit: number,
    readonly caller: Caller,
  ) {
    super();
  }
}
