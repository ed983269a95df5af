import type { DatabaseSync } from 'node:sqlite';
import { fixedClock } from '../../platform/clock/clock.js';
import type { CountOptions } from '../../platform/event-store/event-store.port.js';
import { InProcessMessageBus } from '../../platform/message-bus/in-process/in-process-message-bus.js';
import { LAG_COUNT_LIMIT } from '../../platform/projections-host/projections-host.port.js';
import { subscriptionCriteria } from '../matching/case-terms.js';
import { NEW_CASES_TOPIC, type NewCaseMessage } from '../new-case-feed/new-case-message.js';
import { sqliteAlertMatchStore } from '../read-model/sqlite/alert-match-store.sqlite-harness.test-kit.js';
import type { SqliteAlertMatchStore } from '../read-model/sqlite/sqlite-alert-match-store.js';
import type { SubscriptionCandidate, SubscriptionQueries } from '../read-model/subscription-queries.port.js';
import { AlertMatcher, MATCHER_GROUP } from './alert-matcher.js';
import { matcherLag } from './matcher-lag.js';
import { MATCH_CHUNK } from './slice-runs.js';
import { readModelsAt, ReadModelsLagBehind } from './read-models-at.js';

/**
 * The read side as another process sees it: what the subscriptions read model holds and the position up to
 * which it applied the log, as its stored checkpoint says. Nothing to wait on in memory.
 */
class ReadModelAsStored {
  applied = 0n;
  readonly subscriptions: { id: string; createdAt: bigint; criteria: SubscriptionCandidate['criteria'] }[] = [];

  queries(): SubscriptionQueries {
    return {
      appliedUpTo: async () => this.applied,
      subscriptionCandidates: async (_terms: readonly string[], before: bigint) =>
        this.subscriptions.filter((s) => s.createdAt < before && s.createdAt <= this.applied),
      savedSearchCandidates: async () => [],
      candidatesOfBatch: async (lookups: readonly { terms: readonly string[]; before: bigint }[]) =>
        lookups.map(({ before }) => ({
          subscriptions: this.subscriptions.filter((s) => s.createdAt < before && s.createdAt <= this.applied),
          savedSearches: [],
        })),
    } as unknown as SubscriptionQueries;
  }
}

const notice = (caseId: number, position: bigint, name: string): NewCaseMessage => ({
  kind: 'case-notice',
  eventId: `event-${caseId}`,
  position: position.toString(),
  caseId,
  caseKey: `AG Köln~${caseId}`,
  publicationType: 'eroeffnung',
  publicationDate: '2026-11-20',
  nameTokens: name.split(' '),
  contextTokens: ['koln'],
  caseRef: null,
  registerRef: null,
});

const criteria = (companyName: string) =>
  subscriptionCriteria({
    email: 'kredit@example.de',
    companyName,
    keywords: [],
    active: true,
    caseNumber: null,
    court: null,
    registerNumber: null,
  });

