import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../platform/clock/clock.js';
import { isPro } from '../../../platform/http/caller.js';
import { ACCOUNT_QUERIES, type AccountQueries } from '../../read-model/account-queries.port.js';
import type { SubscriptionStatusResponse } from '../billing.response.js';
import { STRIPE, type StripeGateway } from '../stripe/stripe-client.js';
import { GetSubscriptionStatusQuery } from './get-subscription-status.query.js';

/** Kept current by Stripe's webhooks; answers without a Stripe configuration too (the plan is account data). */
@QueryHandler(GetSubscriptionStatusQuery)
export class GetSubscriptionStatusHandler implements IQueryHandler<GetSubscriptionStatusQuery> {
  constructor(
    @Inject(ACCOUNT_QUERIES) private readonly accounts: AccountQueries,
    @Inject(STRIPE) private readonly gateway: StripeGateway | null,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ caller }: GetSubscriptionStatusQuery): Promise<SubscriptionStatusResponse> {
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
