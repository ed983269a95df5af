import { Controller, Get, Inject, Param, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import type { Response } from 'express';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { PortfolioAccess } from '../http/portfolio-access.js';
import { portfolioIdPipe } from '../http/portfolio-id.pipe.js';
import { PortfoliosPlanGuard } from '../http/portfolios-plan.guard.js';
import { RowViews } from '../http/row-views.js';
import { ROW_STATES } from '../list-rows/list-rows.controller.js';
import {
  PORTFOLIO_MATCH_STORE,
  type PortfolioMatchStore,
  type RowState,
} from '../matching-store/portfolio-match-store.port.js';
import { PORTFOLIO_ROW_STORE, type PortfolioRowStore } from '../rows/portfolio-row-store.port.js';
import { hitsTable } from './hits-table.js';
import { writeCsv } from './write-export.js';
import { writeXlsxInThread } from './write-xlsx-in-thread.js';
import { EXPORT_SCHEMA } from '../http/portfolio-openapi.js';
import { backgroundTurn } from '../../platform/background/background-turns.js';

export class ExportQuery {
  @IsOptional()
  @IsIn(['csv', 'xlsx'], { message: 'Das Format muss „csv“ oder „xlsx“ sein.' })
  format?: 'csv' | 'xlsx';

  @IsOptional()
  @IsIn(ROW_STATES, { message: 'Der Zustand muss „Treffer“, „Prüfen“ oder „Kein Treffer“ sein.' })
  state?: RowState;
}

const CHUNK = 500;
/** Rows shaped between two turns of the event loop (about 20 ms of work). */
const SLICE_ROWS = 20;

@ApiTags('portfolios')
@ApiBearerAuth()
@Controller('portfolios')
@UseGuards(PortfoliosPlanGuard)
export class ExportHitsController {
  constructor(
    private readonly access: PortfolioAccess,
    private readonly views: RowViews,
    @Inject(PORTFOLIO_ROW_STORE) private readonly rows: PortfolioRowStore,
    @Inject(PORTFOLIO_MATCH_STORE) private readonly matches: PortfolioMatchStore,
  ) {}

  @Get(':id/export')
  @ApiOperation({ summary: 'Treffer mit Kundennummern und Verfahrensdaten als CSV oder XLSX' })
  @ApiOkResponse({
    description: 'Die Treffer als Datei',
    content: {
      'text/csv': { schema: EXPORT_SCHEMA },
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: EXPORT_SCHEMA },
    },
  })
  @ApiProduces('text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  @ApiProblems(400, 401, 403, [404, 'Das Portfolio wurde nicht gefunden'])
  async export(
    @Param('id', portfolioIdPipe) portfolioId: string,
    @Query() query: ExportQuery,
    @CurrentCaller() caller: Caller,
    @Res() response: Response,
  ): Promise<void> {
    const portfolio = await this.access.portfolio(portfolioId, caller.userId!);
    const state = query.state ?? 'Treffer';
    const lines: string[][] = [];
    for (let offset = 0; ; offset += CHUNK) {
      const { rowIds } = await this.matches.rowIdsInState(portfolioId, state, { offset, limit: CHUNK });
      if (rowIds.length === 0) break;
      // A row's view reads its cases (about a millisecond a row): in slices, taking turns with the other requests,
      // so that an export of thousands of hits does not stall everybody for seconds.
      for (let at = 0; at < rowIds.length; at += SLICE_ROWS) {
        await backgroundTurn();
        const slice = rowIds.slice(at, at + SLICE_ROWS);
        lines.push(...hitsTable(await this.views.views(portfolioId, await this.rows.rowsById(portfolioId, slice))));
      }
      if (rowIds.length < CHUNK) break;
    }
    const xlsx = query.format === 'xlsx';
    const body = xlsx ? await writeXlsxInThread(lines) : writeCsv(lines);
    const base = `${portfolio.name.replace(/[^\p{L}\p{N} _-]/gu, '').trim() || 'Portfolio'} ${state}`;
    response
      .status(200)
      .type(xlsx ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8')
      .setHeader(
        'Content-Disposition',
        `attachment; filename="portfolio.${xlsx ? 'xlsx' : 'csv'}"; filename*=UTF-8''${encodeURIComponent(`${base}.${xlsx ? 'xlsx' : 'csv'}`)}`,
      )
      .send(body);
  }
}
