import { randomUUID } from 'node:crypto';
import { Body, Controller, Inject, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { CurrentCaller, type Caller } from '../../platform/http/caller.js';
import { EmailConfirmedGuard } from '../../platform/http/email-confirmed.guard.js';
import { ApiProblems } from '../../platform/http/openapi/api-problems.decorator.js';
import { isProPlan } from '../../platform/http/plan-policy.js';
import { PortfolioCommands } from '../portfolio-commands.js';
import { PortfoliosPlanGuard } from '../http/portfolios-plan.guard.js';
import { CreatePortfolioRequest } from '../http/portfolio.request.js';
import { PortfolioViews, type PortfolioSummary } from '../http/portfolio-views.js';
import { PORTFOLIO_ROW_STORE, type PortfolioRowStore } from '../rows/portfolio-row-store.port.js';
import { PORTFOLIO_SUMMARY_SCHEMA } from '../http/portfolio-openapi.js';

@ApiTags('portfolios')
@ApiBearerAuth()
@Controller('portfolios')
export class CreatePortfolioController {
  constructor(
    private readonly commands: PortfolioCommands,
    private readonly views: PortfolioViews,
    @Inject(PORTFOLIO_ROW_STORE) private readonly store: PortfolioRowStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post()
  // A confirmed address, as for alerts and webhooks: the only account erasure (unconfirmed self-registrations)
  // then never meets a portfolio.
  @UseGuards(PortfoliosPlanGuard, EmailConfirmedGuard)
  @ApiOperation({ summary: 'Portfolio anlegen (nur Pro)' })
  @ApiCreatedResponse({ description: 'Das angelegte Portfolio', schema: PORTFOLIO_SUMMARY_SCHEMA })
  @ApiProblems(400, 401, [403, 'Pro-Abonnement erforderlich; eine bestätigte E-Mail-Adresse ist nötig'])
  async create(@Body() body: CreatePortfolioRequest, @CurrentCaller() caller: Caller): Promise<PortfolioSummary> {
    const ownerId = caller.userId!;
    const id = randomUUID();
    const { newEvents: events } = await this.commands.run(
      id,
      {
        type: 'CreatePortfolio',
        portfolioId: id,
        by: ownerId,
        isPro: isProPlan(caller.plan),
        name: body.name,
        mode: body.mode ?? 'täglich',
      },
      ownerId,
    );
    const created = events[0]!;
    if (created.type !== 'PortfolioCreated') throw new Error('unexpected event');
    const { name, mode } = created.data;
    await this.store.addPortfolio({ id, ownerId, name, mode, createdAt: this.clock.now().toISOString() });
    return this.views.summary((await this.store.portfolio(id))!);
  }
}
