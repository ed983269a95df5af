import type { CaseMatchFields } from '../../matching/case-terms.js';
import type { AlertMatchStore, NoticeMatches } from '../alert-match-store.port.js';

/** A fresh, empty store per test. */
export type AlertMatchStoreHarness = () => Promise<AlertMatchStore>;

const AT = '2026-11-21T09:00:00.000Z';
const fields = (name: string, registerRef: string | null = null): CaseMatchFields => ({
  nameTokens: name.split(' '),
  contextTokens: ['koln'],
  caseRef: null,
  registerRef,
});

/** What the matcher decides about a notice (the matches are the matcher's business; the store keeps them). */
function notice(
  eventId: string,
  caseId: number,
  matches: {
    subscriptions?: string[];
    searches?: string[];
    date?: string;
    name?: string;
    registerRef?: string;
    position?: bigint;
  } = {},
): NoticeMatches {
  return {
    kind: 'notice',
    eventId,
    position: matches.position ?? BigInt(caseId),
    caseId,
    caseKey: `key-${caseId}`,
    publicationDate: matches.date ?? '2026-11-20',
    fields: fields(matches.name ?? 'muller bau', matches.registerRef ?? null),
    subscriptionIds: matches.subscriptions ?? [],
    savedSearchIds: matches.searches ?? [],
  };
}

const erasure = (caseId: number, eventId = `erased-${caseId}`, position = 1000n + BigInt(caseId)) =>
  ({ kind: 'erasures', erasures: [{ caseId, eventId, position }] }) as const;

/**
 * The behaviour every adapter of the alert match store must show: idempotent recording by event id, the
 * digest's pending matches and their hand-over, the watchlist's case index, parking, and erasure of every
 * trace of a case, a subscription or a saved search. Call it from an adapter's spec with its harness.
 */
export function alertMatchStoreContract(adapter: string, harness: AlertMatchStoreHarness): void {
  describe(`AlertMatchStore contract: ${adapter}`, () => {
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

    it('does not record again what a processed event id claims later (the digest may have sent it meanwhile)', async () => {
      await store.record(notice('event-1', 101, { subscriptions: ['sub-a'] }), AT);
      await store.markSent('sub-a', [101]);
      await store.record(notice('event-1', 101, { subscriptions: ['sub-a'] }), AT);
      expect(await store.subscriptionsWithPendingMatches()).toEqual([]);
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

    it('forgets an erased case everywhere, once per erasure event', async () => {
      await store.recordAll(
        [
          notice('e1', 1, { subscriptions: ['sub-a'], searches: ['search-1'] }),
          notice('e2', 2, { subscriptions: ['sub-a'], searches: ['search-1'] }),
        ],
        AT,
      );
      await store.handOverSearchMatches('search-1', [2], 'anna@example.de', '2026-11-21');
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

    it("erases a deleted subscription's matches and nothing else", async () => {
      await store.record(notice('e1', 1, { subscriptions: ['sub-a', 'sub-b'] }), AT);
      await store.eraseSubscription('sub-a');
      expect(await store.subscriptionsWithPendingMatches()).toEqual(['sub-b']);
      expect((await store.casesIndexedUnder(['n:muller'])).map((c) => c.caseId)).toEqual([1]);
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

    describe('saved searches with an alert (issue #13)', () => {
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
        await store.handOverSearchMatches('search-1', [1, 2], 'anna@example.de', '2026-11-21');
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
        await store.handOverSearchMatches('search-1', [1], 'anna@example.de', '2026-11-21');
        await store.handBackSearchMatches(
          'search-1',
          [{ caseId: 1, caseKey: 'key-1', publicationDate: '2026-11-20' }],
          AT,
        );
        expect(await store.pendingSearchMatches('search-1')).toEqual([{ caseId: 1, caseKey: 'key-1' }]);
        expect(await store.searchDigestSentOn('anna@example.de', '2026-11-21')).toBe(false);
      });

      it('discards matches that will never be sent and erases deleted saved searches completely', async () => {
        await store.recordAll(
          [
            notice('e1', 1, { searches: ['search-1', 'search-2', 'search-3'] }),
            notice('e2', 2, { searches: ['search-1'] }),
          ],
          AT,
        );
        await store.handOverSearchMatches('search-2', [1], 'bert@example.de', '2026-11-21');
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
  });
}
