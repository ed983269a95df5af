import { DatabaseSync } from 'node:sqlite';
import { twoConnections } from '../../../platform/sqlite/write-lock-held.test-kit.js';
import { webhookDeliveryStoreContract } from '../contract/webhook-delivery-store.contract.test-kit.js';
import { SqliteWebhookDeliveryStore } from './sqlite-webhook-delivery-store.js';

describe('SQLite webhook delivery store', () => {
  webhookDeliveryStoreContract(async () => new SqliteWebhookDeliveryStore(new DatabaseSync(':memory:')));

  // The sender polls every 5 s on the API's event loop; with nothing due it must not wait for the write lock of
  // another connection (the WAL checkpoint thread's, 332 ms during a cleanup: issue #33).
  it('polls with nothing due without taking the write lock', async () => {
    const file = twoConnections();
    try {
      const store = new SqliteWebhookDeliveryStore(file.db);
      const now = new Date('2026-11-30T12:00:00Z');
      await file.whileLocked(async () => {
        expect(await store.claimDue(now, new Date(now.getTime() + 60_000), 20)).toEqual([]);
      });
    } finally {
      file.close();
    }
  });
});
