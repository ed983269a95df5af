import { Controller, Get, Inject } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../../platform/http/openapi/api-problems.decorator.js';
import { SubscriptionStatusResponse } from '../billing.response.js';
import { CLOCK, type Clock } from '../../../platform/clock/clock.js';
import { CurrentCaller, isPro, type Caller } from '../../../platform/http/caller.js';
import { ACCOUNT_QUERIES, type AccountQueries } from '../../read-model/account-queries.port.js';
import { STRIPE, type StripeGateway } from '../stripe/stripe-client.js';

/**
 * The caller's plan as our event log knows it (kept current by Stripe's webhooks). Answers without a Stripe
 * configuration too: the plan is account data, and the pricing page needs it to mark the current plan.
 */
@ApiTags('billing')
@ApiBearerAuth()
@Controller('billing')
export class SubscriptionStatusController {
  constructor(
    @Inject(ACCOUNT_QUERIES) private readonly accounts: AccountQueries,
    @Inject(STRIPE) private readonly gateway: StripeGateway | null,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('subscription-status')
  @ApiOperation({ summary: 'Aktueller Tarif des Benutzers (free, pro_monthly, pro_yearly)' })
  @ApiOkResponse({ type: SubscriptionStatusResponse, description: 'Tarif und Abonnementstand' })
  @ApiProblems(401)
  async status(@CurrentCaller() caller: Caller): Promise<SubscriptionStatusResponse> {
    const user = (await this.accounts.userById(caller.userId!))!;
    const pro = isPro(caller);
    return {
      plan: caller.plan,
      isPro: pro,
      status: !pro ? 'none' : user.cancelAtPeriodEnd ? 'canceling' : 'active',
      currentPeriodEnd: pro ? user.planPeriodEnd : null,
      cancelAtPeriodEnd: pro && user.cancelAtPeriodEnd,
      hasBillingAccount: user.stripeCustomerId !== null,
      billingAvailable: this.gateway !== null,
      checkedAt: this.clock.now().toISOString(),
    };
  }
}
