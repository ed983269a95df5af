import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../../platform/http/openapi/api-problems.decorator.js';
import { CurrentCaller, type Caller } from '../../../platform/http/caller.js';
import { SubscriptionStatusResponse } from '../billing.response.js';
import { GetSubscriptionStatusQuery } from './get-subscription-status.query.js';

/**
 * The caller's plan as our event log knows it (kept current by Stripe's webhooks). Answers without a Stripe
 * configuration too: the plan is account data, and the pricing page needs it to mark the current plan.
 */
@ApiTags('billing')
@ApiBearerAuth()
@Controller('billing')
export class SubscriptionStatusController {
  constructor(private readonly queries: QueryBus) {}

  @Get('subscription-status')
  @ApiOperation({ summary: 'Aktueller Tarif des Benutzers (free, pro_monthly, pro_yearly)' })
  @ApiOkResponse({ type: SubscriptionStatusResponse, description: 'Tarif und Abonnementstand' })
  @ApiProblems(401)
  async status(@CurrentCaller() caller: Caller): Promise<SubscriptionStatusResponse> {
    return this.queries.execute(new GetSubscriptionStatusQuery(caller));
  }
}
