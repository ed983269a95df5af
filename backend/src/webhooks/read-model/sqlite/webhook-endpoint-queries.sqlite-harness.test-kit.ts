import { sqliteReadModelFrom } from '../../../platform/read-store/sqlite/projections-under-test.test-kit.js';
import { type WebhookEndpointEvent, webhookEndpointStream } from '../../domain/events.js';
import type { WebhookEndpointQueries } from '../webhook-endpoint-queries.port.js';
import { SqliteWebhookEndpointQueries } from './sqlite-webhook-endpoint-queries.js';

// Loaded at run time like the projections host does (the backend does not depend on the projections package).
const PROJECTION = '@insolvenz/projections/read-models/webhook-endpoints/webhook-endpoints.projection.js';

/** The endpoints' read model built by the real projection in an in-memory database, read through the adapter. */
export async function sqliteWebhookEndpointQueries(events: WebhookEndpointEvent[]): Promise<WebhookEndpointQueries> {
  return new SqliteWebhookEndpointQueries(
    await sqliteReadModelFrom([PROJECTION, 'webhookEndpointsProjection'], events, (event) =>
      webhookEndpointStream(event.data.endpointId),
    ),
  );
}
