import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import type { WebhookEndpointEvent } from '@insolvenz/backend/webhooks/domain/events.js';
import { GuardedDocuments } from '../../../store/mongo/guarded-documents.js';
import { mongoTables } from '../../../store/mongo/mongo-tables.js';
import { positionOf, storedPosition } from '../../../store/mongo/stored-position.js';
import { type WebhookEndpointChange, webhookEndpointsProjection } from '../webhook-endpoints.projection.js';

export const WEBHOOK_ENDPOINTS = 'rm_webhook_endpoints';

/** An endpoint as `rm_webhook_endpoints` keeps it (the SQLite row's columns in camelCase). */
export type WebhookEndpointDocument = {
  _id: string;
  ownerId: string;
  url: string;
  description: string;
  feed: string;
  disabledReason: string | null;
  secretHint: string;
  secretRotatedAt: string | null;
  createdAt: string;
  updatedAt: string | null;
  createdPosition: string;
  position: string;
};

/** The webhook endpoints on MongoDB, one document per endpoint; changes as `webhook-endpoints.sqlite.ts`. */
export const webhookEndpointsMongo = mongoTables(webhookEndpointsProjection, {
  collections: {
    [WEBHOOK_ENDPOINTS]: [
      { key: { ownerId: 1, createdPosition: 1 }, name: 'by_owner' },
      { key: { disabledReason: 1 }, name: 'enabled' },
    ],
  },
  dump: (db) => db.collection(WEBHOOK_ENDPOINTS).find().sort({ _id: 1 }).toArray(),
  open: (db) => {
    const endpoints = new GuardedDocuments<WebhookEndpointDocument>(db, WEBHOOK_ENDPOINTS);
    return {
      view: {
        position: (id: string) => {
          const endpoint = endpoints.get(id);
          return endpoint ? positionOf(endpoint.position) : undefined;
        },
      },
      load: (events: readonly RecordedEvent[]) =>
        endpoints.load(events.map((event) => (event as RecordedEvent<WebhookEndpointEvent>).data.endpointId)),
      apply: (change: WebhookEndpointChange) => applyChange(endpoints, change),
      flush: () => endpoints.flush(),
    };
  },
});

function applyChange(endpoints: GuardedDocuments<WebhookEndpointDocument>, change: WebhookEndpointChange): void {
  if (change.kind === 'delete') {
    endpoints.remove(change.id);
    return;
  }
  if (change.kind === 'add') {
    const position = storedPosition(change.position);
    endpoints.put({
      _id: change.id,
      ownerId: change.ownerId,
      url: change.url,
      description: change.description,
      feed: change.feed,
      disabledReason: null,
      secretHint: change.secretHint,
      secretRotatedAt: null,
      createdAt: change.createdAt,
      updatedAt: null,
      createdPosition: position,
      position,
    });
    return;
  }
  // As SQLite's UPDATE: an endpoint the read model lacks stays absent.
  const endpoint = endpoints.get(change.id);
  if (!endpoint) return;
  const position = storedPosition(change.position);
  switch (change.kind) {
    case 'update':
      endpoints.put({
        ...endpoint,
        url: change.url,
        description: change.description,
        feed: change.feed,
        updatedAt: change.updatedAt,
        position,
      });
      return;
    case 'switch':
      endpoints.put({ ...endpoint, disabledReason: change.disabledReason, updatedAt: change.at, position });
      return;
    case 'secret':
      endpoints.put({ ...endpoint, secretHint: change.secretHint, secretRotatedAt: change.rotatedAt, position });
      return;
  }
}
