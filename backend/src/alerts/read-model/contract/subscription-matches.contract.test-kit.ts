import type { AlertMatchStore } from '../alert-match-store.port.js';
import { AT, type AlertMatchStoreHarness, notice } from './match-store-fixtures.test-kit.js';

/**
 * `SubscriptionMatches` (the deliveries' side): pending matches in order, sent or discarded, a deleted subscription erased.
 */
export function subscriptionMatchesContract(adapter: string, harness: AlertMatchStoreHarness): void {
  describe(`SubscriptionMatches contract: ${adapter}`, () => {
    let store: AlertMatchStore;
    beforeEach(async () => {
      store = await harness();
    });

    it('lists pending matches oldest publication first and keeps them until sent or discarded', async () => {
      await store.recordAll(
        [
          notice('e1', 300, { subscriptions: ['sub-a'], date: '2026-11-20' }),
          notice('e2', 200, { subscriptions: ['sub-a'], date: '2026-11-19' }),
          notice('e3', 100, { subscriptions: ['sub-a', 'sub-b'], date: '2026-11-20' }),
        ],
        AT,
      );
      expect((await store.pendingMatches('sub-a')).map((m) => m.caseId)).toEqual([200, 100, 300]);
      await store.markSent('sub-a', [200, 100]);
      expect((await store.pendingMatches('sub-a')).map((m) => m.caseId)).toEqual([300]);
      await store.discard('sub-a', 'all');
      expect(await store.pendingMatches('sub-a')).toEqual([]);
      expect(await store.subscriptionsWithPendingMatches()).toEqual(['sub-b']);
      await store.discard('sub-b', [100]);
      expect(await store.subscriptionsWithPendingMatches()).toEqual([]);
    });

    it("erases a deleted subscription's matches and nothing else", async () => {
      await store.record(notice('e1', 1, { subscriptions: ['sub-a', 'sub-b'] }), AT);
      await store.eraseSubscription('sub-a');
      expect(await store.subscriptionsWithPendingMatches()).toEqual(['sub-b']);
      expect((await store.casesIndexedUnder(['n:muller'])).map((c) => c.caseId)).toEqual([1]);
    });
  });
}
