import type { AlertMatchStore } from '../alert-match-store.port.js';
import { AT, type AlertMatchStoreHarness, erasure, notice } from './match-store-fixtures.test-kit.js';

/**
 * `MatcherParking`: parked messages for operators and their retry, and the matcher's committed position.
 */
export function matcherParkingContract(adapter: string, harness: AlertMatchStoreHarness): void {
  describe(`MatcherParking contract: ${adapter}`, () => {
    let store: AlertMatchStore;
    beforeEach(async () => {
      store = await harness();
    });

    it('keeps the position up to which a migrated installation alerted already, never moving it back', async () => {
      expect(await store.alertedBeforeThrough()).toBe(0n);
      await store.recordAlertedBeforeThrough(2n ** 40n + 7n);
      await store.recordAlertedBeforeThrough(12n);
      expect(await store.alertedBeforeThrough()).toBe(2n ** 40n + 7n);
      // Independent of the matcher's own progress.
      expect(await store.progress()).toEqual({ matcherPosition: 0n, feedPosition: 0n });
    });

    it("commits the matcher's position with each write, never back, parked messages included (issue #15)", async () => {
      expect(await store.progress()).toEqual({ matcherPosition: 0n, feedPosition: 0n });
      await store.recordAll([notice('e5', 5), notice('e3', 3)], AT);
      expect((await store.progress()).matcherPosition).toBe(5n);
      // Another partition's older message, and a redelivery: the committed position stays.
      await store.record(notice('e4', 4), AT);
      await store.record(notice('e5', 5), AT);
      expect((await store.progress()).matcherPosition).toBe(5n);
      await store.record(erasure(1, 'gone-1', 2n ** 40n), AT);
      expect((await store.progress()).matcherPosition).toBe(2n ** 40n);
      await store.park(
        { eventId: 'poison-9', caseId: 9, position: 2n ** 41n, attempts: 3, error: 'TypeError', payload: {} },
        AT,
      );
      expect((await store.progress()).matcherPosition).toBe(2n ** 41n);
    });

    it('parks a message for operators and counts it; its event id counts as processed', async () => {
      await store.park(
        { eventId: 'poison-1', caseId: 7, position: 7n, attempts: 3, error: 'TypeError: kaputt', payload: { a: 1 } },
        AT,
      );
      await store.park(
        { eventId: 'invalid:1', caseId: null, position: null, attempts: 3, error: 'TypeError', payload: 'kein Objekt' },
        AT,
      );
      expect(await store.parkedCount()).toBe(2);
      expect(await store.processed(['poison-1', 'invalid:1'])).toEqual(new Set(['poison-1']));
    });

    it('gives parked messages back oldest first and resumes one: matches recorded, parking forgotten (issue #28)', async () => {
      const parked = notice('parked-1', 9, { subscriptions: ['sub-p'] });
      await store.park(
        {
          eventId: 'parked-1',
          caseId: 9,
          position: 9n,
          attempts: 3,
          error: 'Error: database or disk is full',
          payload: { x: 1 },
        },
        '2026-11-21T09:00:00.000Z',
      );
      await store.park(
        { eventId: 'parked-0', caseId: 8, position: 8n, attempts: 4, error: 'Error', payload: 'p' },
        '2026-11-21T08:00:00.000Z',
      );
      expect(await store.parkedMessages(10)).toEqual([
        { eventId: 'parked-0', attempts: 4, parkedAt: '2026-11-21T08:00:00.000Z', payload: 'p' },
        { eventId: 'parked-1', attempts: 3, parkedAt: '2026-11-21T09:00:00.000Z', payload: { x: 1 } },
      ]);
      expect(await store.parkedMessages(1)).toHaveLength(1);
      await store.resumeParked('parked-1', parked, AT);
      expect(await store.pendingMatches('sub-p')).toEqual([{ caseId: 9, caseKey: 'key-9' }]);
      expect(await store.processed(['parked-1'])).toEqual(new Set(['parked-1']));
      expect((await store.parkedMessages(10)).map((m) => m.eventId)).toEqual(['parked-0']);
      // Nothing to write (a notice that matches nobody any more): only the parking goes.
      await store.resumeParked('parked-0', null, AT);
      expect(await store.parkedCount()).toBe(0);
    });
  });
}
