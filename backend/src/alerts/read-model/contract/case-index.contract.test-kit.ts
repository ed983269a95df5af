import type { CaseMatchFields } from '../../matching/case-terms.js';
import type { AlertMatchStore } from '../alert-match-store.port.js';
import { AT, type AlertMatchStoreHarness, fields, notice } from './match-store-fixtures.test-kit.js';

/**
 * `CaseIndex` (the watchlist preview): known cases by index term, newest first, with their latest fields.
 */
export function caseIndexContract(adapter: string, harness: AlertMatchStoreHarness): void {
  describe(`CaseIndex contract: ${adapter}`, () => {
    let store: AlertMatchStore;
    beforeEach(async () => {
      store = await harness();
    });

    it('indexes known cases for the watchlist preview, newest first, with their latest fields', async () => {
      await store.recordAll(
        [
          notice('e1', 1, { name: 'muller bau', date: '2026-11-18' }),
          notice('e2', 2, { name: 'schmidt handel', registerRef: 'hrb 777', date: '2026-11-19' }),
          notice('e3', 3, { name: 'muller logistik', date: '2026-11-20' }),
          notice('e4', 2, { name: 'schmidt nachfolge', registerRef: 'hrb 777', date: '2026-11-21' }),
        ],
        AT,
      );
      expect((await store.casesIndexedUnder(['n:muller'])).map((c) => c.caseId)).toEqual([3, 1]);
      const [moved] = await store.casesIndexedUnder(['r:hrb 777', 'n:schmidt']);
      expect(moved).toEqual({
        caseId: 2,
        caseKey: 'key-2',
        publicationDate: '2026-11-21',
        fields: fields('schmidt nachfolge', 'hrb 777'),
      });
      expect(await store.casesIndexedUnder(['n:handel'])).toEqual([]);
    });

    it('finds by a group of terms only the cases indexed under every one of them, beside single terms', async () => {
      await store.recordAll(
        [
          notice('e1', 1, { name: 'muller bau', date: '2026-11-18' }),
          notice('e2', 2, { name: 'schmidt handel', registerRef: 'hrb 777', date: '2026-11-19' }),
          notice('e3', 3, { name: 'muller logistik bau', date: '2026-11-20' }),
        ],
        AT,
      );
      const ids = async (lookups: Parameters<AlertMatchStore['casesIndexedUnder']>[0]) =>
        (await store.casesIndexedUnder(lookups)).map((c) => c.caseId);
      expect(await ids([['n:muller', 'n:bau']])).toEqual([3, 1]);
      expect(await ids([['n:muller', 'n:logistik']])).toEqual([3]);
      expect(await ids([['n:muller', 'n:handel']])).toEqual([]);
      // A group and single terms: the union, newest first, each case once.
      expect(await ids([['n:bau', 'n:logistik'], 'r:hrb 777', 'n:bau'])).toEqual([3, 2, 1]);
      // A term repeated in a group counts once; a group of one term is that term.
      expect(await ids([['n:schmidt', 'n:schmidt', 'n:handel']])).toEqual([2]);
      expect(await ids([['n:muller']])).toEqual([3, 1]);
      expect(await ids([[]])).toEqual([]);
    });

    it('keeps the legal form and register court of a case and finds it by its Aktenzeichen in every form (#29)', async () => {
      const caseFields: CaseMatchFields = {
        nameTokens: ['muller', 'gmbh'],
        contextTokens: ['koln'],
        caseRef: 'koln|6 in 123 26',
        registerRef: 'hrb 62',
        legalForm: 'GmbH',
        registerCourt: 'Amtsgericht Köln',
      };
      await store.record({ ...notice('e1', 1), fields: caseFields }, AT);
      for (const term of ['c:koln|6 in 123 26', 'c:koln|in 123 26', 'c:*|6 in 123 26', 'c:*|in 123 26']) {
        const found = await store.casesIndexedUnder([term]);
        expect({ term, found }).toEqual({ term, found: [expect.objectContaining({ caseId: 1, fields: caseFields })] });
      }
      expect(await store.casesIndexedUnder(['c:koln|in 1234 26', 'r:hrb 6'])).toEqual([]);
    });
  });
}
