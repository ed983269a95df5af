import type Stripe from 'stripe';
import { planUpdateFrom } from './stripe-event-plan.js';

const config = {
  secretKey: 'sk_test_1',
  webhookSecret: 'whsec_1',
  priceMonthly: 'price_m',
  priceYearly: 'price_y',
  apiBase: null,
};
const subscriptionEvent = (status: string, extra: Record<string, unknown> = {}) =>
  ({
    id: 'evt',
    type: 'customer.subscription.updated',
    data: {
      object: {
        id: 'sub_1',
        customer: { id: 'cus_1' },
        status,
        cancel_at_period_end: false,
        cancel_at: null,
        metadata: { userId: 'u1' },
        items: { data: [{ price: { id: 'price_m' }, current_period_end: 1_797_811_200 }] },
        ...extra,
      },
    },
  }) as unknown as Stripe.Event;

describe('Stripe event → plan', () => {
  it.each(['active', 'trialing', 'past_due'])('keeps Pro while the subscription is %s', (status) => {
    expect(planUpdateFrom(subscriptionEvent(status), config)).toMatchObject({
      kind: 'plan',
      userId: 'u1',
      customerId: 'cus_1',
      plan: 'pro_monthly',
      periodEnd: '2026-12-21T00:00:00.000Z',
    });
  });

  it.each(['canceled', 'unpaid', 'incomplete_expired'])('ends Pro when the subscription is %s', (status) => {
    expect(planUpdateFrom(subscriptionEvent(status), config)).toMatchObject({ kind: 'plan', plan: 'free' });
  });

  it('waits while the first payment is incomplete and reads a scheduled cancellation as cancel at period end', () => {
    expect(planUpdateFrom(subscriptionEvent('incomplete'), config).kind).toBe('ignore');
    expect(planUpdateFrom(subscriptionEvent('active', { cancel_at: 1_797_811_200 }), config)).toMatchObject({
      cancelAtPeriodEnd: true,
    });
  });

  it('ignores payment-mode checkouts and events it does not use', () => {
    const payment = { id: 'e', type: 'checkout.session.completed', data: { object: { mode: 'payment' } } };
    expect(planUpdateFrom(payment as unknown as Stripe.Event, config).kind).toBe('ignore');
    const other = { id: 'e', type: 'invoice.payment_failed', data: { object: {} } };
    expect(planUpdateFrom(other as unknown as Stripe.Event, config).kind).toBe('ignore');
  });
});
