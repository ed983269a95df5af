import { randomUUID } from 'node:crypto';
import type { DomainEvent, NewEvent, RecordedEvent } from '../event.js';
import type { EventStore } from '../event-store.port.js';
import { holdsAny } from '../../../test/stored-text.js';
import { StreamDeletedError, WrongExpectedRevisionError } from '../errors.js';

/**
 * The behaviour every EventStore adapter must show (docs/DESIGN.md §3). Call `eventStoreContract` from an
 * adapter's spec file with a harness that can open the same storage again (to test restarts).
 */
export interface EventStoreHarness {
  /** Opens the store on this harness' storage; may be called again after `close()` to simulate a restart. */
  open(): Promise<EventStore>;
  /**
   * Every byte the adapter's storage keeps on disk, read after the store is closed (used to prove erasure);
   * absent when the files are a server's the test cannot read (a real KurrentDB).
   */
  rawStorage?(): Promise<Buffer[]>;
  /**
   * True when deleted data leaves the files only with a scavenge the store must request (KurrentDB): the
   * erasure case then asserts that `purgeDeleted` starts one.
   */
  readonly erasureNeedsScavenge?: boolean;
  dispose(): Promise<void>;
}

export function testEvent(type: string, data: unknown, eventId: string = randomUUID()): NewEvent {
  return {
    type,
    data,
    metadata: {
      eventId,
      correlationId: 'corr-1',
      causationId: null,
      actorId: 'system:test',
      occurredAt: '2026-11-21T08:30:00.000Z',
      schemaVersion: 1,
    },
  };
}

const waitFor = async (condition: () => boolean, timeoutMs = 5000): Promise<void> => {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
};

