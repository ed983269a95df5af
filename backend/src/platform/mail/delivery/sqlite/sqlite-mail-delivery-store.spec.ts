import { DatabaseSync } from 'node:sqlite';
import { twoConnections } from '../../../sqlite/write-lock-held.test-kit.js';
import { mailDeliveryStoreContract } from '../contract/mail-delivery-store.contract.test-kit.js';
import { SqliteMailDeliveryStore } from './sqlite-mail-delivery-store.js';

describe('SQLite mail delivery store', () => {
  mailDeliveryStoreContract(async () => new SqliteMailDeliveryStore(new DatabaseSync(':memory:')));

  // The redelivery poll runs every 30 s on the API's event loop; with nothing to do it must not wait for the
  // write lock of another connection (the WAL checkpoint thread's, 331 ms during a cleanup: issue #33).
  it('polls with nothing due or old without taking the write lock', async () => {
    const file = twoConnections();
    try {
      const store = new SqliteMailDeliveryStore(file.db);
      const now = new Date('2026-11-30T12:00:00Z');
      await file.whileLocked(async () => {
        expect(await store.claimExpired(now, new Date(now.getTime() + 60_000), 20)).toEqual([]);
        expect(await store.purgeFinished(now)).toBe(0);
      });
    } finally {
      file.close();
    }
  });
});
