import {
  BACKWARDS,
  END,
  START,
  StreamNotFoundError,
  convertToCommandError,
  type AllStreamResolvedEvent,
  type Direction,
  type Filter,
  type KurrentDBClient,
  type Position,
  type ReadRevision,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
// The client's own gRPC stubs, messages and event conversion (CommonJS: the messages' exports are only found on the
// module object). Deep imports: the package has no exports map, and the client itself uses these for subscriptions.
import streamsGrpc from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/streams_grpc_pb.js';
import streamsMessages from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/streams_pb.js';
import sharedMessages from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/shared_pb.js';
import clientUtils from '@kurrent/kurrentdb-client/dist/utils/index.js';
import type { ReadResp } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/streams_pb.js';

/*
 * Reads of streams and of $all over the client's gRPC channel (grpc-js), as the client's subscriptions and appends
 * already go, instead of its Rust bridge (`@kurrent/bridge` 0.2.2, which `readStream` and `readAll` use since client
 * 1.0): the bridge's connection switches Nagle's algorithm on (TCP_NODELAY 0), so the second half of every read
 * request waited for the server's delayed ACK, about 40 ms a read on any server (KurrentDB-Client-Rust#232, fixed
 * upstream in the Rust client, not yet in a bridge release). Every command loads a stream, an import one or two per
 * notice. A stream read against the test server: 32–41 → 1–3 ms (README "KurrentDB reads without the Rust
 * bridge"). grpc-reads.spec.ts checks that these reads answer as the bridge's.
 * Many reads at once are another matter: they keep the connection busy, so Nagle holds nothing back, and the bridge
 * costs a quarter of grpc-js's CPU per read (0.08 against 0.3 ms): the event store's bulk revision lookups stay on it.
 */

const { StreamsClient } = streamsGrpc;
const { ReadReq } = streamsMessages;
const { Empty, StreamIdentifier } = sharedMessages;
const { convertGrpcEvent } = clientUtils as { convertGrpcEvent: (event: ReadResp.ReadEvent) => ResolvedEvent };

/** The client's members its own gRPC calls use (TypeScript: protected; the bridge-free reads need them too). */
interface GrpcCalls {
  GRPCStreamCreator(
    client: typeof StreamsClient,
    debugName: string,
    creator: (client: InstanceType<typeof StreamsClient>) => ReadCall,
  ): () => Promise<ReadCall>;
  callArguments(options: object, callOptions?: { deadline?: number }): [never, never];
}

/** A server-streaming call of grpc-js: its responses, and cancel to end it early. */
type ReadCall = AsyncIterable<ReadResp> & { cancel(): void };

/** Whether this client version still has the gRPC members the reads use (checked once, at construction). */
export function hasGrpcReads(client: KurrentDBClient): boolean {
  const calls = client as unknown as Partial<GrpcCalls>;
  return typeof calls.GRPCStreamCreator === 'function' && typeof calls.callArguments === 'function';
}

export interface StreamReadOptions {
  readonly fromRevision: ReadRevision;
  readonly direction: Direction;
  readonly maxCount: number;
}

/** A stream's events; a missing stream throws the client's StreamNotFoundError, a deleted one StreamDeletedError. */
export function grpcReadStream(
  client: KurrentDBClient,
  streamName: string,
  options: StreamReadOptions,
): AsyncIterable<ResolvedEvent> {
  const stream = new ReadReq.Options.StreamOptions();
  const identifier = new StreamIdentifier();
  identifier.setStreamName(Uint8Array.from(Buffer.from(streamName, 'utf8')));
  stream.setStreamIdentifier(identifier);
  if (options.fromRevision === START) stream.setStart(new Empty());
  else if (options.fromRevision === END) stream.setEnd(new Empty());
  else stream.setRevision(options.fromRevision.toString(10));
  const request = readRequest(options.direction, options.maxCount, (read) => {
    read.setStream(stream);
    read.setNoFilter(new Empty());
  });
  return readEvents(client, 'readStream', request);
}

export interface AllReadOptions {
  readonly fromPosition: typeof START | typeof END | Position;
  readonly direction: Direction;
  readonly maxCount: number;
  readonly filter?: Filter;
}

/** Events of $all (server-side filter as the client's readAll). */
export function grpcReadAll(client: KurrentDBClient, options: AllReadOptions): AsyncIterable<AllStreamResolvedEvent> {
  const all = new ReadReq.Options.AllOptions();
  if (options.fromPosition === START) all.setStart(new Empty());
  else if (options.fromPosition === END) all.setEnd(new Empty());
  else {
    const position = new ReadReq.Options.Position();
    position.setCommitPosition(options.fromPosition.commit.toString(10));
    position.setPreparePosition(options.fromPosition.prepare.toString(10));
    all.setPosition(position);
  }
  const request = readRequest(options.direction, options.maxCount, (read) => {
    read.setAll(all);
    if (options.filter) read.setFilter(filterOptions(options.filter));
    else read.setNoFilter(new Empty());
  });
  return readEvents(client, 'readAll', request) as AsyncIterable<AllStreamResolvedEvent>;
}

function readRequest(
  direction: Direction,
  maxCount: number,
  source: (options: InstanceType<typeof ReadReq.Options>) => void,
): InstanceType<typeof ReadReq> {
  const options = new ReadReq.Options();
  source(options);
  options.setResolveLinks(false);
  options.setCount(String(Math.max(0, Math.floor(maxCount))));
  options.setReadDirection(
    direction === BACKWARDS ? ReadReq.Options.ReadDirection.BACKWARDS : ReadReq.Options.ReadDirection.FORWARDS,
  );
  const uuid = new ReadReq.Options.UUIDOption();
  uuid.setString(new Empty());
  options.setUuidOption(uuid);
  const request = new ReadReq();
  request.setOptions(options);
  return request;
}

function filterOptions(filter: Filter): InstanceType<typeof ReadReq.Options.FilterOptions> {
  const expression = new ReadReq.Options.FilterOptions.Expression();
  if ('prefixes' in filter) expression.setPrefixList(filter.prefixes);
  if ('regex' in filter) expression.setRegex(filter.regex);
  const options = new ReadReq.Options.FilterOptions();
  if (filter.filterOn === 'streamName') options.setStreamIdentifier(expression);
  else options.setEventType(expression);
  if (typeof filter.maxSearchWindow === 'number') options.setMax(filter.maxSearchWindow);
  else options.setCount(new Empty());
  options.setCheckpointintervalmultiplier(filter.checkpointInterval);
  return options;
}

/**
 * The read's events in order, converted as the client converts a subscription's. The call runs without a deadline,
 * as the client's own reads: a long read of $all is bounded by the caller's maxCount.
 */
async function* readEvents(
  client: KurrentDBClient,
  debugName: string,
  request: InstanceType<typeof ReadReq>,
): AsyncIterable<ResolvedEvent> {
  const calls = client as unknown as GrpcCalls;
  const open = calls.GRPCStreamCreator(StreamsClient, debugName, (streams) =>
    streams.read(request, ...calls.callArguments({}, { deadline: Infinity })),
  );
  const call = await open();
  try {
    for await (const response of call) {
      if (response.hasStreamNotFound()) {
        const name = response.getStreamNotFound()?.getStreamIdentifier()?.getStreamName_asU8();
        throw new StreamNotFoundError(undefined, name ? Buffer.from(name).toString('utf8') : undefined);
      }
      const event = response.getEvent();
      if (response.hasEvent() && event) yield convertGrpcEvent(event);
    }
  } catch (error) {
    if (error instanceof StreamNotFoundError) throw error;
    throw convertToCommandError(error as Error);
  }
  // Never `call.cancel()`: cancelled calls closed the whole HTTP/2 session under load ("Session closed with error
  // code 2"), and with it every subscription on the channel. A consumer that leaves early (one event wanted) only
  // destroys its stream; the server ends the call at the read's count.
}

/** The two reads the event store makes: over gRPC, or over the bridge where a client version lacks the members. */
export interface EventReads {
  readStream(streamName: string, options: StreamReadOptions): AsyncIterable<ResolvedEvent>;
  readAll(options: AllReadOptions): AsyncIterable<AllStreamResolvedEvent>;
}

export function eventReads(client: KurrentDBClient, log?: (message: string) => void): EventReads {
  if (hasGrpcReads(client)) {
    return {
      readStream: (streamName, options) => grpcReadStream(client, streamName, options),
      readAll: (options) => grpcReadAll(client, options),
    };
  }
  log?.('this @kurrent/kurrentdb-client has no gRPC reads: reading over its Rust bridge (about 40 ms more per read)');
  return {
    readStream: (streamName, options) => client.readStream(streamName, options),
    readAll: (options) => client.readAll(options),
  };
}
