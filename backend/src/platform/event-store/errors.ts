import type { ExpectedRevision } from './event-store.port.js';

/** Optimistic concurrency failure: the stream is not at the revision the writer read. */
export class WrongExpectedRevisionError extends Error {
  override readonly name = 'WrongExpectedRevisionError';
  constructor(
    readonly streamName: string,
    readonly expected: ExpectedRevision,
    /** The stream's current revision, or 'no_stream'. */
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Stream ${streamName}: expected revision ${String(expected)}, actual ${String(actual)}`);
  }
}

/** The stream was hard-deleted (erasure); it can never be written again, as in KurrentDB. */
export class StreamDeletedError extends Error {
  override readonly name = 'StreamDeletedError';
  constructor(readonly streamName: string) {
    super(`Stream ${streamName} has been deleted`);
  }
}

/** The store was closed (shutdown) before the operation started. */
export class EventStoreClosedError extends Error {
  override readonly name = 'EventStoreClosedError';
  constructor() {
    super('Event store is closed');
  }
}

/** Throws `WrongExpectedRevisionError` unless the stream's `current` revision meets `expected` (every adapter). */
export function checkExpectedRevision(
  streamName: string,
  expected: ExpectedRevision,
  current: bigint | 'no_stream',
): void {
  const ok =
    expected === 'any' ||
    (expected === 'no_stream' && current === 'no_stream') ||
    (expected === 'stream_exists' && current !== 'no_stream') ||
    (typeof expected === 'bigint' && current === expected);
  if (!ok) throw new WrongExpectedRevisionError(streamName, expected, current);
}
