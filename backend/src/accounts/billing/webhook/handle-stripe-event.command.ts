import { Command } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import type { StripeGateway } from '../stripe/stripe-client.js';
import type { StripeEventOutcome } from './handle-stripe-event.command-handler.js';

/** A Stripe event whose signature was verified; handled once per event id. */
export class HandleStripeEventCommand extends Command<StripeEventOutcome> {
  constructor(
    readonly event: Stripe.Event,
    readonly gateway: StripeGateway,
  ) {
    super();
  }
}
