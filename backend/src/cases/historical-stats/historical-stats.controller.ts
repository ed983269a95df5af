import { Controller, Get, Header, Inject, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { berlinDate } from '../../platform/clock/berlin-time.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { QueryApi } from '../../platform/http/access.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { historyCsv } from './history-csv.js';
import { HistoricalStatsQuery } from './historical-stats.query.js';
import { HistoricalStatsRequest } from './historical-stats.request.js';
import { HistoricalStatsResponse } from './historical-stats.response.js';

const FREE_HINT = 'Free-Plan: die letzten 30 Tage. Mit Pro sehen Sie alle Monate und Jahre.';

/**
 * "Historische Daten" (a Pro feature, docs/SPEC.md §1): new proceedings per week, month or year by one dimension,
 * from anonymised counts that outlive the erasure of the cases. Free callers see the last 30 days.
 */
@ApiTags('insolvency')
@QueryApi()
@Controller('insolvency')
export class HistoricalStatsController {
  constructor(
    private readonly queries: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('history')
  @ApiOperation({ summary: `Historische Daten: neue Verfahren je Zeitraum und Aufteilung. ${FREE_HINT}` })
  @ApiOkResponse({ type: HistoricalStatsResponse, description: 'Neue Verfahren je Zeitraum und Gruppe' })
  history(@Query() request: HistoricalStatsRequest, @CurrentCaller() caller: Caller): Promise<HistoricalStatsResponse> {
    return this.stats(request, caller);
  }

  @Get('history.csv')
  @ApiOperation({ summary: `Historische Daten als CSV (Semikolon, UTF-8 mit BOM, für Excel). ${FREE_HINT}` })
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'Spalten: Zeitraum;Von;Bis;<Aufteilung>;Neue Verfahren',
    content: { 'text/csv': { schema: { type: 'string' } } },
  })
  @Header('Content-Type', 'text/csv; charset=utf-8')
  async csv(
    @Query() request: HistoricalStatsRequest,
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const stats = await this.stats(request, caller);
    response.setHeader(
      'Content-Disposition',
      `attachment; filename="historische-daten-${stats.from}-bis-${stats.to}.csv"`,
    );
    return historyCsv(stats);
  }

  private stats(request: HistoricalStatsRequest, caller: Caller): Promise<HistoricalStatsResponse> {
    return this.queries.execute(new HistoricalStatsQuery(request, caller, berlinDate(this.clock.now())));
  }
}
