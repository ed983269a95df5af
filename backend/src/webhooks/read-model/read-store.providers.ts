import { readStoreProvider } from '../../platform/read-store/read-store-switch.js';
import { mongoWebhookEndpointQueriesProvider } from './mongo/mongo-webhook-endpoint-queries.js';
import { sqliteWebhookEndpointQueriesProvider } from './sqlite/sqlite-webhook-endpoint-queries.js';
import { WEBHOOK_ENDPOINT_QUERIES } from './webhook-endpoint-queries.port.js';

/** The endpoints' read side on the configured read store (READ_STORE). */
export const webhookEndpointQueriesProvider = readStoreProvider(WEBHOOK_ENDPOINT_QUERIES, {
  sqlite: sqliteWebhookEndpointQueriesProvider,
  mongo: mongoWebhookEndpointQueriesProvider,
});
