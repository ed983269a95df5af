import { Body, ConflictException, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../../platform/http/openapi/api-problems.decorator.js';
import { BillingRedirectResponse } from '../billing.response.js';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { CurrentCaller, isPro, type Caller } from '../../../platform/http/caller.js';
import { BillingCustomer } from '../stripe/billing-customer.js';
import { requireStripe, STRIPE, type StripeGateway } from '../stripe/stripe-client.js';
import { CreateCheckoutRequest } from './create-checkout.request.js';

/** Starts Stripe Checkout for Pro (49 EUR monthly or 490 EUR yearly); the browser follows `url`. */
@ApiTags('billing')
@ApiBearerAuth()
@Controller('billing')
export class CreateCheckoutController {
  constructor(
    @Inject(STRIPE) private readonly gateway: StripeGateway | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly customers: BillingCustomer,
  ) {}

  @Post('create-checkout-session')
  @HttpCode(200)
  @ApiOperation({ summary: 'Stripe-Checkout für Pro monatlich/jährlich starten (→ url)' })
  @ApiOkResponse({ type: BillingRedirectResponse, description: 'Adresse der Stripe-Checkout-Seite' })
  @ApiProblems(400, 401, [409, 'Bereits ein Pro-Abonnement'], [503, 'Zahlungsabwicklung nicht eingerichtet'])
  async create(@Body() body: CreateCheckoutRequest, @CurrentCaller() caller: Caller): Promise<BillingRedirectResponse> {
    const gateway = requireStripe(this.gateway);
    if (isPro(caller)) {
      throw new ConflictException(
        'Sie haben bereits ein Pro-Abonnement. Tarifwechsel und Kündigung finden Sie unter „Abonnement verwalten“.',
      );
    }
    const userId = caller.userId!;
    const customer = await this.customers.ensure(gateway, userId);
    const price = body.priceType === 'monthly' ? gateway.config.priceMonthly : gateway.config.priceYearly;
    const session = await gateway.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: userId,
      line_items: [{ price, quantity: 1 }],
      locale: 'de',
      metadata: { userId, priceType: body.priceType },
      subscription_data: { metadata: { userId } },
      success_url: `${this.config.appUrl}/pricing?checkout=success`,
      cancel_url: `${this.config.appUrl}/pricing?checkout=cancelled`,
    });
    return { url: session.url };
  }
}
