import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { PortfoliosPlanGuard } from '../http/portfolios-plan.guard.js';
import { PortfolioViews, type PortfolioSummary } from '../http/portfolio-views.js';
import { PORTFOLIO_ROW_STORE, type PortfolioRowStore } from '../rows/portfolio-row-store.port.js';
import { PORTFOLIO_LIST_SCHEMA } from '../http/portfolio-openapi.js';

@ApiTags('portfolios')
@ApiBearerAuth()
@Controller('portfolios')
@UseGuards(PortfoliosPlanGuard)
export class ListPortfoliosController {
  constructor(
    @Inject(PORTFOLIO_ROW_STORE) private readonly store: PortfolioRowStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly views: PortfolioViews,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Eigene Portfolios mit Zählern und der Zeilengrenze des Tarifs (nur Pro)' })
  @ApiOkResponse({ description: 'Die eigenen Portfolios und die Zeilengrenze', schema: PORTFOLIO_LIST_SCHEMA })
  @ApiProblems(401, [403, 'Pro-Abonnement erforderlich für Portfolios'])
  async list(
    @CurrentCaller() caller: Caller,
  ): Promise<{ items: PortfolioSummary[]; limit: { maxRows: number; usedRows: number } }> {
    const ownerId = caller.userId!;
    const portfolios = await this.store.portfoliosOf(ownerId);
    return {
      items: await Promise.all(portfolios.map((p) => this.views.summary(p))),
      limit: { maxRows: this.config.portfolios.maxRows, usedRows: await this.store.usedRows(ownerId) },
    };
  }
}
