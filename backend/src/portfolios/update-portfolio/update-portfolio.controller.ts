import { Body, Controller, Inject, Param, Patch, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { isProPlan } from '../../platform/http/plan-policy.js';
import { PortfolioCommands } from '../portfolio-commands.js';
import { portfolioIdPipe } from '../http/portfolio-id.pipe.js';
import { PortfoliosPlanGuard } from '../http/portfolios-plan.guard.js';
import { UpdatePortfolioRequest } from '../http/portfolio.request.js';
import { PortfolioViews, type PortfolioSummary } from '../http/portfolio-views.js';
import { PORTFOLIO_ROW_STORE, type PortfolioRowStore } from '../rows/portfolio-row-store.port.js';
import { PORTFOLIO_SUMMARY_SCHEMA } from '../http/portfolio-openapi.js';

@ApiTags('portfolios')
@ApiBearerAuth()
@Controller('portfolios')
@UseGuards(PortfoliosPlanGuard)
export class UpdatePortfolioController {
  constructor(
    private readonly commands: PortfolioCommands,
    private readonly views: PortfolioViews,
    @Inject(PORTFOLIO_ROW_STORE) private readonly store: PortfolioRowStore,
  ) {}

  @Patch(':id')
  @ApiOperation({ summary: 'Portfolio umbenennen oder die Zustellung ändern' })
  @ApiOkResponse({ description: 'Das geänderte Portfolio', schema: PORTFOLIO_SUMMARY_SCHEMA })
  @ApiProblems(400, 401, 403, [404, 'Das Portfolio wurde nicht gefunden'])
  async update(
    @Param('id', portfolioIdPipe) id: string,
    @Body() body: UpdatePortfolioRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<PortfolioSummary> {
    const ownerId = caller.userId!;
    const { newState: state } = await this.commands.run(
      id,
      { type: 'UpdatePortfolio', by: ownerId, isPro: isProPlan(caller.plan), name: body.name, mode: body.mode },
      ownerId,
    );
    if (state.status === 'active') await this.store.updatePortfolio(id, { name: state.name, mode: state.mode });
    return this.views.summary((await this.store.portfolio(id))!);
  }
}
