import type mongoose from 'mongoose';
import { describeWithMongo } from '../../../platform/read-store/mongo/mongo-test-server.test-kit.js';
import type { NoticeMatches } from '../alert-match-store.port.js';
import { alertMatchStoreContract } from '../contract/alert-match-store.contract.test-kit.js';
import { mongoAlertMatchStores } from './alert-match-store.mongo-harness.test-kit.js';
import { MongoAlertMatchStore } from './mongo-alert-match-store.js';

const AT = '2026-11-21T09:00:00.000Z';

const notice = (eventId: string, caseId: number, subscriptionIds: string[], savedSearchIds: string[] = []) =>
  ({
    kind: 'notice',
    eventId,
    position: BigInt(caseId),
    caseId,
    caseKey: `key-${caseId}`,
    publicationDate: '2026-11-20',
    fields: { nameTokens: ['bau'], contextTokens: [], caseRef: null, registerRef: null },
    subscriptionIds,
    savedSearchIds,
  }) satisfies NoticeMatches;

/**
 * The database as a store sees it, except that `method` of collection `name` fails (when `when` holds for its
 * first argument): the process dies there, every write before it done, none after it.
 */
function crashingAt(
  db: mongoose.mongo.Db,
  name: string,
  method: string,
  when: (arg: unknown) => boolean = () => true,
): mongoose.mongo.Db {
  return interceptAt(db, name, method, (arg) => {
    if (when(arg)) throw new Error(`crash before ${name}.${method}`);
  });
}

/** `db` whose collection `name` runs `before` ahead of every call of `method`. */
function interceptAt(
  db: mongoose.mongo.Db,
  name: string,
  method: string,
  before: (arg: unknown) => void | Promise<void>,
): mongoose.mongo.Db {
  const bound = (target: object, prop: string | symbol) => {
    const value = Reflect.get(target, prop, target) as unknown;
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
  };
  return new Proxy(db, {
    get(target, prop) {
      if (prop !== 'collection') return bound(target, prop);
      return (collection: string) => {
        const real = target.collection(collection);
        if (collection !== name) return real;
        return new Proxy(real, {
          get(inner, innerProp) {
            if (innerProp !== method) return bound(inner, innerProp);
            const original = bound(inner, innerProp) as (...args: unknown[]) => unknown;
            return async (...args: unknown[]) => {
              await before(args[0]);
              return original(...args);
            };
          },
        });
      };
    },
  });
}

