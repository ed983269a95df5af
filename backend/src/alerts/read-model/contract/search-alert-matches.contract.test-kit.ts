import type { AlertMatchStore } from '../alert-match-store.port.js';
import { AT, type AlertMatchStoreHarness, notice } from './match-store-fixtures.test-kit.js';

/**
 * `SearchAlertMatches` (saved searches with an alert, issue #13): pending until handed to a mail, handed back
 * when it did not leave, discarded, erased.
 */
export function searchAlertMatchesContract(adapter: string, harness: AlertMatchStoreHarness): void {
  describe(`SearchAlertMatches contract: ${adapter}`, () => {
    let store: AlertMatchStore;
    beforeEach(async () => {
      store = await harness();
    });

    it('keeps their matches until handed to a digest, and never matches a handed-over case again', async () => {
      await store.recordAll(
        [
          notice('e1', 1, { searches: ['search-1', 'search-2'], date: '2026-11-20' }),
          notice('e2', 2, { searches: ['search-1'], date: '2026-11-19' }),
        ],
        AT,
      );
      expect((await store.savedSearchesWithPendingMatches()).sort()).toEqual(['search-1', 'search-2']);
      expect((await store.pendingSearchMatches('search-1')).map((m) => m.caseId)).toEqual([2, 1]);
      await store.handOverSearchMatches('search-1', [1, 2], 'anna@example.de', '2026-11-21', 'digest-m1');
      expect(await store.pendingSearchMatches('search-1')).toEqual([]);
      expect(await store.searchDigestSentOn('anna@example.de', '2026-11-21')).toBe(true);
      expect(await store.searchDigestSentOn('anna@example.de', '2026-11-22')).toBe(false);
      // A later notice of the same proceeding is not a new match for a saved search that already mailed it.
      await store.record(notice('e3', 1, { searches: ['search-1', 'search-2'] }), AT);
      expect(await store.pendingSearchMatches('search-1')).toEqual([]);
      expect((await store.pendingSearchMatches('search-2')).map((m) => m.caseId)).toEqual([1]);
    });

    it('takes cases back when the mail did not leave', async () => {
      await store.record(notice('e1', 1, { searches: ['search-1'] }), AT);
      await store.handOverSearchMatches('search-1', [1], 'anna@example.de', '2026-11-21', 'digest-m1');
      await store.handBackSearchMatches(
        'search-1',
        [{ caseId: 1, caseKey: 'key-1', publicationDate: '2026-11-20' }],
        AT,
      );
      expect(await store.pendingSearchMatches('search-1')).toEqual([{ caseId: 1, caseKey: 'key-1' }]);
      expect(await store.searchDigestSentOn('anna@example.de', '2026-11-21')).toBe(false);
    });

    it('keeps a hand-over unsettled with what a hand-back needs until its mail is settled (issue #30)', async () => {
      await store.recordAll(
        [
          notice('e1', 1, { searches: ['search-1', 'search-2'], date: '2026-11-20' }),
          notice('e2', 2, { searches: ['search-1'], date: '2026-11-19' }),
        ],
        AT,
      );
      await store.handOverSearchMatches('search-1', [1, 2], 'anna@example.de', '2026-11-21', 'digest-m1');
      await store.handOverSearchMatches('search-2', [1], 'anna@example.de', '2026-11-21', 'digest-m1');
      expect(await store.unsettledSearchHandOvers()).toEqual([
        {
          mailKey: 'digest-m1',
          savedSearchId: 'search-1',
          cases: [
            { caseId: 1, caseKey: 'key-1', publicationDate: '2026-11-20' },
            { caseId: 2, caseKey: 'key-2', publicationDate: '2026-11-19' },
          ],
        },
        {
          mailKey: 'digest-m1',
          savedSearchId: 'search-2',
          cases: [{ caseId: 1, caseKey: 'key-1', publicationDate: '2026-11-20' }],
        },
      ]);
      // The mail did not leave (a crash before the delivery recorded it): the cases come back as they were.
      const [first] = await store.unsettledSearchHandOvers();
      await store.handBackSearchMatches(first!.savedSearchId, first!.cases, AT);
      expect((await store.pendingSearchMatches('search-1')).map((m) => m.caseId)).toEqual([2, 1]);
      // The other saved search's part left with its mail: final, never matched again.
      await store.settleSearchHandOvers('digest-m1');
      expect(await store.unsettledSearchHandOvers()).toEqual([]);
      await store.record(notice('e3', 1, { searches: ['search-2'] }), AT);
      expect(await store.pendingSearchMatches('search-2')).toEqual([]);
      expect(await store.searchDigestSentOn('anna@example.de', '2026-11-21')).toBe(true);
    });

    it('discards matches that will never be sent and erases deleted saved searches completely', async () => {
      await store.recordAll(
        [
          notice('e1', 1, { searches: ['search-1', 'search-2', 'search-3'] }),
          notice('e2', 2, { searches: ['search-1'] }),
        ],
        AT,
      );
      await store.handOverSearchMatches('search-2', [1], 'bert@example.de', '2026-11-21', 'digest-m2');
      await store.discardSearchMatches('search-1', [1]);
      expect((await store.pendingSearchMatches('search-1')).map((m) => m.caseId)).toEqual([2]);
      await store.discardSearchMatches('search-1', 'all');
      expect(await store.pendingSearchMatches('search-1')).toEqual([]);
      expect((await store.savedSearchesWithTraces()).sort()).toEqual(['search-2', 'search-3']);
      await store.eraseSavedSearches(['search-2', 'search-3']);
      expect(await store.savedSearchesWithTraces()).toEqual([]);
      expect(await store.searchDigestSentOn('bert@example.de', '2026-11-21')).toBe(false);
    });
  });
}
