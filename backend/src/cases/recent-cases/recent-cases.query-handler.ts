import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isPro } from '../../platform/http/caller.js';
import { FREE_LIMITS } from '../../platform/http/plan-policy.js';
import { CASE_QUERIES, type CaseQueries } from '../read-model/case-queries.port.js';
import { toCaseView } from '../read-model/case-view.js';
import { RecentCasesQuery } from './recent-cases.query.js';
import type { RecentCasesResponse } from './recent-cases.response.js';

const FREE_RECENT_NOTICES = FREE_LIMITS.recentNotices!;

@QueryHandler(RecentCasesQuery)
export class RecentCasesHandler implements IQueryHandler<RecentCasesQuery> {
  constructor(@Inject(CASE_QUERIES) private readonly cases: CaseQueries) {}

  async execute({ limit: asked, caller }: RecentCasesQuery): Promise<RecentCasesResponse> {
    const pro = isPro(caller);
    const limit = pro ? asked : Math.min(asked, FREE_RECENT_NOTICES);
    const [latest, total] = await Promise.all([this.cases.latestCases(limit), this.cases.countCases()]);
    return {
      results: latest.map((record) => toCaseView(record, { fullText: false })),
      subscription: { isLimited: !pro && total > FREE_RECENT_NOTICES, isPro: pro, totalAvailable: total },
    };
  }
}
