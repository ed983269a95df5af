import { randomUUID } from 'node:crypto';
import { status, type ServerReadableStream, type ServerWritableStream, type sendUnaryData } from '@grpc/grpc-js';
import type { EventLog, ProposedEvent } from '../log/event-log.js';
import type { StoredEvent } from '../log/log-file.js';
import {
  expectedState,
  kurrentError,
  readEvent,
  streamDeletedError,
  streamName,
  uuidText,
  wrongExpectedVersionError,
  wrongExpectedVersionMessage,
  type ExpectedRevisionOptions,
  type StreamIdentifier,
  type UuidMessage,
} from './messages.js';

interface AppendReq {
  content: 'options' | 'proposed_message';
  options?: ExpectedRevisionOptions;
  proposed_message?: { id: UuidMessage; metadata: Record<string, string>; custom_metadata?: Buffer; data?: Buffer };
}

interface Expression {
  regex?: string;
  prefix?: string[];
}
interface ReadReq {
  options: {
    stream_option: 'stream' | 'all';
    stream?: { stream_identifier: StreamIdentifier; revision_option: 'revision' | 'start' | 'end'; revision?: string };
    all?: {
      all_option: 'position' | 'start' | 'end';
      position?: { commit_position: string; prepare_position: string };
    };
    read_direction?: 'Forwards' | 'Backwards';
    count_option: 'count' | 'subscription';
    count?: string;
    filter_option?: 'filter' | 'no_filter';
    filter?: { filter: 'stream_identifier' | 'event_type'; stream_identifier?: Expression; event_type?: Expression };
  };
}

/** Event ids are GUIDs: KurrentDB refuses others. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `event_store.client.streams.Streams`: Append, Read (streams, $all, subscriptions), Delete, Tombstone. */
export function streamsService(log: EventLog) {
  return {
    Append(call: ServerReadableStream<AppendReq, unknown>, callback: sendUnaryData<unknown>) {
      let options: ExpectedRevisionOptions | undefined;
      const proposed: ProposedEvent[] = [];
      call.on('data', (request: AppendReq) => {
        if (request.content === 'options') options = request.options;
        else if (request.proposed_message) {
          const message = request.proposed_message;
          proposed.push({
            id: uuidText(message.id),
            type: message.metadata.type ?? '',
            contentType: message.metadata['content-type'] ?? 'application/octet-stream',
            data: Buffer.from(message.data ?? []),
            customMetadata: Buffer.from(message.custom_metadata ?? []),
          });
        }
      });
      call.on('end', () => {
        if (!options) return callback(kurrentError(status.INVALID_ARGUMENT, 'invalid-argument', 'Options missing'));
        const invalid = proposed.find((event) => !UUID.test(event.id));
        if (invalid) {
          return callback(kurrentError(status.INVALID_ARGUMENT, 'invalid-argument', `Invalid event id: ${invalid.id}`));
        }
        const name = streamName(options.stream_identifier);
        const expected = expectedState(options);
        const outcome = log.append(name, expected, proposed);
        if (outcome.kind === 'stream_deleted') return callback(streamDeletedError(name));
        if (outcome.kind === 'wrong_expected_version') {
          return callback(null, wrongExpectedVersionMessage(outcome.expected, outcome.current));
        }
        const position = outcome.position.toString();
        callback(null, {
          success: {
            ...(outcome.revision < 0n ? { no_stream: {} } : { current_revision: outcome.revision.toString() }),
            position: { commit_position: position, prepare_position: position },
          },
        });
      });
    },

    Delete(call: { request: { options: ExpectedRevisionOptions } }, callback: sendUnaryData<unknown>) {
      deletion(log, call.request.options, 'soft', callback);
    },

    Tombstone(call: { request: { options: ExpectedRevisionOptions } }, callback: sendUnaryData<unknown>) {
      deletion(log, call.request.options, 'hard', callback);
    },

    Read(call: ServerWritableStream<ReadReq, unknown>) {
      const options = call.request.options;
      const matches = filterOf(options);
      if (options.stream_option === 'stream') {
        readStream(log, call);
        return;
      }
      if (options.count_option === 'subscription') {
        subscribeToAll(log, call, matches);
        return;
      }
      const backwards = options.read_direction === 'Backwards';
      const all = options.all!;
      const from = all.all_option === 'position' ? BigInt(all.position!.commit_position) : backwards ? 2n ** 64n : 0n;
      const candidates = log.allEvents().filter((e) => (backwards ? e.position <= from : e.position >= from));
      if (backwards) candidates.reverse();
      const count = Number(options.count ?? Number.MAX_SAFE_INTEGER);
      for (const event of candidates.filter(matches).slice(0, count)) call.write(readEvent(event));
      call.end();
    },
  };
}

