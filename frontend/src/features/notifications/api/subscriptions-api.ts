import type { DeliveryMode } from '../../../components/forms/delivery-mode-field';
import { baseApi } from '../../../lib/api/base-api';

/** SPEC §3 "Notification subscription" as GET /subscriptions returns it (keywords already parsed to a list). */
export interface Subscription {
  id: string;
  email: string;
  companyName: string;
  keywords: string[];
  active: boolean;
  createdAt: string;
  lastNotification: string | null;
  /** Optional watch targets besides company and keywords (issue #5). */
  caseNumber?: string | null;
  court?: string | null;
  registerNumber?: string | null;
  /**
   * Issue #12, double opt-in: `own` (the account's address), `confirmed`, `pending` (a confirmation mail went
   * out; nothing is sent there before it is confirmed), `queued` (issue #28: the owner's opt-in mails of the day
   * are used up, the confirmation mail goes out the next day) or `refused`. Absent from older servers: own.
   */
  recipientStatus?: RecipientStatus;
  /** When the last confirmation mail went out (pending addresses). */
  confirmationSentAt?: string | null;
  /** Issue #30: `sofort` (Pro) or `täglich`. Absent from older servers: täglich. */
  mode?: DeliveryMode;
}

export type RecipientStatus = 'own' | 'confirmed' | 'pending' | 'queued' | 'refused';

/** Body of POST and PUT (SPEC §7). */
export interface SubscriptionInput {
  email: string;
  companyName: string;
  keywords: string[];
  active: boolean;
  caseNumber?: string;
  court?: string;
  registerNumber?: string;
  mode?: DeliveryMode;
}

const LIST = { type: 'Subscription', id: 'LIST' } as const;

/** The lookup may answer with one subscription, a list, or nothing; all become a list. */
function asSubscriptionList(body: unknown): Subscription[] {
  if (Array.isArray(body)) return body as Subscription[];
  if (typeof body === 'object' && body !== null && 'id' in body) return [body as Subscription];
  return [];
}

export const subscriptionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSubscriptions: build.query<Subscription[], void>({
      query: () => '/subscriptions',
      providesTags: (result = []) => [LIST, ...result.map(({ id }) => ({ type: 'Subscription' as const, id }))],
    }),
    /** SPEC §8: a failed lookup counts as "no subscription", never as an error the user sees. */
    getSubscriptionsByEmail: build.query<Subscription[], string>({
      queryFn: async (email, _api, _extra, baseQuery) => {
        const result = await baseQuery(`/subscriptions/email/${encodeURIComponent(email)}`);
        return { data: result.error ? [] : asSubscriptionList(result.data) };
      },
      providesTags: [LIST],
    }),
    createSubscription: build.mutation<Subscription, SubscriptionInput>({
      query: (body) => ({ url: '/subscriptions', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    updateSubscription: build.mutation<Subscription, { id: string; input: SubscriptionInput }>({
      query: ({ id, input }) => ({ url: `/subscriptions/${encodeURIComponent(id)}`, method: 'PUT', body: input }),
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'Subscription', id }],
    }),
    toggleSubscription: build.mutation<Subscription, string>({
      query: (id) => ({ url: `/subscriptions/${encodeURIComponent(id)}/toggle`, method: 'PATCH' }),
      invalidatesTags: (_result, _error, id) => [LIST, { type: 'Subscription', id }],
    }),
    /** Sends the confirmation mail of a pending address again (the server allows one per 24 hours). */
    resendRecipientConfirmation: build.mutation<Subscription, string>({
      query: (id) => ({ url: `/subscriptions/${encodeURIComponent(id)}/confirmation`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [LIST, { type: 'Subscription', id }],
    }),
    deleteSubscription: build.mutation<unknown, string>({
      query: (id) => ({ url: `/subscriptions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useGetSubscriptionsQuery,
  useGetSubscriptionsByEmailQuery,
  useCreateSubscriptionMutation,
  useUpdateSubscriptionMutation,
  useToggleSubscriptionMutation,
  useDeleteSubscriptionMutation,
  useResendRecipientConfirmationMutation,
} = subscriptionsApi;
