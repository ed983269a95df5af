import { webhookEndpointQueriesContract } from '../contract/webhook-endpoint-queries.contract.test-kit.js';
import { sqliteWebhookEndpointQueries } from './webhook-endpoint-queries.sqlite-harness.test-kit.js';

webhookEndpointQueriesContract('SQLite', sqliteWebhookEndpointQueries);
