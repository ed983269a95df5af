import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { addDays } from '../../platform/clock/berlin-time.js';
import { CASE_QUERIES, type CaseQueries } from '../read-model/case-queries.port.js';
import { CaseStatsQuery } from './case-stats.query.js';
import type { CaseStatsResponse } from './case-stats.response.js';

const CHART_DAYS = 30;

/**
 * recentCases: published in the last 7 days; previousCases: in the 7 days before (0 there makes the change
 * "neu", not a percentage); weeklyChange: percent against the 7 days before; daily: cases per publication day
 * of the last 30 Berlin days (zero-filled, oldest first, for the dashboard chart); byState: cases per Land,
 * most first.
 */
@QueryHandler(CaseStatsQuery)
export class CaseStatsHandler implements IQueryHandler<CaseStatsQuery> {
  constructor(@Inject(CASE_QUERIES) private readonly cases: CaseQueries) {}

  async execute({ today }: CaseStatsQuery): Promise<CaseStatsResponse> {
    const weekStart = addDays(today, -6);
    const chartStart = addDays(today, -(CHART_DAYS - 1));
    const [totalCases, recentCases, previousCases, perDay, byState] = await Promise.all([
      this.cases.countCases(),
      this.cases.countCases({ from: weekStart }),
      this.cases.countCases({ from: addDays(today, -13), before: weekStart }),
      this.cases.casesPerPublicationDay(chartStart, today),
      this.cases.casesPerState(),
    ]);
    const weeklyChange =
      previousCases === 0
        ? recentCases > 0
          ? 100
          : 0
        : Math.round(((recentCases - previousCases) / previousCases) * 1000) / 10;
    const counts = new Map(perDay.map((day) => [day.date, day.count]));
    const daily = Array.from({ length: CHART_DAYS }, (_, i) => {
      const date = addDays(chartStart, i);
      return { date, count: counts.get(date) ?? 0 };
    });
    return { recentCases, previousCases, totalCases, weeklyChange, daily, byState };
  }
}
