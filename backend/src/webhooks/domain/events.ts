/**
 * Events of the webhooks bounded context (issue #30 item 3): a Pro user's HTTPS endpoint that receives signed
 * POSTs for the matches of the user's alerts. One stream per endpoint, `webhook-<uuid>` (a random id, no personal
 * data in the name). The signing secret is in no event: the vault keeps it (`vault/`), an event only its hint.
 */

/**
 * An alert that can feed an endpoint: a subscription ("Überwachung"), a saved search with its alert, or a
 * portfolio (issue #31; added later: events without it stay valid).
 */
export interface AlertRef {
  readonly kind: 'subscription' | 'saved-search' | 'portfolio';
  readonly id: string;
}

/** Which matches an endpoint receives: those of all the owner's alerts, or of the chosen ones only. */
export type EndpointFeed = { readonly all: true } | { readonly all: false; readonly alerts: readonly AlertRef[] };

export interface EndpointFields {
  readonly url: string;
  /** The owner's note ("Buchhaltungs-System"); may be empty. */
  readonly description: string;
  readonly feed: EndpointFeed;
}

export interface WebhookEndpointCreated {
  readonly type: 'WebhookEndpointCreated';
  readonly data: EndpointFields & {
    readonly endpointId: string;
    readonly ownerId: string;
    /** The last 4 characters of the secret, so the owner can tell which one a receiver holds. */
    readonly secretHint: string;
    readonly createdAt: string;
  };
}

export interface WebhookEndpointUpdated {
  readonly type: 'WebhookEndpointUpdated';
  readonly data: EndpointFields & { readonly endpointId: string; readonly ownerId: string; readonly updatedAt: string };
}

/** `owner`: switched off by its owner; `failing`: every delivery failed for 3 days (the owner was mailed). */
export type DisabledReason = 'owner' | 'failing';

export interface WebhookEndpointDisabled {
  readonly type: 'WebhookEndpointDisabled';
  readonly data: {
    readonly endpointId: string;
    readonly ownerId: string;
    readonly reason: DisabledReason;
    readonly disabledAt: string;
  };
}

export interface WebhookEndpointEnabled {
  readonly type: 'WebhookEndpointEnabled';
  readonly data: { readonly endpointId: string; readonly ownerId: string; readonly enabledAt: string };
}

/** A new secret; the previous one keeps verifying until `previousValidUntil` (24 h, both signatures are sent). */
export interface WebhookSecretRotated {
  readonly type: 'WebhookSecretRotated';
  readonly data: {
    readonly endpointId: string;
    readonly ownerId: string;
    readonly secretHint: string;
    readonly rotatedAt: string;
    readonly previousValidUntil: string;
  };
}

export interface WebhookEndpointDeleted {
  readonly type: 'WebhookEndpointDeleted';
  readonly data: { readonly endpointId: string; readonly ownerId: string; readonly deletedAt: string };
}

/** Audit record of a deleted endpoint (`webhookaudit-<id>`), written before `webhook-<id>` is hard-deleted. */
export interface WebhookEndpointErased {
  readonly type: 'WebhookEndpointErased';
  readonly data: { readonly endpointId: string; readonly erasedAt: string; readonly erasedBy: string };
}

export type WebhookEndpointEvent =
  | WebhookEndpointCreated
  | WebhookEndpointUpdated
  | WebhookEndpointDisabled
  | WebhookEndpointEnabled
  | WebhookSecretRotated
  | WebhookEndpointDeleted;

export const WEBHOOK_ENDPOINT_EVENT_TYPES: ReadonlySet<WebhookEndpointEvent['type']> = new Set([
  'WebhookEndpointCreated',
  'WebhookEndpointUpdated',
  'WebhookEndpointDisabled',
  'WebhookEndpointEnabled',
  'WebhookSecretRotated',
  'WebhookEndpointDeleted',
]);

export const webhookEndpointStream = (endpointId: string): string => `webhook-${endpointId}`;
export const webhookEndpointAuditStream = (endpointId: string): string => `webhookaudit-${endpointId}`;
