import { ConflictException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { isPro } from '../../../platform/http/caller.js';
import type { BillingRedirectResponse } from '../billing.response.js';
import { BillingCustomer } from '../stripe/billing-customer.js';
import { requireStripe, STRIPE, type StripeGateway } from '../stripe/stripe-client.js';
import { CreateCheckoutCommand } from './create-checkout.command.js';

/** A Pro customer changes plans in the portal, not here; others get a Checkout session on their own customer. */
@CommandHandler(CreateCheckoutCommand)
export class CreateCheckoutHandler implements ICommandHandler<CreateCheckoutCommand> {
  constructor(
    @Inject(STRIPE) private readonly gateway: StripeGateway | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly customers: BillingCustomer,
  ) {}

  async execute({ caller, priceType }: CreateCheckoutCommand): Promise<BillingRedirectResponse> {
    const gateway = requireStripe(this.gateway);
    if (isPro(caller)) {
      throw new ConflictException(
        'Sie haben bereits ein Pro-Abonnement. Tarifwechsel und Kündigung finden Sie unter „Abonnement verwalten“.',
      );
    }
    const userId = caller.userId!;
    const customer = await this.customers.ensure(gateway, userId);
    const price = priceType === 'monthly' ? gateway.config.priceMonthly : gateway.config.priceYearly;
    const session = await gateway.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: userId,
      line_items: [{ price, quantity: 1 }],
      locale: 'de',
      metadata: { userId, priceType: priceType },
      subscription_data: { metadata: { userId } },
      success_url: `${this.config.appUrl}/pricing?checkout=success`,
      cancel_url: `${this.config.appUrl}/pricing?checkout=cancelled`,
    });
    return { url: session.url };
  }
}
