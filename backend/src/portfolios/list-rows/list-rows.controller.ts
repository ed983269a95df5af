import { Controller, Get, Inject, Param, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsISO8601, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { PortfolioAccess } from '../http/portfolio-access.js';
import { portfolioIdPipe } from '../http/portfolio-id.pipe.js';
import { stateCounts, type StateCounts } from '../http/portfolio-views.js';
import { PortfoliosPlanGuard } from '../http/portfolios-plan.guard.js';
import { RowViews, type RowView } from '../http/row-views.js';
import { rowsInState } from '../http/rows-in-state.js';
import {
  PORTFOLIO_MATCH_STORE,
  type PortfolioMatchStore,
  type RowState,
} from '../matching-store/portfolio-match-store.port.js';
import { PORTFOLIO_ROW_STORE, type PortfolioRowStore } from '../rows/portfolio-row-store.port.js';
import { ROWS_SCHEMA } from '../http/portfolio-openapi.js';

export const ROW_STATES: readonly RowState[] = ['Treffer', 'Prüfen', 'Kein Treffer'];
const DATE = 'Das Datum muss die Form JJJJ-MM-TT haben.';

export class ListRowsQuery {
  @IsOptional()
  @IsIn(ROW_STATES, { message: 'Der Zustand muss „Treffer“, „Prüfen“ oder „Kein Treffer“ sein.' })
  state?: RowState;

  @IsOptional()
  @IsString({ message: 'Der Suchtext muss ein Text sein.' })
  @MaxLength(200, { message: 'Der Suchtext darf höchstens 200 Zeichen lang sein.' })
  q?: string;

  @IsOptional()
  @IsString({ message: 'Das Bundesland muss ein Text sein.' })
  @MaxLength(100, { message: 'Das Bundesland ist zu lang.' })
  bundesland?: string;

  @IsOptional()
  @IsString({ message: 'Die Verfahrensart muss ein Text sein.' })
  @MaxLength(100, { message: 'Die Verfahrensart ist zu lang.' })
  verfahrensart?: string;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: DATE })
  from?: string;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: DATE })
  to?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Die Seite muss eine ganze Zahl ab 1 sein.' })
  @Min(1, { message: 'Die Seite muss eine ganze Zahl ab 1 sein.' })
  page?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Die Seitengröße muss eine ganze Zahl von 1 bis 200 sein.' })
  @Min(1, { message: 'Die Seitengröße muss eine ganze Zahl von 1 bis 200 sein.' })
  @Max(200, { message: 'Die Seitengröße muss eine ganze Zahl von 1 bis 200 sein.' })
  pageSize?: number;
}

@ApiTags('portfolios')
@ApiBearerAuth()
@Controller('portfolios')
@UseGuards(PortfoliosPlanGuard)
export class ListRowsController {
  constructor(
    private readonly access: PortfolioAccess,
    private readonly views: RowViews,
    @Inject(PORTFOLIO_ROW_STORE) private readonly rows: PortfolioRowStore,
    @Inject(PORTFOLIO_MATCH_STORE) private readonly matches: PortfolioMatchStore,
  ) {}

  @Get(':id/rows')
  @ApiOperation({ summary: 'Zeilen eines Portfolios je Zustand, mit Treffern und Kandidaten' })
  @ApiOkResponse({ description: 'Die Zeilen im gewählten Status', schema: ROWS_SCHEMA })
  @ApiProblems(400, 401, 403, [404, 'Das Portfolio wurde nicht gefunden'])
  async list(
    @Param('id', portfolioIdPipe) portfolioId: string,
    @Query() query: ListRowsQuery,
    @CurrentCaller() caller: Caller,
  ): Promise<{ items: RowView[]; total: number; counts: StateCounts }> {
    await this.access.portfolio(portfolioId, caller.userId!);
    const pageSize = query.pageSize ?? 50;
    const page = { offset: ((query.page ?? 1) - 1) * pageSize, limit: pageSize };
    const { items, total } = await rowsInState(portfolioId, { ...query, state: query.state ?? 'Treffer' }, page, {
      rows: this.rows,
      matches: this.matches,
      views: this.views,
    });
    return { items, total, counts: stateCounts(await this.matches.counts(portfolioId)) };
  }
}
