import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DatabaseSync } from 'node:sqlite';
import { addDays, berlinDate } from '../../platform/clock/berlin-time.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { READ_DB } from '../../platform/read-store/read-db.js';
import { readModelMissing } from '../../platform/read-store/read-model-missing.js';
import { QueryApi } from '../../platform/http/access.js';
import { prepared } from '../../platform/sqlite/prepared.js';
import { CaseStatsResponse } from './case-stats.response.js';

const CHART_DAYS = 30;

function zeroDays(today: string): { date: string; count: number }[] {
  return Array.from({ length: CHART_DAYS }, (_, i) => ({ date: addDays(today, i - (CHART_DAYS - 1)), count: 0 }));
}

@ApiTags('insolvency')
@QueryApi()
@Controller('insolvency')
export class CaseStatsController {
  constructor(
    @Inject(READ_DB) private readonly db: DatabaseSync,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * recentCases: published in the last 7 days; previousCases: in the 7 days before (0 there makes the change
   * "neu", not a percentage); weeklyChange: percent against the 7 days before; daily: cases per
   * publication day of the last 30 Berlin days (zero-filled, oldest first, for the dashboard chart); byState:
   * cases per Land, most first.
   */
  @Get('stats')
  @ApiOperation({ summary: 'Kennzahlen: neue Verfahren (7 Tage), Gesamtzahl, Veränderung zur Vorwoche in %' })
  @ApiOkResponse({ type: CaseStatsResponse, description: 'Kennzahlen, Tagesverlauf und Bundesländer' })
  stats(): CaseStatsResponse {
    const today = berlinDate(this.clock.now());
    const weekStart = addDays(today, -6);
    const previousStart = addDays(today, -13);
    const count = (sql: string, ...params: string[]) => (prepared(this.db, sql).get(...params) as { n: number }).n;
    try {
      // rm_case_counts holds exact counts per publication day (kept by triggers): no scan of the cases.
      const totalCases = count('SELECT COALESCE(SUM(n), 0) AS n FROM rm_case_counts');
      const recentCases = count(
        'SELECT COALESCE(SUM(n), 0) AS n FROM rm_case_counts WHERE publication_date >= ?',
        weekStart,
      );
      const previousCases = count(
        'SELECT COALESCE(SUM(n), 0) AS n FROM rm_case_counts WHERE publication_date >= ? AND publication_date < ?',
        previousStart,
        weekStart,
      );
      const weeklyChange =
        previousCases === 0
          ? recentCases > 0
            ? 100
            : 0
          : Math.round(((recentCases - previousCases) / previousCases) * 1000) / 10;
      return {
        recentCases,
        previousCases,
        totalCases,
        weeklyChange,
        daily: this.daily(today),
        byState: this.byState(),
      };
    } catch (error) {
      if (!readModelMissing(error)) throw error;
      return { recentCases: 0, previousCases: 0, totalCases: 0, weeklyChange: 0, daily: zeroDays(today), byState: [] };
    }
  }

  private daily(today: string): { date: string; count: number }[] {
    const counts = new Map(
      (
        prepared(
          this.db,
          `SELECT publication_date AS date, SUM(n) AS n FROM rm_case_counts
             WHERE publication_date >= ? AND publication_date <= ? GROUP BY publication_date`,
        ).all(addDays(today, -(CHART_DAYS - 1)), today) as { date: string; n: number }[]
      ).map((row) => [row.date, row.n]),
    );
    return zeroDays(today).map((day) => ({ date: day.date, count: counts.get(day.date) ?? 0 }));
  }

  private byState(): { state: string; count: number }[] {
    return (
      prepared(
        this.db,
        `SELECT state, SUM(n) AS n FROM rm_case_counts WHERE state <> '' GROUP BY state ORDER BY n DESC, state`,
      ).all() as { state: string; n: number }[]
    ).map((row) => ({ state: row.state, count: row.n }));
  }
}
