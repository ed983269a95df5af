import {
  BadRequestException,
  Controller,
  Headers,
  HttpCode,
  Inject,
  Post,
  Req,
  type RawBodyRequest,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { Request } from 'express';
import type Stripe from 'stripe';
import { Public, WithoutApiKey } from '../../../platform/http/access.js';
import { requireStripe, STRIPE, type StripeGateway } from '../stripe/stripe-client.js';
import { HandleStripeEventCommand } from './handle-stripe-event.command.js';

export const INVALID_SIGNATURE = 'Ungültige Stripe-Signatur.';

/** Stripe → us: verified on the raw body with the endpoint secret, then handled once per event id. */
@Controller('billing')
export class StripeWebhookController {
  constructor(
    @Inject(STRIPE) private readonly gateway: StripeGateway | null,
    private readonly commands: CommandBus,
  ) {}

  @Post('webhook')
  @Public()
  @WithoutApiKey()
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async receive(@Req() request: RawBodyRequest<Request>, @Headers('stripe-signature') signature: string | undefined) {
    const gateway = requireStripe(this.gateway);
    if (!request.rawBody || !signature) throw new BadRequestException(INVALID_SIGNATURE);
    let event: Stripe.Event;
    try {
      event = await gateway.stripe.webhooks.constructEventAsync(
        request.rawBody,
        signature,
        gateway.config.webhookSecret,
      );
    } catch {
      throw new BadRequestException(INVALID_SIGNATURE);
    }
    const result = await this.commands.execute(new HandleStripeEventCommand(event, gateway));
    return { received: true, duplicate: result.duplicate };
  }
}
