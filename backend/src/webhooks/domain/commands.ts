import type { EndpointFields } from './events.js';

/**
 * Commands of a webhook endpoint. Ids, times, the plan decision, the owner's endpoint count and the secret's hint
 * come from the handler, so the decider stays deterministic. `by` is the acting user: only the owner may act.
 * The URL has been checked for SSRF by the handler (it needs DNS); the decider checks the rest. `ownPortfolioIds`:
 * the acting user's portfolios when the command chooses alerts (the decider refuses someone else's portfolio).
 */
export type WebhookEndpointCommand =
  | {
      readonly type: 'CreateWebhookEndpoint';
      readonly endpointId: string;
      readonly by: string;
      readonly isPro: boolean;
      /** How many endpoints the owner has now, and the cap. */
      readonly ownerEndpoints: number;
      readonly maxEndpoints: number;
      readonly fields: EndpointFields;
      readonly ownPortfolioIds?: readonly string[];
      readonly secretHint: string;
      readonly at: Date;
    }
  | {
      readonly type: 'UpdateWebhookEndpoint';
      readonly by: string;
      readonly isPro: boolean;
      readonly changes: Partial<EndpointFields>;
      readonly ownPortfolioIds?: readonly string[];
      readonly at: Date;
    }
  | { readonly type: 'SetWebhookEndpointEnabled'; readonly by: string; readonly enabled: boolean; readonly at: Date }
  /** The sender's decision: every delivery failed for 3 days. */
  | { readonly type: 'DisableFailingWebhookEndpoint'; readonly at: Date }
  | {
      readonly type: 'RotateWebhookSecret';
      readonly by: string;
      readonly isPro: boolean;
      readonly secretHint: string;
      readonly at: Date;
    }
  | { readonly type: 'DeleteWebhookEndpoint'; readonly by: string; readonly at: Date };