describe('alert matcher guarantees without waiting on in-process projections (issue #15)', () => {
  let db: DatabaseSync;
  let store: SqliteAlertMatchStore;
  let readModel: ReadModelAsStored;
  let bus: InProcessMessageBus;
  let matcher: AlertMatcher;
  beforeEach(() => {
    ({ db, store } = sqliteAlertMatchStore());
    readModel = new ReadModelAsStored();
    bus = new InProcessMessageBus();
    matcher = new AlertMatcher(store, store, readModel.queries(), bus, fixedClock('2026-11-21T09:00:00Z'));
    matcher.start();
  });
  afterEach(async () => {
    await matcher.stop();
    db.close();
  });

  const pending = async (subscription: string) => (await store.pendingMatches(subscription)).map((m) => m.caseId);

  it('matches a case only once the read models stored a checkpoint at its position: a subscription recorded before it counts', async () => {
    // Subscription recorded at position 5, the case at 10; the read model has applied up to 4 so far.
    readModel.subscriptions.push({ id: 'sub-mueller', createdAt: 5n, criteria: criteria('Müller Bau') });
    readModel.applied = 4n;
    let delivered = false;
    const delivery = bus.publish(NEW_CASES_TOPIC, [{ key: '1', payload: notice(1, 10n, 'muller bau gmbh') }]);
    void delivery.then(() => (delivered = true));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(delivered).toBe(false);
    expect(await store.processed(['event-1'])).toEqual(new Set());

    readModel.applied = 10n; // the projections (in whichever process) caught up
    await delivery;
    expect(await pending('sub-mueller')).toEqual([1]);
    expect((await store.progress()).matcherPosition).toBe(10n);
  });

  it('a notice the installation it was migrated from alerted already alerts nobody, and the case index still learns it', async () => {
    readModel.subscriptions.push({ id: 'sub-mueller', createdAt: 1n, criteria: criteria('Müller Bau') });
    readModel.applied = 100n;
    await store.recordAlertedBeforeThrough(31n); // `migrate-data`: the embedded matcher had matched up to here
    await bus.publish(NEW_CASES_TOPIC, [
      { key: '7', payload: notice(7, 30n, 'muller bau ag') },
      { key: '8', payload: notice(8, 31n, 'muller bau kg') },
      { key: '9', payload: notice(9, 32n, 'muller bau se') },
    ]);
    await bus.publish(NEW_CASES_TOPIC, [{ key: '6', payload: notice(6, 12n, 'muller bau ohg') }]);
    expect(await pending('sub-mueller')).toEqual([9]);
    const indexed = await store.casesIndexedUnder(['n:muller']);
    expect(indexed.map((c) => c.caseId).sort()).toEqual([6, 7, 8, 9]);
    expect((await store.progress()).matcherPosition).toBe(32n);
  });

  it('a case erasure needs no read model: it is applied at once and moves the committed position', async () => {
    await store.record(recordedNotice(2, 3n), '2026-11-21T09:00:00Z');
    await bus.publish(NEW_CASES_TOPIC, [
      { key: '2', payload: { kind: 'case-erased', eventId: 'erased-2', position: '20', caseId: 2 } },
    ]);
    expect(await store.casesIndexedUnder(['n:muller'])).toEqual([]);
    expect((await store.progress()).matcherPosition).toBe(20n);
  });

  it('a redelivered batch (at-least-once) is recorded once and leaves the committed position where it was', async () => {
    readModel.subscriptions.push({ id: 'sub-mueller', createdAt: 1n, criteria: criteria('Müller Bau') });
    readModel.applied = 100n;
    const batch = [
      { key: '7', payload: notice(7, 30n, 'muller bau ag') },
      { key: '8', payload: notice(8, 31n, 'muller bau kg') },
    ];
    await bus.publish(NEW_CASES_TOPIC, batch);
    await store.markSent('sub-mueller', [7]); // the digest sent case 7 meanwhile
    await bus.publish(NEW_CASES_TOPIC, batch);
    expect(await pending('sub-mueller')).toEqual([8]);
    expect(matcher.stats().running).toBe(true);
    expect((await store.progress()).matcherPosition).toBe(31n);
  });

  it('stop() does not wait for lagging read models: the waiting batch is not confirmed and comes again', async () => {
    readModel.subscriptions.push({ id: 'sub-mueller', createdAt: 1n, criteria: criteria('Müller Bau') });
    readModel.applied = 1n; // behind the batch: the batch is in flight, waiting for the read model
    const batch = [{ key: '9', payload: notice(9, 40n, 'muller bau se') }];
    const delivery = bus.publish(NEW_CASES_TOPIC, batch);
    await new Promise((resolve) => setTimeout(resolve, 20)); // the matcher holds the batch
    await matcher.stop();
    await expect(delivery).rejects.toThrow(); // not handled: the feed keeps its checkpoint and sends it again
    expect(matcher.stats().running).toBe(false);
    expect(await matcher.parkedCount()).toBe(0);
    expect(await store.processed(['event-9'])).toEqual(new Set());

    readModel.applied = 40n;
    matcher.start();
    await bus.publish(NEW_CASES_TOPIC, batch);
    expect(await pending('sub-mueller')).toEqual([9]);
  });

  it('stop() ends a long batch on a slow read store between slices: the rest comes again, nothing twice', async () => {
    readModel.subscriptions.push({ id: 'sub-mueller', createdAt: 1n, criteria: criteria('Müller Bau') });
    readModel.applied = 10_000n;
    const queries = readModel.queries();
    let firstLookup!: () => void;
    const lookedUp = new Promise<void>((resolve) => (firstLookup = resolve));
    // Every look-up of candidates takes 10 ms: a read store far slower than SQLite (the MongoDB test server).
    const slow = {
      ...queries,
      candidatesOfBatch: async (lookups: Parameters<SubscriptionQueries['candidatesOfBatch']>[0]) => {
        firstLookup();
        await new Promise((resolve) => setTimeout(resolve, 10));
        return queries.candidatesOfBatch(lookups);
      },
    } as SubscriptionQueries;
    await matcher.stop();
    matcher = new AlertMatcher(store, store, slow, bus, fixedClock('2026-11-21T09:00:00Z'));
    matcher.start();
    const batch = Array.from({ length: 5 * MATCH_CHUNK }, (_, i) => ({
      key: String(100 + i),
      payload: notice(100 + i, BigInt(100 + i), 'muller bau se'),
    }));
    const delivery = bus.publish(NEW_CASES_TOPIC, batch);
    await lookedUp;
    await matcher.stop();
    await expect(delivery).rejects.toThrow(); // not confirmed: the feed sends it again
    const matchedBefore = (await pending('sub-mueller')).length;
    expect(matchedBefore).toBeLessThan(batch.length);

    matcher.start();
    await bus.publish(NEW_CASES_TOPIC, batch);
    const matched = await pending('sub-mueller');
    expect(matched).toHaveLength(batch.length);
    expect(new Set(matched).size).toBe(batch.length);
  });

  it('waits out read models lagging longer than one wait instead of parking the message (its alerts would be lost)', async () => {
    readModel.subscriptions.push({ id: 'sub-mueller', createdAt: 1n, criteria: criteria('Müller Bau') });
    readModel.applied = 1n; // a projections worker catching up after a restart
    matcher.readModelWaitMs = 50; // one wait (10 s in production) runs out, and the next one begins
    const delivery = bus.publish(NEW_CASES_TOPIC, [{ key: '11', payload: notice(11, 50n, 'muller bau ohg') }]);
    while (!matcher.stats().lastError) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(matcher.stats().lastError).toMatch(/ReadModelsLagBehind: .*at 1, case at 50/);
    // Still waiting after several waits ran out: not parked, not confirmed.
    await new Promise((resolve) => setTimeout(resolve, 3 * 50));
    expect(await matcher.parkedCount()).toBe(0);
    expect(await store.processed(['event-11'])).toEqual(new Set());
    readModel.applied = 50n;
    await delivery;
    expect(await pending('sub-mueller')).toEqual([11]);
    expect(await matcher.parkedCount()).toBe(0);
  });
});

