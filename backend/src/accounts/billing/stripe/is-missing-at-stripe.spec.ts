import Stripe from 'stripe';
import { isMissingAtStripe } from './stripe-client.js';

describe('isMissingAtStripe', () => {
  it('recognises the SDK’s error for an object Stripe no longer knows, and nothing else', () => {
    const missing = new Stripe.errors.StripeInvalidRequestError({
      code: 'resource_missing',
      message: 'No such subscription',
    });
    const other = new Stripe.errors.StripeInvalidRequestError({ code: 'parameter_invalid_empty', message: 'empty' });
    const down = new Stripe.errors.StripeConnectionError({ message: 'ECONNREFUSED' });
    expect(isMissingAtStripe(missing)).toBe(true);
    expect([other, down, new Error('resource_missing'), null, undefined].map(isMissingAtStripe)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
