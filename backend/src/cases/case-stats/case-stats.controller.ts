import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DatabaseSync } from 'node:sqlite';
import { addDays, berlinDate } from '../../platform/clock/berlin-time.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { READ_DB } from '../../platform/read-store/read-db.js';
import { readModelMissing } from '../../platform/read-store/read-model-missing.js';
import { QueryApi } from '../../platform/http/access.js';

@ApiTags('insolvency')
@QueryApi()
@Controller('insolvency')
export class CaseStatsController {
  constructor(
    @Inject(READ_DB) private readonly db: DatabaseSync,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** recentCases: published in the last 7 days; weeklyChange: percent against the 7 days before. */
  @Get('stats')
  @ApiOperation({ summary: 'Kennzahlen: neue Verfahren (7 Tage), Gesamtzahl, Veränderung zur Vorwoche in %' })
  stats() {
    const today = berlinDate(this.clock.now());
    const weekStart = addDays(today, -6);
    const previousStart = addDays(today, -13);
    const count = (sql: string, ...params: string[]) => (this.db.prepare(sql).get(...params) as { n: number }).n;
    try {
      // rm_case_counts holds exact counts per publication day (kept by triggers): no scan of the cases.
      const totalCases = count('SELECT COALESCE(SUM(n), 0) AS n FROM rm_case_counts');
      const recentCases = count(
        'SELECT COALESCE(SUM(n), 0) AS n FROM rm_case_counts WHERE publication_date >= ?',
        weekStart,
      );
      const previous = count(
        'SELECT COALESCE(SUM(n), 0) AS n FROM rm_case_counts WHERE publication_date >= ? AND publication_date < ?',
        previousStart,
        weekStart,
      );
      const weeklyChange =
        previous === 0 ? (recentCases > 0 ? 100 : 0) : Math.round(((recentCases - previous) / previous) * 1000) / 10;
      return { recentCases, totalCases, weeklyChange };
    } catch (error) {
      if (!readModelMissing(error)) throw error;
      return { recentCases: 0, totalCases: 0, weeklyChange: 0 };
    }
  }
}
