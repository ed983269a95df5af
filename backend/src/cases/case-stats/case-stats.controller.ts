import { Controller, Get, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { berlinDate } from '../../platform/clock/berlin-time.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { QueryApi } from '../../platform/http/access.js';
import { CaseStatsQuery } from './case-stats.query.js';
import { CaseStatsResponse } from './case-stats.response.js';

@ApiTags('insolvency')
@QueryApi()
@Controller('insolvency')
export class CaseStatsController {
  constructor(
    private readonly queries: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('stats')
  @ApiOperation({ summary: 'Kennzahlen: neue Verfahren (7 Tage), Gesamtzahl, Veränderung zur Vorwoche in %' })
  @ApiOkResponse({ type: CaseStatsResponse, description: 'Kennzahlen, Tagesverlauf und Bundesländer' })
  stats(): Promise<CaseStatsResponse> {
    return this.queries.execute(new CaseStatsQuery(berlinDate(this.clock.now())));
  }
}
