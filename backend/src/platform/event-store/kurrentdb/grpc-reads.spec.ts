import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BACKWARDS,
  END,
  excludeSystemEvents,
  FORWARDS,
  jsonEvent,
  KurrentDBClient,
  START,
  streamNameFilter,
  type AllStreamResolvedEvent,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import {
  startKurrentDbTestServerProcess,
  type KurrentDbTestServerProcess,
} from '../../../test/kurrentdb-test-server-process.js';
import {
  grpcReadAll,
  grpcReadStream,
  hasGrpcReads,
  type AllReadOptions,
  type StreamReadOptions,
} from './grpc-reads.js';

/**
 * The event store's reads over the client's gRPC channel (grpc-reads.ts) answer as the client's own reads over its
 * Rust bridge: the same events with the same fields, the same errors. Two differences are the bridge's: it cuts
 * `created` to the second, and gives non-JSON data (system records) as a Buffer. Against the KurrentDB test server.
 */
describe('KurrentDB reads over gRPC instead of the Rust bridge', () => {
  let dir: string;
  let server: KurrentDbTestServerProcess;
  let client: KurrentDBClient;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'grpc-reads-'));
    server = await startKurrentDbTestServerProcess(dir);
    client = KurrentDBClient.connectionString(server.connectionString);
    for (let stream = 0; stream < 3; stream++) {
      const events = Array.from({ length: 5 }, (_, n) =>
        jsonEvent({ type: 'Probe', data: { stream, n, text: 'Müller & Söhne GmbH' }, metadata: { n } }),
      );
      await client.appendToStream(`probe-${stream}`, events);
    }
    await client.appendToStream('other-1', jsonEvent({ type: 'Other', data: { alone: true } }));
    await client.tombstoneStream('probe-2');
  }, 60_000);

  afterAll(async () => {
    await client?.dispose();
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  /** Every event of a read (as compared: `created` to the second, data bytes as a plain array), or the error's class. */
  async function outcome(reading: AsyncIterable<ResolvedEvent>): Promise<{ events: unknown[] } | { error: string }> {
    const events: unknown[] = [];
    try {
      for await (const resolved of reading) events.push(comparable(resolved));
      return { events };
    } catch (error) {
      return { error: (error as Error).constructor.name };
    }
  }

  function comparable(resolved: ResolvedEvent): unknown {
    if (!resolved.event) return resolved;
    const { created, data } = resolved.event;
    return {
      ...resolved,
      event: {
        ...resolved.event,
        created: Math.floor(created.getTime() / 1000),
        data: data instanceof Uint8Array ? [...data] : data,
      },
    };
  }

  it('uses the client version installed here (it has the gRPC members the reads need)', () => {
    expect(hasGrpcReads(client)).toBe(true);
  });

  const streamReads: [string, string, StreamReadOptions][] = [
    ['a whole stream', 'probe-0', { fromRevision: START, direction: FORWARDS, maxCount: Number.MAX_SAFE_INTEGER }],
    ['from a revision, at most two', 'probe-1', { fromRevision: 2n, direction: FORWARDS, maxCount: 2 }],
    ['the last event (backwards from the end)', 'probe-1', { fromRevision: END, direction: BACKWARDS, maxCount: 1 }],
    ['a missing stream', 'never-written', { fromRevision: START, direction: FORWARDS, maxCount: 10 }],
    ['a tombstoned stream', 'probe-2', { fromRevision: END, direction: BACKWARDS, maxCount: 1 }],
  ];
  it.each(streamReads)('reads %s as the bridge does', async (_name, stream, options) => {
    const bridge = await outcome(client.readStream(stream, options));
    const grpc = await outcome(grpcReadStream(client, stream, options));
    expect(grpc).toEqual(bridge);
    if ('events' in bridge && stream !== 'never-written') expect(bridge.events.length).toBeGreaterThan(0);
  });

  const allReads: [string, AllReadOptions][] = [
    [
      '$all from the start without system events',
      { fromPosition: START, direction: FORWARDS, maxCount: 100, filter: excludeSystemEvents() },
    ],
    ['$all backwards from the end, one record', { fromPosition: END, direction: BACKWARDS, maxCount: 1 }],
    [
      '$all backwards from the end without system events, one event',
      { fromPosition: END, direction: BACKWARDS, maxCount: 1, filter: excludeSystemEvents() },
    ],
    [
      '$all backwards from the end without system events',
      { fromPosition: END, direction: BACKWARDS, maxCount: 100, filter: excludeSystemEvents() },
    ],
    [
      '$all by stream name prefix',
      {
        fromPosition: START,
        direction: FORWARDS,
        maxCount: 100,
        filter: streamNameFilter({ prefixes: ['probe-1', 'other-'] }),
      },
    ],
  ];
  it.each(allReads)('reads %s as the bridge does', async (_name, options) => {
    const bridge = await outcome(client.readAll(options));
    const grpc = await outcome(grpcReadAll(client, options));
    expect(grpc).toEqual(bridge);
    expect('events' in bridge && bridge.events.length).toBeTruthy();
  });

  it('reads from a position of $all on, including the event at it, as the bridge does', async () => {
    const first: AllStreamResolvedEvent[] = [];
    for await (const resolved of grpcReadAll(client, allReads[0][1])) first.push(resolved);
    const at = first[3].event!.position!;
    const options: AllReadOptions = {
      fromPosition: at,
      direction: FORWARDS,
      maxCount: 4,
      filter: excludeSystemEvents(),
    };
    expect(await outcome(grpcReadAll(client, options))).toEqual(await outcome(client.readAll(options)));
  });

  it('ends a read stopped early without disturbing the channel a live subscription uses', async () => {
    const seen: string[] = [];
    const subscription = client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
    subscription.on('data', (resolved: AllStreamResolvedEvent) => seen.push(resolved.event!.streamId));
    await new Promise((resolve) => subscription.once('confirmation', resolve));
    for (let round = 0; round < 20; round++) {
      for await (const resolved of grpcReadStream(client, 'probe-0', {
        fromRevision: START,
        direction: FORWARDS,
        maxCount: 5,
      })) {
        if (resolved.event) break;
      }
    }
    await client.appendToStream('after-early-stops', jsonEvent({ type: 'Probe', data: {} }));
    const deadline = Date.now() + 10_000;
    while (!seen.includes('after-early-stops') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await subscription.unsubscribe();
    expect(seen).toContain('after-early-stops');
  });
});
