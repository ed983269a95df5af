import { Controller, Get, Inject } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../../platform/http/openapi/api-problems.decorator.js';
import { SubscriptionStatusResponse } from '../billing.response.js';
import { CLOCK, type Clock } from '../../../platform/clock/clock.js';
import { CurrentCaller, isPro, type Caller } from '../../../platform/http/caller.js';
import { AccountsReadModel } from '../../read-model/accounts-read-model.js';
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
    private readonly accounts: AccountsReadModel,
    @Inject(STRIPE) private readonly gateway: StripeGateway | null,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('subscription-status')
  @ApiOperation({ summary: 'Aktueller Tarif des Benutzers (free, pro_monthly, pro_yearly)' })
  @ApiOkResponse({ type: SubscriptionStatusResponse, description: 'Tarif und Abonnementstand' })
  @ApiProblems(401)
  status(@CurrentCaller() caller: Caller): SubscriptionStatusResponse {
    const user = this.accounts.userById(caller.userId!)!;
    const pro = isPro(caller);
    return {
      plan: caller.plan,
      isPro: pro,
      status: !pro ? 'none' : user.cancel_at_period_end === 1 ? 'canceling' : 'active',
      currentPeriodEnd: pro ? user.plan_period_end : null,
      cancelAtPeriodEnd: pro && user.cancel_at_period_end === 1,
      hasBillingAccount: user.stripe_customer_id !== null,
      billingAvailable: this.gateway !== null,
      checkedAt: this.clock.now().toISOString(),
    };
  }
}