function deletion(
  log: EventLog,
  options: ExpectedRevisionOptions,
  mode: 'soft' | 'hard',
  callback: sendUnaryData<unknown>,
): void {
  const name = streamName(options.stream_identifier);
  const expected = expectedState(options);
  const outcome = mode === 'hard' ? log.tombstone(name, expected) : log.softDelete(name, expected);
  if (outcome.kind === 'stream_deleted') return callback(streamDeletedError(name));
  if (outcome.kind === 'wrong_expected_version') {
    return callback(wrongExpectedVersionError(name, outcome.expected, outcome.current));
  }
  const position = outcome.position.toString();
  callback(null, { position: { commit_position: position, prepare_position: position } });
}

function readStream(log: EventLog, call: ServerWritableStream<ReadReq, unknown>): void {
  const options = call.request.options;
  const stream = options.stream!;
  const name = streamName(stream.stream_identifier);
  if (options.count_option === 'subscription') {
    call.emit('error', kurrentError(status.UNIMPLEMENTED, 'unsupported', 'Stream subscriptions are not implemented'));
    return;
  }
  const result = log.readStream(name);
  if (result.kind === 'deleted') {
    call.emit('error', streamDeletedError(name));
    return;
  }
  if (result.kind === 'not_found') {
    call.write({ stream_not_found: { stream_identifier: stream.stream_identifier } });
    call.end();
    return;
  }
  const backwards = options.read_direction === 'Backwards';
  const events = backwards ? [...result.events].reverse() : result.events;
  const from =
    stream.revision_option === 'revision'
      ? BigInt(stream.revision!)
      : stream.revision_option === 'end'
        ? (events[0]?.revision ?? 0n)
        : backwards
          ? (events[0]?.revision ?? 0n)
          : 0n;
  const count = Number(options.count ?? Number.MAX_SAFE_INTEGER);
  const selected = events.filter((e) => (backwards ? e.revision <= from : e.revision >= from)).slice(0, count);
  for (const event of selected) call.write(readEvent(event));
  call.end();
}

/**
 * Catch-up subscription to $all: confirmation, the events after the position (exclusive, as KurrentDB's
 * "subscribe from position"), `caught_up`, then every event as it is written until the client cancels.
 */
function subscribeToAll(
  log: EventLog,
  call: ServerWritableStream<ReadReq, unknown>,
  matches: (event: StoredEvent) => boolean,
): void {
  const all = call.request.options.all!;
  const events = log.allEvents();
  let next =
    all.all_option === 'end'
      ? events.length
      : all.all_option === 'start'
        ? 0
        : firstAfter(events, BigInt(all.position!.commit_position));
  let lastPosition = next > 0 ? events[next - 1].position : 0n;
  let caughtUp = false;
  call.write({ confirmation: { subscription_id: randomUUID() } });

  const pump = () => {
    if (call.cancelled || call.destroyed) return;
    const current = log.allEvents();
    // A scavenge may have removed events: continue after the last position sent, not at an index.
    if (next > current.length || (next > 0 && current[next - 1]?.position !== lastPosition)) {
      next = firstAfter(current, lastPosition);
    }
    for (; next < current.length; next++) {
      lastPosition = current[next].position;
      if (matches(current[next])) call.write(readEvent(current[next]));
    }
    if (!caughtUp) {
      caughtUp = true;
      const timestamp = { seconds: String(Math.floor(Date.now() / 1000)), nanos: 0 };
      call.write({ caught_up: { timestamp } });
    }
  };
  const unsubscribe = log.onWrite(pump);
  call.on('cancelled', unsubscribe);
  call.on('close', unsubscribe);
  call.on('error', unsubscribe);
  pump();
}

function firstAfter(events: readonly StoredEvent[], position: bigint): number {
  let low = 0;
  let high = events.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (events[middle].position <= position) low = middle + 1;
    else high = middle;
  }
  return low;
}

function filterOf(options: ReadReq['options']): (event: StoredEvent) => boolean {
  if (options.filter_option !== 'filter' || !options.filter) return () => true;
  const on = options.filter.filter;
  const expression = (on === 'event_type' ? options.filter.event_type : options.filter.stream_identifier) ?? {};
  const regex = expression.regex ? new RegExp(expression.regex) : null;
  const prefixes = expression.prefix ?? [];
  return (event) => {
    const subject = on === 'event_type' ? event.type : event.stream;
    if (regex && !regex.test(subject)) return false;
    return prefixes.length === 0 || prefixes.some((prefix) => subject.startsWith(prefix));
  };
}
