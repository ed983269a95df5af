import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../../../platform/http/openapi/api-problems.decorator.js';
import { BillingRedirectResponse } from '../billing.response.js';
import { CurrentCaller, type Caller } from '../../../platform/http/caller.js';
import { EmailConfirmedGuard } from '../../../platform/http/email-confirmed.guard.js';
import { CreateCheckoutCommand } from './create-checkout.command.js';
import { CreateCheckoutRequest } from './create-checkout.request.js';

/**
 * Starts Stripe Checkout for Pro (49 EUR monthly or 490 EUR yearly); the browser follows `url`. Only with a
 * confirmed address: a Stripe customer is a billing relation, which keeps an account from expiring unconfirmed
 * (`UNCONFIRMED_ACCOUNT_DAYS`), so a squatter must not get one by opening the checkout.
 */
@ApiTags('billing')
@ApiBearerAuth()
@Controller('billing')
export class CreateCheckoutController {
  constructor(private readonly commands: CommandBus) {}

  @Post('create-checkout-session')
  @UseGuards(EmailConfirmedGuard)
  @HttpCode(200)
  @ApiOperation({ summary: 'Stripe-Checkout für Pro monatlich/jährlich starten (→ url)' })
  @ApiOkResponse({ type: BillingRedirectResponse, description: 'Adresse der Stripe-Checkout-Seite' })
  @ApiProblems(
    400,
    401,
    [403, 'E-Mail-Adresse noch nicht bestätigt'],
    [409, 'Bereits ein Pro-Abonnement'],
    [503, 'Zahlungsabwicklung nicht eingerichtet'],
  )
  async create(@Body() body: CreateCheckoutRequest, @CurrentCaller() caller: Caller): Promise<BillingRedirectResponse> {
    return this.commands.execute(new CreateCheckoutCommand(caller, body.priceType));
  }
}
