import { ConflictException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import type { BillingRedirectResponse } from '../billing.response.js';
import { BillingCustomer } from '../stripe/billing-customer.js';
import { requireStripe, STRIPE, type StripeGateway } from '../stripe/stripe-client.js';
import { CreatePortalCommand } from './create-portal.command.js';

/** Only an account that already is a Stripe customer has a portal. */
@CommandHandler(CreatePortalCommand)
export class CreatePortalHandler implements ICommandHandler<CreatePortalCommand> {
  constructor(
    @Inject(STRIPE) private readonly gateway: StripeGateway | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly customers: BillingCustomer,
  ) {}

  async execute({ userId }: CreatePortalCommand): Promise<BillingRedirectResponse> {
    const gateway = requireStripe(this.gateway);
    const customer = await this.customers.existing(userId);
    if (!customer) throw new ConflictException('Für Ihr Konto gibt es noch kein Abonnement.');
    const session = await gateway.stripe.billingPortal.sessions.create({
      customer,
      locale: 'de',
      return_url: `${this.config.appUrl}/pricing`,
    });
    return { url: session.url };
  }
}
