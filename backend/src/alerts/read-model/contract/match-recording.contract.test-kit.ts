import type { AlertMatchStore } from '../alert-match-store.port.js';
import { AT, type AlertMatchStoreHarness, erasure, notice } from './match-store-fixtures.test-kit.js';

/**
 * `MatchRecording` (what the matcher writes): idempotent by event id, erasures remove every trace of a case.
 */
export function matchRecordingContract(adapter: string, harness: AlertMatchStoreHarness): void {
  describe(`MatchRecording contract: ${adapter}`, () => {
    let store: AlertMatchStore;
    beforeEach(async () => {
      store = await harness();
    });

    it('records the matches of a notice once, however often its event is delivered', async () => {
      const first = notice('event-1', 101, { subscriptions: ['sub-a', 'sub-b'] });
      await store.record(first, AT);
      await store.record(first, AT);
      expect(await store.recordAll([first, first], AT)).toEqual([]);
      expect((await store.subscriptionsWithPendingMatches()).sort()).toEqual(['sub-a', 'sub-b']);
      expect(await store.pendingMatches('sub-a')).toEqual([{ caseId: 101, caseKey: 'key-101' }]);
      expect(await store.processed(['event-1', 'event-2'])).toEqual(new Set(['event-1']));
    });

    it("logs a notice's portfolios (issue #31) beside its alerts, once per event", async () => {
      const withPortfolios = { ...notice('event-1', 101, { subscriptions: ['sub-a'] }), portfolioIds: ['p1', 'p2'] };
      await store.record(withPortfolios, AT);
      await store.record(withPortfolios, AT);
      expect((await store.after(0, 10)).map((m) => `${m.alert.kind}:${m.alert.id}`).sort()).toEqual([
        'portfolio:p1',
        'portfolio:p2',
        'subscription:sub-a',
      ]);
    });

    it("keeps why a subscription got a case over the debtor's file (issue #32), and forgets it with the named case", async () => {
      const reason = 'gehört zur Akte von Altname Bau GmbH (AG Bonn, 12 IN 3/26): früherer Name Altname Bau GmbH';
      await store.record(notice('e-old', 7, { subscriptions: ['sub-a'] }), AT);
      await store.record(
        {
          ...notice('e-new', 8, { subscriptions: ['sub-a', 'sub-b'] }),
          fileReasons: [{ subscriptionId: 'sub-a', reason, linkedCaseId: 7 }],
        },
        AT,
      );
      expect(await store.pendingMatches('sub-a')).toEqual([
        { caseId: 7, caseKey: 'key-7' },
        { caseId: 8, caseKey: 'key-8', reason },
      ]);
      expect(await store.pendingMatches('sub-b')).toEqual([{ caseId: 8, caseKey: 'key-8' }]);
      const logged = (await store.after(0, 10)).filter((m) => m.caseId === 8);
      expect(logged.map((m) => [m.alert.id, m.reason])).toEqual([
        ['sub-a', reason],
        ['sub-b', undefined],
      ]);
      expect((await store.indexedCases([7, 99])).map((c) => c.caseId)).toEqual([7]);
      // The watched case is erased: the reason names its debtor and Aktenzeichen and goes; the match stays.
      await store.record(erasure(7), AT);
      expect(await store.pendingMatches('sub-a')).toEqual([{ caseId: 8, caseKey: 'key-8' }]);
      expect((await store.after(0, 10)).map((m) => [m.caseId, m.alert.id, m.reason])).toEqual([
        [8, 'sub-a', undefined],
        [8, 'sub-b', undefined],
      ]);
    });

    it('does not record again what a processed event id claims later (the digest may have sent it meanwhile)', async () => {
      await store.record(notice('event-1', 101, { subscriptions: ['sub-a'] }), AT);
      await store.markSent('sub-a', [101]);
      await store.record(notice('event-1', 101, { subscriptions: ['sub-a'] }), AT);
      expect(await store.subscriptionsWithPendingMatches()).toEqual([]);
    });

    it('forgets an erased case everywhere, once per erasure event', async () => {
      await store.recordAll(
        [
          notice('e1', 1, { subscriptions: ['sub-a'], searches: ['search-1'] }),
          notice('e2', 2, { subscriptions: ['sub-a'], searches: ['search-1'] }),
        ],
        AT,
      );
      await store.handOverSearchMatches('search-1', [2], 'anna@example.de', '2026-11-21', 'digest-m1');
      await store.park(
        { eventId: 'poison', caseId: 1, position: 3n, attempts: 3, error: 'TypeError: x', payload: {} },
        AT,
      );
      await store.recordAll(
        [
          {
            kind: 'erasures',
            erasures: [
              { caseId: 1, eventId: 'gone-1', position: 10n },
              { caseId: 2, eventId: 'gone-2', position: 11n },
            ],
          },
        ],
        AT,
      );
      expect(await store.subscriptionsWithPendingMatches()).toEqual([]);
      expect(await store.savedSearchesWithTraces()).toEqual([]);
      expect(await store.casesIndexedUnder(['n:muller'])).toEqual([]);
      expect(await store.parkedCount()).toBe(0);
      expect(await store.searchDigestSentOn('anna@example.de', '2026-11-21')).toBe(false);
      expect(await store.processed(['gone-1', 'gone-2'])).toEqual(new Set(['gone-1', 'gone-2']));
      // A redelivered erasure changes nothing; a new notice of another case is recorded as usual.
      await store.record(erasure(3, 'gone-1'), AT);
      await store.record(notice('e3', 3, { subscriptions: ['sub-a'] }), AT);
      expect(await store.pendingMatches('sub-a')).toEqual([{ caseId: 3, caseKey: 'key-3' }]);
    });
  });
}
