import { DatabaseSync } from 'node:sqlite';
import { webhookDeliveryStoreContract } from '../contract/webhook-delivery-store.contract.test-kit.js';
import { SqliteWebhookDeliveryStore } from './sqlite-webhook-delivery-store.js';

describe('SQLite webhook delivery store', () => {
  webhookDeliveryStoreContract(async () => new SqliteWebhookDeliveryStore(new DatabaseSync(':memory:')));
});
