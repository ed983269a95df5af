import type Stripe from 'stripe';
import type { Plan } from '../../domain/events.js';
import type { BillingConfig } from '../../../platform/config/account-config.js';
import { planFromPrice } from '../stripe/plan-from-price.js';

/** What a Stripe event means for one of our users: pure, so every mapping is tested without Stripe. */
export type PlanUpdate =
  | {
      readonly kind: 'plan';
      readonly userId: string | null;
      readonly customerId: string | null;
      readonly plan: Plan;
      readonly periodEnd: string | null;
      readonly cancelAtPeriodEnd: boolean;
      readonly subscriptionId: string | null;
      /** Checkout only knows the plan; it must not wipe period details a subscription event already set. */
      readonly keepPeriodIfSameSubscription: boolean;
    }
  | { readonly kind: 'ignore'; readonly reason: string };

const idOf = (value: string | { id: string } | null | undefined) =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;
const iso = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null;

const ACTIVE = new Set(['active', 'trialing', 'past_due']);
const ENDED = new Set(['canceled', 'unpaid', 'incomplete_expired']);

export function planUpdateFrom(event: Stripe.Event, config: BillingConfig): PlanUpdate {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'subscription') return { kind: 'ignore', reason: 'not a subscription checkout' };
      const priceType = session.metadata?.['priceType'];
      const plan: Plan | null = priceType === 'monthly' ? 'pro_monthly' : priceType === 'yearly' ? 'pro_yearly' : null;
      if (!plan) return { kind: 'ignore', reason: 'checkout without priceType' };
      return {
        kind: 'plan',
        userId: session.client_reference_id ?? session.metadata?.['userId'] ?? null,
        customerId: idOf(session.customer),
        plan,
        periodEnd: null,
        cancelAtPeriodEnd: false,
        subscriptionId: idOf(session.subscription),
        keepPeriodIfSameSubscription: true,
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      const item = subscription.items?.data?.[0];
      const base = {
        kind: 'plan' as const,
        userId: subscription.metadata?.['userId'] ?? null,
        customerId: idOf(subscription.customer),
        subscriptionId: subscription.id,
        keepPeriodIfSameSubscription: false,
      };
      if (event.type === 'customer.subscription.deleted' || ENDED.has(subscription.status)) {
        return { ...base, plan: 'free', periodEnd: null, cancelAtPeriodEnd: false };
      }
      if (!ACTIVE.has(subscription.status)) return { kind: 'ignore', reason: `subscription ${subscription.status}` };
      const plan = planFromPrice(item?.price?.id, config);
      if (!plan) return { kind: 'ignore', reason: 'price of another product' };
      return {
        ...base,
        plan,
        periodEnd: iso(item?.current_period_end),
        cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
      };
    }
    default:
      return { kind: 'ignore', reason: 'event type not used' };
  }
}
