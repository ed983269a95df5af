import { BadRequestException, Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { limitsFor } from '../../platform/http/plan-policy.js';
import { CASE_QUERIES, type CaseQueries } from '../read-model/case-queries.port.js';
import { HistoricalStatsQuery } from './historical-stats.query.js';
import type { HistoricalStatsResponse } from './historical-stats.response.js';
import { historyRange } from './history-range.js';
import { historyTable } from './history-table.js';

@QueryHandler(HistoricalStatsQuery)
export class HistoricalStatsHandler implements IQueryHandler<HistoricalStatsQuery> {
  constructor(@Inject(CASE_QUERIES) private readonly cases: CaseQueries) {}

  async execute({ request, caller, today }: HistoricalStatsQuery): Promise<HistoricalStatsResponse> {
    const range = historyRange(request, today, limitsFor(caller).historyDays);
    if (!range.ok) throw new BadRequestException(range.message);
    const query = { from: range.from, to: range.to, groupBy: request.groupBy, interval: request.interval };
    return historyTable(query, await this.cases.historyCounts(query), range.restriction);
  }
}
