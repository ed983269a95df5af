import { mongoReadModelUnderTest } from '../../../platform/read-store/mongo/mongo-read-model-under-test.test-kit.js';
import { describeWithMongo } from '../../../platform/read-store/mongo/mongo-test-server.test-kit.js';
import { type WebhookEndpointEvent, webhookEndpointStream } from '../../domain/events.js';
import { webhookEndpointQueriesContract } from '../contract/webhook-endpoint-queries.contract.test-kit.js';
import { MongoWebhookEndpointQueries } from './mongo-webhook-endpoint-queries.js';

describeWithMongo('MongoDB webhook endpoint queries', () => {
  const readModel = mongoReadModelUnderTest(
    'webhook-endpoints/webhook-endpoints.projection.js',
    'webhookEndpointsProjection',
    (event) => webhookEndpointStream((event as WebhookEndpointEvent).data.endpointId),
  );
  afterEach(() => readModel.dropAll());

  webhookEndpointQueriesContract(
    'MongoDB',
    async (events) => new MongoWebhookEndpointQueries(await readModel.build(events)),
  );
});
