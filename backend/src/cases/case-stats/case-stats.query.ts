import { Query } from '@nestjs/cqrs';
import type { CaseStatsResponse } from './case-stats.response.js';

/** The dashboard's key figures as of `today` (Berlin date). */
export class CaseStatsQuery extends Query<CaseStatsResponse> {
  constructor(readonly today: string) {
    super();
  }
}
