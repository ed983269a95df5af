import type { AlertMatchStore } from '../../read-model/alert-match-store.port.js';
import {
  AT,
  erasure,
  notice,
  type AlertMatchStoreHarness,
} from '../../read-model/contract/match-store-fixtures.test-kit.js';

/** The log's entries without their positions (which only have to increase). */
const withoutSeq = (entries: readonly { seq: number }[]) => entries.map(({ seq: _seq, ...entry }) => entry);

/**
 * The match log (issue #30): every match the matcher records, appended in the same write,
 * once per event however often it is delivered; a cursor per consumer that never moves back; a wake-up on
 * append; erasure with its case or alert; retention by recording time.
 */
export function matchLogContract(adapter: string, harness: AlertMatchStoreHarness): void {
  describe(`MatchLog contract: ${adapter}`, () => {
    let store: AlertMatchStore;
    beforeEach(async () => {
      store = await harness();
    });

    it('appends one entry per matching subscription and saved search of a recorded notice, in order', async () => {
      await store.record(notice('e1', 101, { subscriptions: ['sub-a', 'sub-b'], searches: ['search-1'] }), AT);
      await store.recordAll(
        [notice('e2', 102, { subscriptions: ['sub-a'], date: '2026-11-21' }), notice('e3', 103)],
        AT,
      );
      const entries = await store.after(0, 100);
      expect(withoutSeq(entries)).toEqual(
        expect.arrayContaining([
          {
            eventId: 'e1',
            caseId: 101,
            caseKey: 'key-101',
            publicationDate: '2026-11-20',
            alert: { kind: 'subscription', id: 'sub-a' },
            recordedAt: AT,
          },
          expect.objectContaining({ eventId: 'e1', alert: { kind: 'subscription', id: 'sub-b' } }),
          expect.objectContaining({ eventId: 'e1', alert: { kind: 'saved-search', id: 'search-1' } }),
        ]),
      );
      expect(entries).toHaveLength(4);
      // The entries of an earlier write come first; positions increase.
      expect(entries.map((e) => e.eventId)).toEqual(['e1', 'e1', 'e1', 'e2']);
      expect(entries.map((e) => e.seq)).toEqual([...entries.map((e) => e.seq)].sort((a, b) => a - b));
      expect(new Set(entries.map((e) => e.seq)).size).toBe(4);
      // Paging: after a position, at most `limit`.
      expect(await store.after(entries[1]!.seq, 2)).toEqual(entries.slice(2, 4));
      expect(await store.after(entries[3]!.seq, 10)).toEqual([]);
    });

    it('appends nothing when an event is delivered again', async () => {
      const first = notice('e1', 101, { subscriptions: ['sub-a'] });
      await store.record(first, AT);
      await store.record(first, AT);
      expect(await store.recordAll([first, first], AT)).toEqual([]);
      expect(await store.after(0, 100)).toHaveLength(1);
    });

    it('keeps a cursor per consumer that never moves back', async () => {
      expect(await store.cursor('immediate-mail')).toBe(0);
      await store.advance('immediate-mail', 5);
      await store.advance('immediate-mail', 3);
      await store.advance('webhooks', 2);
      expect(await store.cursor('immediate-mail')).toBe(5);
      expect(await store.cursor('webhooks')).toBe(2);
    });

    it('drops the cursors of a name range, and only those', async () => {
      await store.advance('immediate-cap:2026-11-19:aa', 3);
      await store.advance('immediate-cap:2026-11-20:bb', 1);
      await store.advance('immediate-cap:2026-11-21:cc', 2);
      await store.advance('immediate-mail', 9);
      expect(await store.dropCursorsBetween('immediate-cap:', 'immediate-cap:2026-11-21')).toBe(2);
      expect(await store.cursor('immediate-cap:2026-11-19:aa')).toBe(0);
      expect(await store.cursor('immediate-cap:2026-11-21:cc')).toBe(2);
      expect(await store.cursor('immediate-mail')).toBe(9);
    });

    it('wakes listeners after a write that appended, until they unsubscribe', async () => {
      let woken = 0;
      const stop = store.onAppend(() => (woken += 1));
      await store.record(notice('e1', 101, { subscriptions: ['sub-a'] }), AT);
      expect(woken).toBeGreaterThanOrEqual(1);
      stop();
      const before = woken;
      await store.record(notice('e2', 102, { subscriptions: ['sub-a'] }), AT);
      expect(woken).toBe(before);
    });

    it('forgets the entries of an erased case, a deleted subscription and deleted saved searches', async () => {
      await store.recordAll(
        [
          notice('e1', 1, { subscriptions: ['sub-a', 'sub-b'], searches: ['search-1', 'search-2'] }),
          notice('e2', 2, { subscriptions: ['sub-c'] }),
        ],
        AT,
      );
      await store.record(erasure(2), AT);
      expect((await store.after(0, 100)).map((e) => e.caseId)).not.toContain(2);
      await store.eraseSubscription('sub-a');
      await store.eraseSavedSearches(['search-1']);
      expect((await store.after(0, 100)).map((e) => e.alert)).toEqual([
        { kind: 'subscription', id: 'sub-b' },
        { kind: 'saved-search', id: 'search-2' },
      ]);
    });

    it('drops entries recorded before the retention limit, and never reuses their positions', async () => {
      await store.record(notice('e1', 1, { subscriptions: ['sub-a'] }), '2026-11-10T08:00:00.000Z');
      await store.record(notice('e2', 2, { subscriptions: ['sub-a'] }), '2026-11-20T08:00:00.000Z');
      const [, latest] = await store.after(0, 10);
      expect(await store.dropRecordedBefore('2026-11-13T08:00:00.000Z')).toBe(1);
      expect((await store.after(0, 100)).map((e) => e.eventId)).toEqual(['e2']);
      expect(await store.dropRecordedBefore('2026-11-21T08:00:00.000Z')).toBe(1);
      await store.record(notice('e3', 3, { subscriptions: ['sub-a'] }), AT);
      const entries = await store.after(0, 100);
      expect(entries.map((e) => e.eventId)).toEqual(['e3']);
      expect(entries[0]!.seq).toBeGreaterThan(latest!.seq);
    });
  });
}
