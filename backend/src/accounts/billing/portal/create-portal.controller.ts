import { ConflictException, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../../platform/http/openapi/api-problems.decorator.js';
import { BillingRedirectResponse } from '../billing.response.js';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { CurrentCaller, type Caller } from '../../../platform/http/caller.js';
import { BillingCustomer } from '../stripe/billing-customer.js';
import { requireStripe, STRIPE, type StripeGateway } from '../stripe/stripe-client.js';

/** Stripe's customer portal: change plan (prorated), payment method, invoices, cancellation. */
@ApiTags('billing')
@ApiBearerAuth()
@Controller('billing')
export class CreatePortalController {
  constructor(
    @Inject(STRIPE) private readonly gateway: StripeGateway | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly customers: BillingCustomer,
  ) {}

  @Post('create-portal-session')
  @HttpCode(200)
  @ApiOperation({ summary: 'Stripe-Kundenportal öffnen (→ url)' })
  @ApiOkResponse({ type: BillingRedirectResponse, description: 'Adresse des Stripe-Kundenportals' })
  @ApiProblems(401, [409, 'Noch kein Abonnement'], [503, 'Zahlungsabwicklung nicht eingerichtet'])
  async create(@CurrentCaller() caller: Caller): Promise<BillingRedirectResponse> {
    const gateway = requireStripe(this.gateway);
    const customer = await this.customers.existing(caller.userId!);
    if (!customer) throw new ConflictException('Für Ihr Konto gibt es noch kein Abonnement.');
    const session = await gateway.stripe.billingPortal.sessions.create({
      customer,
      locale: 'de',
      return_url: `${this.config.appUrl}/pricing`,
    });
    return { url: session.url };
  }
}
