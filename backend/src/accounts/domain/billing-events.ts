/**
 * Stripe webhook de-duplication (docs/DESIGN.md §10): one `stripeevent-<Stripe event id>` stream per handled
 * delivery. Stripe's ids carry no personal data; a second delivery finds the stream and changes nothing.
 */
export interface StripeEventProcessed {
  readonly type: 'StripeEventProcessed';
  readonly data: { readonly stripeEventId: string; readonly stripeType: string; readonly outcome: string };
}

export const stripeEventStream = (stripeEventId: string) => `stripeevent-${stripeEventId}`;
