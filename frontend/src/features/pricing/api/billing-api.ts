import { baseApi } from '../../../lib/api/base-api';
import type { Plan } from '../../../lib/session/session-user';

export type PriceType = 'monthly' | 'yearly';

/** Body of GET /billing/subscription-status (SPEC §3 "Subscription"). */
export interface SubscriptionStatus {
  plan?: Plan | null;
}

/** Body of both session calls; the browser then leaves for `url` (Stripe). */
export interface RedirectSession {
  url?: string | null;
}

export const billingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSubscriptionStatus: build.query<SubscriptionStatus, void>({
      query: () => '/billing/subscription-status',
      providesTags: ['Billing'],
    }),
    createCheckoutSession: build.mutation<RedirectSession, { priceType: PriceType }>({
      query: (body) => ({ url: '/billing/create-checkout-session', method: 'POST', body }),
    }),
    createPortalSession: build.mutation<RedirectSession, void>({
      // SPEC §7: an empty payload.
      query: () => ({ url: '/billing/create-portal-session', method: 'POST', body: {} }),
    }),
  }),
});

export const { useGetSubscriptionStatusQuery, useCreateCheckoutSessionMutation, useCreatePortalSessionMutation } =
  billingApi;
