import { Inject, Injectable } from '@nestjs/common';
import { deterministicEventId } from '../../platform/command-handling/event-id.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { WEBHOOK_DELIVERY_STORE, type WebhookDeliveryStore } from '../delivery/webhook-delivery-store.port.js';
import { webhookEndpointAuditStream, webhookEndpointStream, type WebhookEndpointErased } from '../domain/events.js';
import { WEBHOOK_ENDPOINT_QUERIES, type WebhookEndpointQueries } from '../read-model/webhook-endpoint-queries.port.js';
import { WEBHOOK_SECRET_VAULT, type WebhookSecretVault } from '../vault/webhook-secret-vault.port.js';

/**
 * A deleted endpoint is erased, not kept (docs/DESIGN.md §6): its URL and description may name a person. After
 * `WebhookEndpointDeleted` reached the read model, an audit record without personal data is written (its id
 * derived from the endpoint's, so a repeated erasure stores it once), `webhook-<id>` is hard-deleted, its secret,
 * deliveries and log are removed, and the read store erases the remaining traces (SQLite: the WAL).
 */
@Injectable()
export class WebhookErasure {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(WEBHOOK_ENDPOINT_QUERIES) private readonly queries: WebhookEndpointQueries,
    @Inject(WEBHOOK_SECRET_VAULT) private readonly vault: WebhookSecretVault,
    @Inject(WEBHOOK_DELIVERY_STORE) private readonly deliveries: WebhookDeliveryStore,
  ) {}

  async erase(endpointId: string, actorId: string, at: Date): Promise<void> {
    const record: WebhookEndpointErased = {
      type: 'WebhookEndpointErased',
      data: { endpointId, erasedAt: at.toISOString(), erasedBy: actorId },
    };
    await this.store.append(
      webhookEndpointAuditStream(endpointId),
      [
        {
          ...record,
          metadata: {
            eventId: deterministicEventId(`webhook-erased:${endpointId}`, 0),
            correlationId: endpointId,
            causationId: null,
            actorId,
            occurredAt: at.toISOString(),
            schemaVersion: 1,
          },
        },
      ],
      { expectedRevision: 'any' },
    );
    await this.store.deleteStream(webhookEndpointStream(endpointId));
    await this.vault.remove(endpointId);
    await this.deliveries.removeEndpoint(endpointId);
    await this.queries.eraseEndpoint(endpointId);
  }
}
