import { Body, Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { isProPlan } from '../../platform/http/plan-policy.js';
import { PortfolioRowNotFound } from '../domain/errors.js';
import { PortfolioAccess } from '../http/portfolio-access.js';
import { portfolioIdPipe } from '../http/portfolio-id.pipe.js';
import { PortfoliosPlanGuard } from '../http/portfolios-plan.guard.js';
import { RecordDecisionRequest } from '../http/portfolio.request.js';
import { RowViews, type RowView } from '../http/row-views.js';
import { PORTFOLIO_MATCHING, type PortfolioMatching } from '../matching/portfolio-matching.js';
import { PortfolioCommands } from '../portfolio-commands.js';
import { PORTFOLIO_ROW_STORE, type PortfolioRowStore } from '../rows/portfolio-row-store.port.js';
import { ROW_VIEW_SCHEMA } from '../http/portfolio-openapi.js';

/** "This case is (not) this customer": remembered for the row and case, the row matched again at once. */
@ApiTags('portfolios')
@ApiBearerAuth()
@Controller('portfolios')
@UseGuards(PortfoliosPlanGuard)
export class RecordDecisionController {
  constructor(
    private readonly access: PortfolioAccess,
    private readonly commands: PortfolioCommands,
    private readonly views: RowViews,
    @Inject(PORTFOLIO_ROW_STORE) private readonly rows: PortfolioRowStore,
    @Inject(PORTFOLIO_MATCHING) private readonly matching: PortfolioMatching,
  ) {}

  @Post(':id/rows/:rowId/decisions')
  @HttpCode(200)
  @ApiOperation({ summary: 'Kandidaten bestätigen oder ablehnen' })
  @ApiOkResponse({ description: 'Die Zeile nach der Entscheidung', schema: ROW_VIEW_SCHEMA })
  @ApiProblems(400, 401, 403, [404, 'Portfolio oder Zeile nicht gefunden'])
  async decide(
    @Param('id', portfolioIdPipe) portfolioId: string,
    @Param('rowId') rowId: string,
    @Body() body: RecordDecisionRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<RowView> {
    const ownerId = caller.userId!;
    await this.access.portfolio(portfolioId, ownerId);
    const [row] = await this.rows.rowsById(portfolioId, [rowId]);
    if (!row) throw new PortfolioRowNotFound();
    await this.commands.run(
      portfolioId,
      {
        type: 'RecordDecision',
        by: ownerId,
        isPro: isProPlan(caller.plan),
        rowId,
        caseId: body.caseId,
        verdict: body.verdict,
      },
      ownerId,
    );
    await this.rows.saveDecision(portfolioId, rowId, body.caseId, body.verdict);
    await this.matching.rematchRow(portfolioId, rowId);
    const [view] = await this.views.views(portfolioId, [row]);
    return view!;
  }
}