describe('readModelsAt', () => {
  it('gives up after its bounded wait, naming both positions (the message then takes the retries)', async () => {
    await expect(readModelsAt({ appliedUpTo: async () => 3n }, 5n, 30)).rejects.toThrow(ReadModelsLagBehind);
    await expect(readModelsAt({ appliedUpTo: async () => 3n }, 5n, 30)).rejects.toThrow(/at 3, case at 5/);
    await expect(readModelsAt({ appliedUpTo: async () => 5n }, 5n, 0)).resolves.toBeUndefined();
  });
});

describe('matcherLag', () => {
  /** A log of events at positions 1 … `length`, counted as the event stores count. */
  const logOf = (length: number) => ({
    countAfter: async (position: bigint, options: CountOptions = {}) => {
      const end = Math.min(length, Number(options.until ?? BigInt(length)));
      return Math.min(Math.max(0, end - Number(position)), options.atMost ?? Number.POSITIVE_INFINITY);
    },
  });
  const log = logOf(50);
  const progress = (matcherPosition: bigint, feedPosition: bigint) => ({
    progress: async () => ({ matcherPosition, feedPosition }),
  });
  const inProcess = { deliveredOnPublish: true, unconfirmed: async () => 99 };

  it('on the in-process bus: 0 once the committed position reached the feed, else the events between the two', async () => {
    expect(await matcherLag({ matches: progress(40n, 40n), store: log, bus: inProcess })).toEqual({
      matcherPosition: 40n,
      feedPosition: 40n,
      unpublished: null,
      unmatched: 0,
      behind: 0,
    });
    expect(await matcherLag({ matches: progress(30n, 42n), store: log, bus: inProcess })).toMatchObject({
      unmatched: 12,
      behind: 12,
    });
  });

  it("counts the events between matcher and feed only up to the health reports' limit, however long the log", async () => {
    const long = logOf(2_000_000);
    expect(await matcherLag({ matches: progress(30n, 42n), store: long, bus: inProcess })).toMatchObject({
      unmatched: 12,
    });
    expect(await matcherLag({ matches: progress(0n, 1_500_000n), store: long, bus: inProcess })).toMatchObject({
      unmatched: LAG_COUNT_LIMIT,
      behind: LAG_COUNT_LIMIT,
    });
  });

  it('on a bus that keeps messages: what the group has not confirmed, even with the watermark at the feed', async () => {
    const asked: string[] = [];
    const kafka = {
      deliveredOnPublish: false,
      unconfirmed: async (topic: string, group: string) => {
        asked.push(`${topic} ${group}`);
        return 3;
      },
    };
    // The furthest partition committed the feed's last message; another partition still holds 3.
    expect(await matcherLag({ matches: progress(42n, 42n), store: log, bus: kafka })).toMatchObject({
      unmatched: 3,
      behind: 3,
    });
    expect(asked).toEqual([`${NEW_CASES_TOPIC} ${MATCHER_GROUP}`]);
  });

  it('adds what the feed has not relayed yet', async () => {
    const feed = { unpublished: async () => 4 };
    expect(await matcherLag({ matches: progress(30n, 42n), store: log, bus: inProcess, feed })).toMatchObject({
      unpublished: 4,
      unmatched: 12,
      behind: 16,
    });
  });
});

/** A recorded notice of case `caseId` (indexed under `muller`), as the matcher recorded it earlier. */
const recordedNotice = (caseId: number, position: bigint) => ({
  kind: 'notice' as const,
  eventId: `event-${caseId}`,
  position,
  caseId,
  caseKey: `AG Köln~${caseId}`,
  publicationDate: '2026-11-20',
  fields: { nameTokens: ['muller'], contextTokens: [], caseRef: null, registerRef: null },
  subscriptionIds: [],
  savedSearchIds: [],
});
