import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import type { WebhookEndpointEvent } from '@insolvenz/backend/webhooks/domain/events.js';
import { tableProjection } from '../../store/projection.js';

export interface WebhookEndpointsView {
  /** Position of the last event applied to the endpoint (undefined: none such). */
  position(id: string): bigint | undefined;
}

interface EndpointFields {
  readonly url: string;
  readonly description: string;
  /** The feed as JSON (`{"all":true}` or `{"all":false,"alerts":[…]}`). */
  readonly feed: string;
}

export type WebhookEndpointChange =
  | (EndpointFields & {
      readonly kind: 'add';
      readonly id: string;
      readonly ownerId: string;
      readonly secretHint: string;
      readonly createdAt: string;
      readonly position: bigint;
    })
  | (EndpointFields & {
      readonly kind: 'update';
      readonly id: string;
      readonly updatedAt: string;
      readonly position: bigint;
    })
  | {
      readonly kind: 'switch';
      readonly id: string;
      /** null: enabled; else why it is disabled (`owner`, `failing`). */
      readonly disabledReason: string | null;
      readonly at: string;
      readonly position: bigint;
    }
  | {
      readonly kind: 'secret';
      readonly id: string;
      readonly secretHint: string;
      readonly rotatedAt: string;
      readonly position: bigint;
    }
  | { readonly kind: 'delete'; readonly id: string };

/**
 * Webhook endpoints per user (issue #30 item 3). No secret is in any event, so none can reach this read model;
 * it keeps the secret's hint. The position guard makes a redelivered event a no-op.
 */
export const webhookEndpointsProjection = tableProjection<WebhookEndpointsView, WebhookEndpointChange>({
  name: 'webhook-endpoints',
  version: 1,
  handles: new Set([
    'WebhookEndpointCreated',
    'WebhookEndpointUpdated',
    'WebhookEndpointDisabled',
    'WebhookEndpointEnabled',
    'WebhookSecretRotated',
    'WebhookEndpointDeleted',
  ]),
  evolve: (view, recorded) => {
    const event = recorded as RecordedEvent<WebhookEndpointEvent>;
    const position = event.position;
    const id = event.data.endpointId;
    if (event.type === 'WebhookEndpointDeleted') return [{ kind: 'delete', id }];
    const known = view.position(id);
    if (event.type === 'WebhookEndpointCreated') {
      if (known !== undefined) return [];
      const d = event.data;
      return [
        {
          kind: 'add',
          id,
          ownerId: d.ownerId,
          url: d.url,
          description: d.description,
          feed: JSON.stringify(d.feed),
          secretHint: d.secretHint,
          createdAt: d.createdAt,
          position,
        },
      ];
    }
    if (known === undefined || known >= position) return [];
    switch (event.type) {
      case 'WebhookEndpointUpdated': {
        const d = event.data;
        const fields = { url: d.url, description: d.description, feed: JSON.stringify(d.feed) };
        return [{ kind: 'update', id, updatedAt: d.updatedAt, position, ...fields }];
      }
      case 'WebhookEndpointDisabled':
        return [{ kind: 'switch', id, disabledReason: event.data.reason, at: event.data.disabledAt, position }];
      case 'WebhookEndpointEnabled':
        return [{ kind: 'switch', id, disabledReason: null, at: event.data.enabledAt, position }];
      case 'WebhookSecretRotated':
        return [{ kind: 'secret', id, secretHint: event.data.secretHint, rotatedAt: event.data.rotatedAt, position }];
      default:
        return [];
    }
  },
});
