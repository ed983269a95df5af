import { Query } from '@nestjs/cqrs';
import type { Caller } from '../../platform/http/caller.js';
import type { HistoricalStatsRequest } from './historical-stats.request.js';
import type { HistoricalStatsResponse } from './historical-stats.response.js';

/** New proceedings per period and group as `caller` may see them (Free plan: the last 30 days up to `today`). */
export class HistoricalStatsQuery extends Query<HistoricalStatsResponse> {
  constructor(
    readonly request: HistoricalStatsRequest,
    readonly caller: Caller,
    readonly today: string,
  ) {
    super();
  }
}
