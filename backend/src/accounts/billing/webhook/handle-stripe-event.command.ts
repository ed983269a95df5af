import { Command } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import type { StripeGateway } from '../stripe/stripe-client.js';

/** Whether the event was seen before, and what applying it did (for the log). */
export interface StripeEventOutcome {
  readonly duplicate: boolean;
  readonly outcome: string;
}

/** A Stripe event whose signature was verified; handled once per event id. */
export class HandleStripeEventCommand extends Command<StripeEventOutcome> {
  constructor(
    readonly event: Stripe.Event,
    readonly gateway: StripeGateway,
  ) {
    super();
  }
}
