import type { AlertRef, DisabledReason, EndpointFeed } from '../domain/events.js';

/** An endpoint as its owner sees it (never its secret: only the last 4 characters). */
export interface WebhookEndpointView {
  readonly id: string;
  readonly url: string;
  readonly description: string;
  /** True: every alert of the owner feeds it; false: only `alerts`. */
  readonly allAlerts: boolean;
  readonly alerts: AlertRef[];
  readonly enabled: boolean;
  /** Why it is off: `owner` (switched off) or `failing` (3 days of failed deliveries); null while enabled. */
  readonly disabledReason: DisabledReason | null;
  readonly secretHint: string;
  readonly secretRotatedAt: string | null;
  readonly createdAt: string;
  readonly updatedAt: string | null;
}

/** What the dispatcher and the sender need of an endpoint. */
export interface WebhookEndpointTarget {
  readonly id: string;
  readonly ownerId: string;
  readonly url: string;
  readonly feed: EndpointFeed;
  readonly enabled: boolean;
  readonly createdAt: string;
}
