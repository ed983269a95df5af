import { fixedClock } from '../../platform/clock/clock.js';
import { sqliteAlertMatchStore } from '../read-model/sqlite/alert-match-store.sqlite-harness.test-kit.js';
import { MatchLogRetention } from './match-log-retention.js';

const notice = (eventId: string, caseId: number) =>
  ({
    kind: 'notice',
    eventId,
    position: BigInt(caseId),
    caseId,
    caseKey: `key-${caseId}`,
    publicationDate: '2026-11-20',
    fields: { nameTokens: ['bau'], contextTokens: [], caseRef: null, registerRef: null },
    subscriptionIds: ['sub-a'],
    savedSearchIds: [],
  }) as const;

describe('match log retention', () => {
  it('drops the entries recorded more than 7 days ago, and keeps the rest', async () => {
    const { store } = sqliteAlertMatchStore();
    await store.record(notice('old', 1), '2026-11-20T08:59:59.000Z');
    await store.record(notice('kept', 2), '2026-11-20T09:00:01.000Z');
    const retention = new MatchLogRetention(store, fixedClock('2026-11-27T09:00:00Z'));
    expect(await retention.prune()).toBe(1);
    expect((await store.after(0, 10)).map((entry) => entry.eventId)).toEqual(['kept']);
  });

  it("drops the immediate mails' daily counters of past Berlin days", async () => {
    const { store } = sqliteAlertMatchStore();
    await store.advance('immediate-cap:2026-11-26:aa', 20);
    await store.advance('immediate-cap:2026-11-27:bb', 3);
    await new MatchLogRetention(store, fixedClock('2026-11-27T09:00:00Z')).prune();
    expect(await store.cursor('immediate-cap:2026-11-26:aa')).toBe(0);
    expect(await store.cursor('immediate-cap:2026-11-27:bb')).toBe(3);
  });

  it('reports a failing store in its log and answers 0 (the next hour tries again)', async () => {
    const failing = {
      dropRecordedBefore: () => Promise.reject(new Error('database is locked')),
      dropCursorsBetween: () => Promise.resolve(0),
    };
    expect(await new MatchLogRetention(failing, fixedClock('2026-11-27T09:00:00Z')).prune()).toBe(0);
  });
});
