import { Command } from '@nestjs/cqrs';
import type { Caller } from '../../../platform/http/caller.js';
import type { BillingRedirectResponse } from '../billing.response.js';

/** The caller starts Stripe Checkout for Pro, paid monthly or yearly; answers with the page to follow. */
export class CreateCheckoutCommand extends Command<BillingRedirectResponse> {
  constructor(
    readonly caller: Caller,
    readonly priceType: 'monthly' | 'yearly',
  ) {
    super();
  }
}
