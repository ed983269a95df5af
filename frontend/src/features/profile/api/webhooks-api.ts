import { baseApi } from '../../../lib/api/base-api';

/** An alert that can feed a webhook (`/api/webhooks` names subscriptions, saved searches and portfolios so). */
export interface AlertRef {
  kind: 'subscription' | 'saved-search' | 'portfolio';
  id: string;
}

/** GET /api/webhooks entry: never the secret, only its last 4 characters. */
export interface WebhookEndpoint {
  id: string;
  url: string;
  description: string;
  allAlerts: boolean;
  alerts: AlertRef[];
  enabled: boolean;
  disabledReason: 'owner' | 'failing' | null;
  secretHint: string;
  secretRotatedAt: string | null;
  createdAt: string;
  updatedAt: string | null;
}

/** POST /api/webhooks and POST …/rotate-secret: the only answers that carry the secret. */
export interface WebhookWithSecret {
  endpoint: WebhookEndpoint;
  secret: string;
}

export interface WebhookInput {
  url?: string;
  description?: string;
  allAlerts?: boolean;
  alerts?: AlertRef[];
  enabled?: boolean;
}

export interface WebhookDelivery {
  id: string;
  eventType: 'insolvency.case.matched' | 'insolvency.case.corrected' | 'insolvency.portfolio.match' | 'webhook.test';
  status: 'pending' | 'delivered' | 'failed';
  createdAt: string;
  lastAttemptAt: string | null;
  attempts: number;
  httpStatus: number | null;
  latencyMs: number | null;
  error: string | null;
  nextAttemptAt: string | null;
}

export interface WebhookTestOutcome {
  delivered: boolean;
  httpStatus: number | null;
  latencyMs: number | null;
  error: string | null;
  message: string;
}

/** An alert of the user with its name, for choosing what feeds a webhook. */
export interface ChoosableAlert extends AlertRef {
  name: string;
}

// The base slice has no tag of its own for webhooks; a 'User' tag with an id keeps base-api.ts untouched.
const WEBHOOKS_TAG = { type: 'User', id: 'webhooks' } as const;
const DELIVERIES_TAG = { type: 'User', id: 'webhook-deliveries' } as const;

export const webhooksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listWebhooks: build.query<{ items: WebhookEndpoint[]; max: number }, void>({
      query: () => '/webhooks',
      providesTags: [WEBHOOKS_TAG],
    }),
    createWebhook: build.mutation<WebhookWithSecret, WebhookInput>({
      query: (body) => ({ url: '/webhooks', method: 'POST', body }),
      invalidatesTags: [WEBHOOKS_TAG],
    }),
    updateWebhook: build.mutation<WebhookEndpoint, { id: string; input: WebhookInput }>({
      query: ({ id, input }) => ({ url: `/webhooks/${encodeURIComponent(id)}`, method: 'PATCH', body: input }),
      invalidatesTags: [WEBHOOKS_TAG],
    }),
    rotateWebhookSecret: build.mutation<WebhookWithSecret, string>({
      query: (id) => ({ url: `/webhooks/${encodeURIComponent(id)}/rotate-secret`, method: 'POST' }),
      invalidatesTags: [WEBHOOKS_TAG],
    }),
    testWebhook: build.mutation<WebhookTestOutcome, string>({
      query: (id) => ({ url: `/webhooks/${encodeURIComponent(id)}/test`, method: 'POST' }),
      invalidatesTags: [DELIVERIES_TAG],
    }),
    deleteWebhook: build.mutation<{ message?: string }, string>({
      query: (id) => ({ url: `/webhooks/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [WEBHOOKS_TAG],
    }),
    webhookDeliveries: build.query<{ items: WebhookDelivery[] }, string>({
      query: (id) => `/webhooks/${encodeURIComponent(id)}/deliveries`,
      providesTags: [DELIVERIES_TAG],
    }),
    /**
     * The user's subscriptions, saved searches and portfolios (issue #31), by name (lists the other screens also
     * load).
     */
    choosableAlerts: build.query<ChoosableAlert[], void>({
      queryFn: async (_arg, _api, _extra, fetch) => {
        const [subscriptions, searches, portfolios] = await Promise.all([
          fetch('/subscriptions'),
          fetch('/saved-searches'),
          fetch('/portfolios'),
        ]);
        if (subscriptions.error) return { error: subscriptions.error };
        if (searches.error) return { error: searches.error };
        if (portfolios.error) return { error: portfolios.error };
        const subs = (subscriptions.data as { id: string; companyName: string }[]).map((s) => ({
          kind: 'subscription' as const,
          id: s.id,
          name: s.companyName,
        }));
        const saved = (searches.data as { items: { id: string; name: string }[] }).items.map((s) => ({
          kind: 'saved-search' as const,
          id: s.id,
          name: s.name,
        }));
        const lists = (portfolios.data as { items: { id: string; name: string }[] }).items.map((p) => ({
          kind: 'portfolio' as const,
          id: p.id,
          name: p.name,
        }));
        return { data: [...subs, ...saved, ...lists] };
      },
      providesTags: ['Subscription', 'SavedSearch', { type: 'Portfolio', id: 'LIST' }],
    }),
  }),
});

export const {
  useListWebhooksQuery,
  useCreateWebhookMutation,
  useUpdateWebhookMutation,
  useRotateWebhookSecretMutation,
  useTestWebhookMutation,
  useDeleteWebhookMutation,
  useWebhookDeliveriesQuery,
  useChoosableAlertsQuery,
} = webhooksApi;
