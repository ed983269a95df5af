import { Metadata, status, type ServiceError } from '@grpc/grpc-js';
import type { ExpectedState } from '../log/event-log.js';
import type { StoredEvent } from '../log/log-file.js';

/** Messages as @grpc/proto-loader decodes them (keepCase, longs as strings, oneofs named). */
export interface UuidMessage {
  string?: string;
  structured?: { most_significant_bits: string; least_significant_bits: string };
}
export interface StreamIdentifier {
  stream_name: Buffer;
}
export interface ExpectedRevisionOptions {
  stream_identifier: StreamIdentifier;
  expected_stream_revision?: 'revision' | 'no_stream' | 'any' | 'stream_exists';
  revision?: string;
}

export function streamName(identifier: StreamIdentifier | undefined): string {
  return Buffer.from(identifier?.stream_name ?? []).toString('utf8');
}

export function expectedState(options: ExpectedRevisionOptions): ExpectedState {
  const kind = options.expected_stream_revision ?? 'any';
  return kind === 'revision' ? { kind, revision: BigInt(options.revision ?? '0') } : { kind };
}

/** The UUID as text, whichever of the two encodings the client chose. */
export function uuidText(uuid: UuidMessage | undefined): string {
  if (uuid?.string) return uuid.string;
  if (!uuid?.structured) return '00000000-0000-0000-0000-000000000000';
  const hex = (bits: string) => BigInt.asUintN(64, BigInt(bits)).toString(16).padStart(16, '0');
  const all = hex(uuid.structured.most_significant_bits) + hex(uuid.structured.least_significant_bits);
  return `${all.slice(0, 8)}-${all.slice(8, 12)}-${all.slice(12, 16)}-${all.slice(16, 20)}-${all.slice(20)}`;
}

/** ReadResp.ReadEvent for an event of the log. */
export function readEvent(event: StoredEvent) {
  return {
    event: {
      event: {
        id: { string: event.id },
        stream_identifier: { stream_name: Buffer.from(event.stream, 'utf8') },
        stream_revision: event.revision.toString(),
        prepare_position: event.position.toString(),
        commit_position: event.position.toString(),
        metadata: { type: event.type, 'content-type': event.contentType, created: event.created.toString() },
        custom_metadata: event.customMetadata,
        data: event.data,
      },
      commit_position: event.position.toString(),
    },
  };
}

/** KurrentDB reports errors as gRPC status plus an `exception` trailer the clients switch on. */
export function kurrentError(code: status, exception: string, details: string, extra: Record<string, string> = {}) {
  const metadata = new Metadata();
  metadata.set('exception', exception);
  for (const [key, value] of Object.entries(extra)) metadata.set(key, value);
  return Object.assign(new Error(details), { code, details, metadata }) as ServiceError;
}

export function streamDeletedError(stream: string): ServiceError {
  return kurrentError(status.FAILED_PRECONDITION, 'stream-deleted', `Event stream '${stream}' is deleted.`, {
    'stream-name': stream,
  });
}

/** Expected/actual versions in the trailer use KurrentDB's numbers: -1 no stream, -2 any, -4 stream exists. */
export function wrongExpectedVersionError(
  stream: string,
  expected: ExpectedState,
  current: bigint | 'no_stream',
): ServiceError {
  const expectedNumber = { no_stream: '-1', any: '-2', stream_exists: '-4' } as const;
  const expectedVersion = expected.kind === 'revision' ? expected.revision.toString() : expectedNumber[expected.kind];
  const actualVersion = current === 'no_stream' ? '-1' : current.toString();
  return kurrentError(
    status.FAILED_PRECONDITION,
    'wrong-expected-version',
    `Append failed due to WrongExpectedVersion. Stream: ${stream}, Expected version: ${expectedVersion}, Actual version: ${actualVersion}`,
    { 'stream-name': stream, 'expected-version': expectedVersion, 'actual-version': actualVersion },
  );
}

/** AppendResp.WrongExpectedVersion: the current and the expected revision as the appender sent it. */
export function wrongExpectedVersionMessage(expected: ExpectedState, current: bigint | 'no_stream') {
  const currentPart = current === 'no_stream' ? { current_no_stream: {} } : { current_revision: current.toString() };
  const expectedPart =
    expected.kind === 'revision'
      ? { expected_revision: expected.revision.toString() }
      : expected.kind === 'any'
        ? { expected_any: {} }
        : expected.kind === 'stream_exists'
          ? { expected_stream_exists: {} }
          : { expected_no_stream: {} };
  return { wrong_expected_version: { ...currentPart, ...expectedPart } };
}