export function eventStoreContract(adapter: string, createHarness: () => Promise<EventStoreHarness>): void {
  describe(`EventStore contract: ${adapter}`, () => {
    let harness: EventStoreHarness;
    let store: EventStore;

    beforeEach(async () => {
      harness = await createHarness();
      store = await harness.open();
    });
    afterEach(async () => {
      await store.close();
      await harness.dispose();
    });

    const stream = () => `test-${randomUUID()}`;

    describe('appending and reading a stream', () => {
      it('creates a stream with "no_stream" and reads the events back in order with revisions', async () => {
        const name = stream();
        const result = await store.append(
          name,
          [testEvent('CaseImported', { court: 'AG München', n: 1 }), testEvent('CaseNoticePublished', { n: 2 })],
          { expectedRevision: 'no_stream' },
        );
        expect(result.nextExpectedRevision).toBe(1n);
        const read = await store.readStream(name);
        expect(read.revision).toBe(1n);
        expect(read.events.map((e) => [e.type, e.revision, e.streamName])).toEqual([
          ['CaseImported', 0n, name],
          ['CaseNoticePublished', 1n, name],
        ]);
        expect(read.events[0].data).toEqual({ court: 'AG München', n: 1 });
        expect(read.events[0].metadata.actorId).toBe('system:test');
        expect(read.events[0].recordedAt).toBeInstanceOf(Date);
        expect(read.events[1].position).toBe(result.position);
      });

      it('round-trips umlauts, nested objects, nulls and large payloads unchanged', async () => {
        const name = stream();
        const data = {
          name: 'Müller & Söhne GmbH – Straße',
          nested: { list: [1, 'ß', null] },
          text: 'x'.repeat(200_000),
        };
        await store.append(name, [testEvent('Big', data)], { expectedRevision: 'no_stream' });
        expect((await store.readStream(name)).events[0].data).toEqual(data);
      });

      it('reports a stream that was never written as "no_stream" with no events', async () => {
        expect(await store.readStream(stream())).toEqual({ revision: 'no_stream', events: [] });
      });

      it('reads a slice of a stream from a revision with a maximum count', async () => {
        const name = stream();
        await store.append(
          name,
          [1, 2, 3, 4, 5].map((n) => testEvent('N', { n })),
          { expectedRevision: 'no_stream' },
        );
        const slice = await store.readStream(name, { fromRevision: 2n, maxCount: 2 });
        expect(slice.events.map((e) => (e.data as { n: number }).n)).toEqual([3, 4]);
        expect(slice.revision).toBe(4n);
      });

      it('tells the revision of a stream without reading its events (maxCount 0)', async () => {
        const name = stream();
        await store.append(name, [testEvent('N', { n: 1 }), testEvent('N', { n: 2 })], {
          expectedRevision: 'no_stream',
        });
        expect(await store.readStream(name, { maxCount: 0 })).toEqual({ revision: 1n, events: [] });
        expect(await store.readStream(stream(), { maxCount: 0 })).toEqual({ revision: 'no_stream', events: [] });
      });
    });

    describe('revisions of many streams', () => {
      it('tells the revision of each stream in one read, "no_stream" for missing and deleted ones', async () => {
        const [one, two, deleted, missing] = [stream(), stream(), stream(), stream()];
        await store.append(one, [testEvent('N', { n: 1 })], { expectedRevision: 'no_stream' });
        await store.append(two, [testEvent('N', { n: 1 }), testEvent('N', { n: 2 })], {
          expectedRevision: 'no_stream',
        });
        await store.append(deleted, [testEvent('N', { n: 1 })], { expectedRevision: 'no_stream' });
        await store.deleteStream(deleted);

        const revisions = await store.streamRevisions([one, two, deleted, missing]);

        expect([...revisions]).toEqual([
          [one, 0n],
          [two, 1n],
          [deleted, 'no_stream'],
          [missing, 'no_stream'],
        ]);
        expect(await store.streamRevisions([])).toEqual(new Map());
      });
    });

    describe('optimistic concurrency', () => {
      it('appends with the exact revision read', async () => {
        const name = stream();
        const first = await store.append(name, [testEvent('A', {})], { expectedRevision: 'no_stream' });
        const second = await store.append(name, [testEvent('B', {})], { expectedRevision: first.nextExpectedRevision });
        expect(second.nextExpectedRevision).toBe(1n);
      });

      it('rejects a stale revision with a typed error and writes nothing', async () => {
        const name = stream();
        await store.append(name, [testEvent('A', {}), testEvent('B', {})], { expectedRevision: 'no_stream' });
        const attempt = store.append(name, [testEvent('C', {})], { expectedRevision: 0n });
        await expect(attempt).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        await expect(attempt).rejects.toMatchObject({ streamName: name, expected: 0n, actual: 1n });
        expect((await store.readStream(name)).events).toHaveLength(2);
      });

      it('rejects "no_stream" when the stream exists, and "stream_exists" or a revision when it does not', async () => {
        const name = stream();
        await expect(
          store.append(name, [testEvent('A', {})], { expectedRevision: 'stream_exists' }),
        ).rejects.toMatchObject({
          actual: 'no_stream',
        });
        await expect(store.append(name, [testEvent('A', {})], { expectedRevision: 0n })).rejects.toBeInstanceOf(
          WrongExpectedRevisionError,
        );
        await store.append(name, [testEvent('A', {})], { expectedRevision: 'no_stream' });
        await expect(
          store.append(name, [testEvent('B', {})], { expectedRevision: 'no_stream' }),
        ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        await store.append(name, [testEvent('B', {})], { expectedRevision: 'stream_exists' });
        await store.append(name, [testEvent('C', {})], { expectedRevision: 'any' });
        expect((await store.readStream(name)).revision).toBe(2n);
      });

      it('lets exactly one of two writers with the same expected revision win', async () => {
        const name = stream();
        const { nextExpectedRevision } = await store.append(name, [testEvent('A', {})], {
          expectedRevision: 'no_stream',
        });
        const outcomes = await Promise.allSettled([
          store.append(name, [testEvent('B', { writer: 1 })], { expectedRevision: nextExpectedRevision }),
          store.append(name, [testEvent('B', { writer: 2 })], { expectedRevision: nextExpectedRevision }),
        ]);
        expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
        const rejected = outcomes.find((o) => o.status === 'rejected');
        expect(rejected?.reason).toBeInstanceOf(WrongExpectedRevisionError);
        expect((await store.readStream(name)).events).toHaveLength(2);
      });
    });

    describe('idempotent append', () => {
      it('stores a retried batch once and acknowledges the retry with the same result', async () => {
        const name = stream();
        const batch = [testEvent('A', { n: 1 }), testEvent('B', { n: 2 })];
        const first = await store.append(name, batch, { expectedRevision: 'no_stream' });
        const retry = await store.append(name, batch, { expectedRevision: 'no_stream' });
        expect(retry).toEqual(first);
        const again = await store.append(name, [batch[1]], { expectedRevision: 'any' });
        expect(again.nextExpectedRevision).toBe(1n);
        expect((await store.readStream(name)).events).toHaveLength(2);
        expect(await store.countAfter(0n)).toBe(2);
      });

      it('still checks concurrency when only part of a batch was stored before', async () => {
        const name = stream();
        const a = testEvent('A', {});
        await store.append(name, [a], { expectedRevision: 'no_stream' });
        await expect(
          store.append(name, [a, testEvent('B', {})], { expectedRevision: 'no_stream' }),
        ).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        expect((await store.readStream(name)).events).toHaveLength(1);
      });

      it('keeps the same event id apart in different streams', async () => {
        const shared = randomUUID();
        await store.append(stream(), [testEvent('A', {}, shared)], { expectedRevision: 'no_stream' });
        await store.append(stream(), [testEvent('A', {}, shared)], { expectedRevision: 'no_stream' });
        expect(await store.countAfter(0n)).toBe(2);
      });
    });

    describe('the global log', () => {
      it('orders events of all streams by strictly increasing bigint positions', async () => {
        const a = stream();
        const b = stream();
        await store.append(a, [testEvent('A1', {})], { expectedRevision: 'no_stream' });
        await store.append(b, [testEvent('B1', {}), testEvent('B2', {})], { expectedRevision: 'no_stream' });
        await store.append(a, [testEvent('A2', {})], { expectedRevision: 0n });
        const all = await store.readAll();
        expect(all.map((e) => e.type)).toEqual(['A1', 'B1', 'B2', 'A2']);
        for (let i = 1; i < all.length; i++) expect(all[i].position > all[i - 1].position).toBe(true);
        expect(typeof all[0].position).toBe('bigint');
        expect(await store.headPosition()).toBe(all[3].position);
      });

      it('pages through the log from a checkpoint without gaps or repeats', async () => {
        for (let i = 0; i < 25; i++)
          await store.append(stream(), [testEvent('E', { i })], { expectedRevision: 'no_stream' });
        const seen: number[] = [];
        let after = 0n;
        for (;;) {
          const page = await store.readAll({ after, maxCount: 7 });
          if (page.length === 0) break;
          seen.push(...page.map((e) => (e.data as { i: number }).i));
          after = page[page.length - 1].position;
        }
        expect(seen).toEqual([...Array(25).keys()]);
        expect(await store.countAfter(0n)).toBe(25);
        expect(await store.countAfter(after)).toBe(0);
      });

      it('counts the events after a position up to another, stopping at a limit', async () => {
        for (let i = 0; i < 25; i++)
          await store.append(stream(), [testEvent('E', { i })], { expectedRevision: 'no_stream' });
        const at = (await store.readAll()).map((event) => event.position);
        expect(await store.countAfter(0n, { atMost: 10 })).toBe(10);
        expect(await store.countAfter(0n, { atMost: 1000 })).toBe(25);
        expect(await store.countAfter(at[4], { until: at[9] })).toBe(5);
        expect(await store.countAfter(at[4], { until: at[9], atMost: 3 })).toBe(3);
        expect(await store.countAfter(at[4], { until: at[24], atMost: 1000 })).toBe(20);
        expect(await store.countAfter(at[9], { until: at[4] })).toBe(0);
        expect(await store.countAfter(at[24], { atMost: 10 })).toBe(0);
      });

      it('starts empty', async () => {
        expect(await store.headPosition()).toBe(0n);
        expect(await store.highestPosition()).toBe(0n);
        expect(await store.readAll()).toEqual([]);
      });

      // A read model's checkpoint beyond it means another log (replaced, restored from an older backup).
      it('never moves its highest position back, not even when the newest stream is erased', async () => {
        const kept = stream();
        const newest = stream();
        await store.append(kept, [testEvent('A1', {})], { expectedRevision: 'no_stream' });
        const { position } = await store.append(newest, [testEvent('B1', {})], { expectedRevision: 'no_stream' });
        expect(await store.highestPosition()).toBeGreaterThanOrEqual(position);
        await store.deleteStream(newest);
        await store.purgeDeleted();
        expect(await store.highestPosition()).toBeGreaterThanOrEqual(position);
      });
    });

    describe('catch-up subscriptions', () => {
      const collect = (received: RecordedEvent[]) => async (batch: RecordedEvent[]) => {
        received.push(...batch);
      };

      it('delivers existing events, then live appends, in order', async () => {
        const name = stream();
        await store.append(name, [testEvent('Old1', {}), testEvent('Old2', {})], { expectedRevision: 'no_stream' });
        const received: RecordedEvent[] = [];
        const sub = store.subscribeToAll({ after: 0n, onEvents: collect(received), batchSize: 1 });
        await waitFor(() => received.length === 2);
        await store.append(name, [testEvent('New', {})], { expectedRevision: 1n });
        await waitFor(() => received.length === 3);
        expect(received.map((e) => e.type)).toEqual(['Old1', 'Old2', 'New']);
        await waitFor(() => sub.caughtUp);
        expect(sub.position).toBe(received[2].position);
        await sub.stop();
      });

      it('resumes after a restart from a stored checkpoint without repeating or losing events', async () => {
        const name = stream();
        await store.append(
          name,
          [1, 2, 3].map((n) => testEvent('N', { n })),
          { expectedRevision: 'no_stream' },
        );
        const firstRun: RecordedEvent[] = [];
        const sub = store.subscribeToAll({ after: 0n, onEvents: collect(firstRun) });
        await waitFor(() => firstRun.length === 3);
        await sub.stop();
        const checkpoint = sub.position;
        await store.close();

        store = await harness.open();
        await store.append(
          name,
          [4, 5].map((n) => testEvent('N', { n })),
          { expectedRevision: 2n },
        );
        const secondRun: RecordedEvent[] = [];
        const resumed = store.subscribeToAll({ after: checkpoint, onEvents: collect(secondRun) });
        await waitFor(() => secondRun.length === 2);
        await waitFor(() => resumed.caughtUp);
        expect(secondRun.map((e) => (e.data as { n: number }).n)).toEqual([4, 5]);
        await resumed.stop();
      });

      it('stops and reports the error when the handler throws, keeping the last good position', async () => {
        await store.append(stream(), [testEvent('Good', {}), testEvent('Bad', {})], { expectedRevision: 'no_stream' });
        const errors: unknown[] = [];
        const good: RecordedEvent[] = [];
        const sub = store.subscribeToAll({
          after: 0n,
          batchSize: 1,
          onEvents: async ([event]) => {
            if (event.type === 'Bad') throw new Error('projection failed');
            good.push(event);
          },
          onError: (e) => errors.push(e),
        });
        await waitFor(() => errors.length === 1);
        expect((errors[0] as Error).message).toBe('projection failed');
        expect(sub.position).toBe(good[0].position);
        await sub.stop();
      });

      it('waits for the batch in flight when stopped', async () => {
        await store.append(stream(), [testEvent('Slow', {})], { expectedRevision: 'no_stream' });
        let finished = false;
        let started = false;
        const sub = store.subscribeToAll({
          after: 0n,
          onEvents: async () => {
            started = true;
            await new Promise((r) => setTimeout(r, 50));
            finished = true;
          },
        });
        await waitFor(() => started);
        await sub.stop();
        expect(finished).toBe(true);
      });
    });

    describe('hard deletion for erasure', () => {
      it('removes the stream from stream reads and the global log, and refuses later appends', async () => {
        const doomed = stream();
        const kept = stream();
        await store.append(doomed, [testEvent('CaseImported', { debtor: 'Erika Mustermann' })], {
          expectedRevision: 'no_stream',
        });
        await store.append(kept, [testEvent('CaseImported', { debtor: 'Beispiel GmbH' })], {
          expectedRevision: 'no_stream',
        });
        const headBefore = await store.headPosition();
        await store.deleteStream(doomed);

        expect(await store.readStream(doomed)).toEqual({ revision: 'no_stream', events: [] });
        expect((await store.readAll()).map((e) => e.streamName)).toEqual([kept]);
        await expect(
          store.append(doomed, [testEvent('CaseNoticePublished', {})], { expectedRevision: 'any' }),
        ).rejects.toBeInstanceOf(StreamDeletedError);
        const next = await store.append(kept, [testEvent('CaseNoticePublished', {})], { expectedRevision: 0n });
        expect(next.position > headBefore).toBe(true);
        await store.deleteStream(stream());
        await store.deleteStream(doomed);
      });

      it('puts the head at the newest event the global log still delivers once the newest streams are deleted', async () => {
        const kept = stream();
        await store.append(kept, [testEvent('CaseImported', { debtor: 'Beispiel GmbH' })], {
          expectedRevision: 'no_stream',
        });
        const keptAt = await store.headPosition();
        const doomed = Array.from({ length: 3 }, () => stream());
        for (const name of doomed) {
          await store.append(name, [testEvent('CaseImported', { debtor: 'Erika Mustermann' })], {
            expectedRevision: 'no_stream',
          });
        }
        expect(await store.headPosition()).toBeGreaterThan(keptAt);
        await store.deleteStreams(doomed);

        expect(await store.headPosition()).toBe(keptAt);
        expect((await store.readAll()).at(-1)?.position).toBe(keptAt);
      });

      it('deletes many streams at once, skipping missing and already deleted ones', async () => {
        const [a, b, kept] = [stream(), stream(), stream()];
        for (const name of [a, b, kept]) {
          await store.append(name, [testEvent('CaseImported', { name })], { expectedRevision: 'no_stream' });
        }
        await store.deleteStream(b);
        await store.deleteStreams([a, b, stream()]);
        await store.deleteStreams([]);
        expect((await store.readAll()).map((e) => e.streamName)).toEqual([kept]);
        for (const name of [a, b]) {
          await expect(
            store.append(name, [testEvent('CaseNoticePublished', {})], { expectedRevision: 'any' }),
          ).rejects.toBeInstanceOf(StreamDeletedError);
        }
      });

      it('leaves no trace of the deleted events in the storage files (after the scavenge it requests, where needed)', async () => {
        const marker = `Zeugin-${randomUUID()}`;
        const doomed = stream();
        await store.append(doomed, [testEvent('CaseImported', { debtor: marker, text: `${marker} `.repeat(500) })], {
          expectedRevision: 'no_stream',
        });
        for (let i = 0; i < 50; i++)
          await store.append(stream(), [testEvent('Other', { i })], { expectedRevision: 'no_stream' });
        await store.append(doomed, [testEvent('CaseNoticePublished', { debtor: marker })], { expectedRevision: 0n });
        // The search finds the marker while it is stored (as written, or base64-encoded as the KurrentDB test
        // server stores event data): it looks in the right place and form.
        if (harness.rawStorage) {
          const files = await harness.rawStorage();
          expect(files.some((bytes) => holdsAny(bytes, [marker]).length > 0)).toBe(true);
        }
        await store.deleteStream(doomed);
        const purge = await store.purgeDeleted();
        expect(purge.kind).toBe(harness.erasureNeedsScavenge ? 'scavenge-started' : 'done');
        await store.close();
        if (harness.rawStorage) {
          const files = await harness.rawStorage();
          expect(files.length).toBeGreaterThan(0);
          for (const bytes of files) expect(holdsAny(bytes, [marker])).toEqual([]);
        }
        store = await harness.open();
        expect(await store.countAfter(0n)).toBe(50);
      });
    });

    describe('renaming streams (a change of stream naming)', () => {
      it('moves events, revisions and ids to the new names, keeps a deleted stream deleted, and is idempotent', async () => {
        const prefix = `old${randomUUID().slice(0, 8)}-`;
        const renamed = (name: string) => name.replace(/^old/, 'new');
        const [live, erased, other] = [`${prefix}Koeln~71-IK-1-26`, `${prefix}Koeln~71-IK-2-26`, stream()];
        const first = testEvent('CaseImported', { n: 1 });
        await store.append(live, [first, testEvent('CaseNoticePublished', { n: 2 })], {
          expectedRevision: 'no_stream',
        });
        await store.append(erased, [testEvent('CaseImported', { n: 3 })], { expectedRevision: 'no_stream' });
        await store.append(other, [testEvent('Other', { n: 4 })], { expectedRevision: 'no_stream' });
        await store.deleteStream(erased);

        expect(
          await store.renameStreams(prefix, (name) => (name === live || name === erased ? renamed(name) : null)),
        ).toBe(2);

        expect(await store.readStream(live)).toEqual({ revision: 'no_stream', events: [] });
        const moved = await store.readStream(renamed(live));
        expect(moved.revision).toBe(1n);
        expect(moved.events.map((e) => [e.type, e.data, e.metadata.eventId, e.revision])).toEqual([
          ['CaseImported', { n: 1 }, first.metadata.eventId, 0n],
          ['CaseNoticePublished', { n: 2 }, expect.any(String), 1n],
        ]);
        await expect(
          store.append(renamed(erased), [testEvent('CaseImported', {})], { expectedRevision: 'any' }),
        ).rejects.toBeInstanceOf(StreamDeletedError);
        expect((await store.readStream(other)).revision).toBe(0n);
        const names = new Set((await store.readAll({ maxCount: 10_000 })).map((e) => e.streamName));
        expect([...names].filter((name) => name.startsWith(prefix))).toEqual([]);
        // Appending to the new name continues at the next revision; a second run finds nothing to rename.
        await store.append(renamed(live), [testEvent('CaseNoticePublished', { n: 5 })], { expectedRevision: 1n });
        expect(
          await store.renameStreams(prefix, (name) => (name === live || name === erased ? renamed(name) : null)),
        ).toBeLessThanOrEqual(2);
        expect((await store.readStream(renamed(live))).revision).toBe(2n);
      });

      it('leaves the old names nowhere in the storage files where it renames in place', async () => {
        if (harness.erasureNeedsScavenge || !harness.rawStorage) return; // KurrentDB keeps tombstones' names
        const old = `oldname-${randomUUID()}`;
        await store.append(old, [testEvent('CaseImported', { n: 1 })], { expectedRevision: 'no_stream' });
        await store.append(`${old}-erased`, [testEvent('CaseImported', { n: 2 })], { expectedRevision: 'no_stream' });
        await store.deleteStream(`${old}-erased`);
        expect((await harness.rawStorage()).some((bytes) => holdsAny(bytes, [old]).length > 0)).toBe(true);
        await store.renameStreams('oldname-', (name) => `hashed-${name.length}-${name.endsWith('erased') ? 1 : 0}`);
        await store.close();
        for (const bytes of await harness.rawStorage()) expect(holdsAny(bytes, [old])).toEqual([]);
        store = await harness.open();
        expect((await store.readStream(`hashed-${old.length}-0`)).revision).toBe(0n);
      });
    });

    it('refuses operations after close', async () => {
      await store.close();
      await expect(store.readAll()).rejects.toThrow();
      store = await harness.open();
    });
  });
}

export type { DomainEvent };
