import { DatabaseSync } from 'node:sqlite';
import { twoConnections } from '../../../platform/sqlite/write-lock-held.test-kit.js';
import { portfolioRowStoreContract } from '../contract/portfolio-row-store.contract.test-kit.js';
import { SqlitePortfolioRowStore } from './sqlite-portfolio-row-store.js';

describe('SQLite portfolio row store', () => {
  portfolioRowStoreContract(async () => new SqlitePortfolioRowStore(new DatabaseSync(':memory:')));

  // The upload jobs poll every 2 s on the API's event loop; with no upload waiting they must not wait for the
  // write lock of another connection (the WAL checkpoint thread's, 532 ms during a cleanup: issue #33).
  it('polls with no upload waiting and no leftover file without taking the write lock', async () => {
    const file = twoConnections();
    try {
      const store = new SqlitePortfolioRowStore(file.db);
      await file.whileLocked(async () => {
        expect(await store.claimUpload(new Date('2026-11-30T12:00:00Z'), 60_000)).toBeNull();
        expect(await store.dropLeftoverFiles()).toBe(0);
      });
    } finally {
      file.close();
    }
  });
});
