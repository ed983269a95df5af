import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  BACKWARDS,
  END,
  excludeSystemEvents,
  jsonEvent,
  KurrentDBClient,
  START,
  StreamDeletedError,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
} from '@kurrent/kurrentdb-client';
import { startKurrentDbTestServer, TEST_SERVER_VERSION, type KurrentDbTestServer } from './kurrentdb-test-server.js';

// Each semantic the test server implements, checked with the official client and pinned to the KurrentDB
// documentation (docs.kurrent.io) it comes from.
describe('KurrentDB test server', () => {
  let dir: string;
  let server: KurrentDbTestServer;
  let client: KurrentDBClient;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kurrentdb-test-server-'));
    server = await startKurrentDbTestServer({ dataDir: dir });
    client = KurrentDBClient.connectionString(server.connectionString);
  });
  afterEach(async () => {
    await client.dispose();
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  const event = (n: number, id: string = randomUUID()) => jsonEvent({ id, type: 'N', data: { n } });
  const readAll = async (options: Parameters<KurrentDBClient['readAll']>[0] = {}) => {
    const events: AllStreamResolvedEvent[] = [];
    for await (const resolved of client.readAll(options)) events.push(resolved);
    return events;
  };

  // "Appending events": the result carries the stream's next expected revision (0-based) and the $all position.
  it('numbers stream revisions from 0 and answers appends with the log position', async () => {
    const first = await client.appendToStream('order-1', [event(1), event(2)], { streamState: 'no_stream' });
    expect(first.nextExpectedRevision).toBe(1n);
    const second = await client.appendToStream('order-1', event(3), { streamState: 1n });
    expect(second.nextExpectedRevision).toBe(2n);
    expect(second.position!.commit > first.position!.commit).toBe(true);
    const revisions: bigint[] = [];
    for await (const resolved of client.readStream('order-1')) revisions.push(resolved.event!.revision);
    expect(revisions).toEqual([0n, 1n, 2n]);
  });

  // "Optimistic concurrency": a wrong expected revision fails with the stream's actual revision.
  it('rejects a wrong expected revision with the expected and actual state', async () => {
    await client.appendToStream('order-2', [event(1), event(2)], { streamState: 'no_stream' });
    const failure = client.appendToStream('order-2', event(3), { streamState: 0n });
    await expect(failure).rejects.toBeInstanceOf(WrongExpectedVersionError);
    await expect(failure).rejects.toMatchObject({ expectedState: 0n, actualState: 1n });
    await expect(client.appendToStream('order-3', event(1), { streamState: 'stream_exists' })).rejects.toMatchObject({
      actualState: 'no_stream',
    });
  });

  // "Idempotence": appending the same event ids with the same expected revision again writes nothing and
  // succeeds; reusing an id in another position is a conflict.
  it('acknowledges a retried append by event ids without writing it twice', async () => {
    const batch = [event(1), event(2)];
    const first = await client.appendToStream('order-4', batch, { streamState: 'no_stream' });
    const retry = await client.appendToStream('order-4', batch, { streamState: 'no_stream' });
    expect(retry.nextExpectedRevision).toBe(first.nextExpectedRevision);
    expect(retry.position).toEqual(first.position);
    expect(await readAll({ filter: excludeSystemEvents() })).toHaveLength(2);
  });

  // "Reading from the $all stream": forwards from a position includes the event at it; positions are
  // commit/prepare pairs, equal for a single-stream append; backwards from the end gives the newest first.
  it('reads $all forwards from a position (inclusive) and backwards from the end', async () => {
    await client.appendToStream('a-1', [event(1), event(2)], { streamState: 'no_stream' });
    await client.appendToStream('b-1', event(3), { streamState: 'no_stream' });
    const all = await readAll({ fromPosition: START });
    expect(all.map((e) => (e.event!.data as { n: number }).n)).toEqual([1, 2, 3]);
    for (const e of all) expect(e.event!.position!.commit).toBe(e.event!.position!.prepare);
    const fromSecond = await readAll({ fromPosition: all[1].event!.position! });
    expect(fromSecond.map((e) => (e.event!.data as { n: number }).n)).toEqual([2, 3]);
    const newest = await readAll({ fromPosition: END, direction: BACKWARDS, maxCount: 1 });
    expect((newest[0].event!.data as { n: number }).n).toBe(3);
  });

  // "Deleting events": a tombstoned stream can never be written or read again (StreamDeleted), its events stay
  // in $all (next to a $streamDeleted system event) until a scavenge removes them.
  it('treats a tombstoned stream as deleted forever and keeps its events in $all until a scavenge', async () => {
    await client.appendToStream('person-1', jsonEvent({ type: 'Named', data: { name: 'Erika Zeugin' } }));
    await client.tombstoneStream('person-1');
    const readDeleted = async () => {
      for await (const _ of client.readStream('person-1')) void _;
    };
    await expect(readDeleted()).rejects.toBeInstanceOf(StreamDeletedError);
    await expect(client.appendToStream('person-1', event(2))).rejects.toBeInstanceOf(StreamDeletedError);
    await expect(client.tombstoneStream('person-1')).rejects.toBeInstanceOf(StreamDeletedError);

    const types = (await readAll()).map((e) => e.event!.type);
    expect(types).toEqual(['Named', '$streamDeleted']);
    expect(await readFile(join(dir, 'log.jsonl'), 'utf8')).toContain(Buffer.from('Erika Zeugin').toString('base64'));
  });

  // "Scavenging": StartScavenge answers with a scavenge id; the scavenge writes $scavenges system events and
  // removes deleted events from the files (this double finishes before answering; KurrentDB runs it in the
  // background and leaves the active chunk alone).
  it('removes the events of tombstoned streams from the log file when scavenging', async () => {
    await client.appendToStream('person-2', jsonEvent({ type: 'Named', data: { name: 'Max Zeuge' } }));
    await client.appendToStream('kept-1', event(1));
    await client.tombstoneStream('person-2');
    const { startScavenge } = await import('@insolvenz/backend/platform/event-store/kurrentdb/start-scavenge.js');
    const id = await startScavenge(client);
    expect(server.scavenges).toEqual([id]);
    const file = await readFile(join(dir, 'log.jsonl'), 'utf8');
    expect(file).not.toContain(Buffer.from('Max Zeuge').toString('base64'));
    const userEvents = await readAll({ filter: excludeSystemEvents() });
    expect(userEvents.map((e) => e.event!.streamId)).toEqual(['kept-1']);
    expect((await readAll()).some((e) => e.event!.streamId === `$scavenges-${id}`)).toBe(true);
  });

  // "Appending events": an event id is a UUID; the server refuses anything else.
  it('refuses an event id that is not a UUID', async () => {
    await expect(client.appendToStream('order-5', jsonEvent({ id: 'abc-123', type: 'N', data: {} }))).rejects.toThrow(
      /Invalid event id/,
    );
  });

  // "Reading from a stream": a stream that was never written answers StreamNotFound.
  it('reports a stream that was never written as not found', async () => {
    const read = async () => {
      for await (const _ of client.readStream('never-1')) void _;
    };
    await expect(read()).rejects.toBeInstanceOf(StreamNotFoundError);
  });

  // "Catch-up subscriptions": from a position the subscription starts after it, reports caught-up once the
  // history is delivered and then delivers new events live.
  it('delivers history after the position, then caught-up, then live events', async () => {
    const { position } = await client.appendToStream('c-1', [event(1), event(2)]);
    const received: number[] = [];
    let caughtUp = false;
    const subscription = client.subscribeToAll({ fromPosition: START, filter: excludeSystemEvents() });
    subscription.on('data', (e: AllStreamResolvedEvent) => received.push((e.event!.data as { n: number }).n));
    subscription.on('caughtUp', () => (caughtUp = true));
    await waitFor(() => caughtUp && received.length === 2);
    await client.appendToStream('c-1', event(3));
    await waitFor(() => received.length === 3);
    await subscription.unsubscribe();

    const after: number[] = [];
    const resumed = client.subscribeToAll({ fromPosition: position!, filter: excludeSystemEvents() });
    resumed.on('data', (e: AllStreamResolvedEvent) => after.push((e.event!.data as { n: number }).n));
    await waitFor(() => after.length === 1);
    expect(after).toEqual([3]);
    await resumed.unsubscribe();
  });

  // A restart keeps the log: positions continue where they were, never reused.
  it('keeps the log across a restart on the same data directory', async () => {
    const before = await client.appendToStream('r-1', event(1));
    await client.dispose();
    await server.close();
    server = await startKurrentDbTestServer({ dataDir: dir });
    client = KurrentDBClient.connectionString(server.connectionString);
    const after = await client.appendToStream('r-1', event(2), { streamState: 0n });
    expect(after.position!.commit > before.position!.commit).toBe(true);
    expect(await readAll({ filter: excludeSystemEvents() })).toHaveLength(2);
  });

  // "Server features": the client only uses what GetSupportedMethods lists (so no BatchAppend here).
  it('lists only the methods it implements in ServerFeatures', async () => {
    const features = await (client as unknown as { capabilities: Promise<{ serverVersion: string }> }).capabilities;
    expect(features.serverVersion).toBe(TEST_SERVER_VERSION);
    const supports = (client as unknown as { supports: (m: { path: string }) => Promise<boolean> }).supports;
    expect(await supports({ path: '/event_store.client.streams.Streams/Append' })).toBe(true);
    expect(await supports({ path: '/event_store.client.streams.Streams/BatchAppend' })).toBe(false);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}