describeWithMongo('MongoDB alert match store', () => {
  const stores = mongoAlertMatchStores();
  afterEach(() => stores.dropAll());

  alertMatchStoreContract('MongoDB', async () => (await stores.open()).store);

  describe('a crash between the writes of a notice, then its redelivery', () => {
    it('before the processed marker: no digest sees the matches, the redelivery records each once', async () => {
      const { db, store } = await stores.open();
      const crashing = await MongoAlertMatchStore.open(crashingAt(db, 'alert_processed_events', 'bulkWrite'));
      const write = notice('e1', 7, ['sub-a', 'sub-b'], ['search-1']);
      await expect(crashing.record(write, AT)).rejects.toThrow('crash before');
      // What a digest running now sees: nothing to send (so nothing sent and deleted before the redelivery).
      expect(await store.subscriptionsWithPendingMatches()).toEqual([]);
      expect(await store.savedSearchesWithPendingMatches()).toEqual([]);
      expect(await store.processed(['e1'])).toEqual(new Set());
      expect((await store.progress()).matcherPosition).toBe(0n);

      await store.record(write, AT);
      expect(await store.subscriptionsWithPendingMatches()).toEqual(['sub-a', 'sub-b']);
      expect(await store.pendingMatches('sub-a')).toEqual([{ caseId: 7, caseKey: 'key-7' }]);
      expect(await store.pendingSearchMatches('search-1')).toEqual([{ caseId: 7, caseKey: 'key-7' }]);
      expect(await db.collection('alert_matches').countDocuments()).toBe(2);
      expect(await store.processed(['e1'])).toEqual(new Set(['e1']));
      expect((await store.progress()).matcherPosition).toBe(7n);
    });

    it('after the processed marker, before the matches were released: the redelivery releases them', async () => {
      const { db, store } = await stores.open();
      const crashing = await MongoAlertMatchStore.open(crashingAt(db, 'alert_matches', 'updateMany'));
      const write = notice('e1', 7, ['sub-a']);
      await expect(crashing.record(write, AT)).rejects.toThrow('crash before');
      expect(await store.processed(['e1'])).toEqual(new Set(['e1']));
      expect(await store.subscriptionsWithPendingMatches()).toEqual([]);

      await store.record(write, AT);
      expect(await store.pendingMatches('sub-a')).toEqual([{ caseId: 7, caseKey: 'key-7' }]);
      await store.markSent('sub-a', [7]);
      // Delivered once more after the digest sent it: nothing comes back.
      await store.record(write, AT);
      expect(await store.subscriptionsWithPendingMatches()).toEqual([]);
    });

    it('an interrupted erasure is repeated whole by its redelivery', async () => {
      const { db, store } = await stores.open();
      await store.record(notice('e1', 7, ['sub-a']), AT);
      const erasure = { kind: 'erasures', erasures: [{ caseId: 7, eventId: 'gone-7', position: 9n }] } as const;
      const crashing = await MongoAlertMatchStore.open(crashingAt(db, 'alert_processed_events', 'bulkWrite'));
      await expect(crashing.record(erasure, AT)).rejects.toThrow('crash before');
      expect(await store.processed(['gone-7'])).toEqual(new Set());

      await store.record(erasure, AT);
      expect(await store.processed(['gone-7'])).toEqual(new Set(['gone-7']));
      expect(await store.casesIndexedUnder(['n:bau'])).toEqual([]);
      expect(await store.subscriptionsWithPendingMatches()).toEqual([]);
      expect((await store.progress()).matcherPosition).toBe(9n);
    });

    it('a batch reports the write that failed, records the others, and the retry records it once', async () => {
      const { db, store } = await stores.open();
      const failsForCase2 = (filter: unknown) => (filter as { _id?: unknown })._id === 2;
      const crashing = await MongoAlertMatchStore.open(crashingAt(db, 'alert_case_index', 'replaceOne', failsForCase2));
      const broken = notice('e2', 2, ['sub-b']);
      const failed = await crashing.recordAll([notice('e1', 1, ['sub-a']), broken, notice('e3', 3, ['sub-a'])], AT);
      expect(failed).toEqual([broken]);
      expect(await store.processed(['e1', 'e2', 'e3'])).toEqual(new Set(['e1', 'e3']));
      expect(await store.subscriptionsWithPendingMatches()).toEqual(['sub-a']);
      expect((await store.progress()).matcherPosition).toBe(3n);

      expect(await store.recordAll([broken], AT)).toEqual([]);
      expect(await store.subscriptionsWithPendingMatches()).toEqual(['sub-a', 'sub-b']);
      expect(await store.pendingMatches('sub-b')).toEqual([{ caseId: 2, caseKey: 'key-2' }]);
    });
  });

  describe('the match log across crashes and writers (issue #30)', () => {
    it('a crash before the processed marker logs nothing visible; the redelivery logs each match once', async () => {
      const { db, store } = await stores.open();
      const crashing = await MongoAlertMatchStore.open(crashingAt(db, 'alert_processed_events', 'bulkWrite'));
      const write = notice('e1', 7, ['sub-a', 'sub-b'], ['search-1']);
      await expect(crashing.record(write, AT)).rejects.toThrow('crash before');
      expect(await store.after(0, 10)).toEqual([]);
      await store.record(write, AT);
      await store.record(write, AT);
      expect((await store.after(0, 10)).map((e) => e.alert.id)).toEqual(['sub-a', 'sub-b', 'search-1']);
    });

    it('a crash after the marker, before the positions: the redelivery publishes the staged entries', async () => {
      const { db, store } = await stores.open();
      // The staging is the first bulkWrite of the log: it passes, the publication's fails.
      let calls = 0;
      const second = await MongoAlertMatchStore.open(
        crashingAt(db, 'alert_match_log', 'bulkWrite', () => (calls += 1) === 2),
      );
      await expect(second.record(notice('e1', 7, ['sub-a']), AT)).rejects.toThrow('crash before');
      expect(await store.processed(['e1'])).toEqual(new Set(['e1']));
      expect(await store.after(0, 10)).toEqual([]);
      await store.record(notice('e1', 7, ['sub-a']), AT);
      expect((await store.after(0, 10)).map((e) => e.eventId)).toEqual(['e1']);
    });

    it('readers stop before a block of positions another writer has not published yet', async () => {
      const { db, store } = await stores.open();
      await store.record(notice('e1', 1, ['sub-a']), AT);
      // Another writer took positions 2–3 and has not given them to its entries yet.
      const sequence = db.collection<{ _id: string; value: number; open: { first: number; at: number }[] }>(
        'alert_match_log_sequence',
      );
      const block = { first: 2, at: Date.now() };
      await sequence.updateOne({ _id: 'seq' }, { $set: { value: 3 }, $push: { open: block } });
      await store.record(notice('e4', 4, ['sub-a']), AT);
      expect((await store.after(0, 10)).map((e) => e.eventId)).toEqual(['e1']);
      await sequence.updateOne({ _id: 'seq' }, { $pullAll: { open: [block] } });
      expect((await store.after(0, 10)).map((e) => e.eventId)).toEqual(['e1', 'e4']);
    });
  });

  it('a writer stalled past the stale limit numbers its entries again behind the readers that passed it', async () => {
    const { db, store } = await stores.open();
    await store.record(notice('e1', 1, ['sub-a']), AT);
    const sequence = db.collection<{ _id: string; open: unknown[] }>('alert_match_log_sequence');
    let calls = 0;
    const slow = await MongoAlertMatchStore.open(
      interceptAt(db, 'alert_match_log', 'bulkWrite', async () => {
        // The first call stages; at the second (numbering) the writer has stalled: a reader dropped its block as
        // stale, another writer logged a later notice, and a consumer read past both.
        if ((calls += 1) !== 2) return;
        await sequence.updateOne({ _id: 'seq' }, { $set: { open: [] } });
        await store.record(notice('e3', 3, ['sub-a']), AT);
        await store.advance('consumer', (await store.after(0, 10)).at(-1)!.seq);
      }),
    );
    await slow.record(notice('e2', 2, ['sub-a']), AT);
    expect((await store.after(await store.cursor('consumer'), 10)).map((e) => e.eventId)).toEqual(['e2']);
  });

  it('creates the indexes of its queries when it opens, and opens again on the same database', async () => {
    const { db } = await stores.open();
    await MongoAlertMatchStore.open(db);
    const names = (await db.collection('alert_matches').indexes()).map((index) => index.name);
    expect(names).toEqual(expect.arrayContaining(['by_subscription', 'by_case', 'by_event']));
  });
});
