import type { EventStore } from '../../platform/event-store/event-store.port.js';
import type { SqliteEventStore } from '../../platform/event-store/sqlite/sqlite-event-store.js';

/** The copied log lacks an event of the embedded one: `migrate-events` has not finished. */
export class LogNotCopiedError extends Error {
  override readonly name = 'LogNotCopiedError';
}

/**
 * Where the embedded matcher's committed position lies in the copy of the log: the KurrentDB position of the
 * last event at or before it that the log still holds (positions differ between the stores; stream and revision
 * do not). 0n when the embedded matcher never committed anything.
 */
export async function alertedThroughInCopy(
  log: Pick<SqliteEventStore, 'lastEventAtOrBefore'>,
  copy: Pick<EventStore, 'readStream'>,
  matcherPosition: bigint,
): Promise<bigint> {
  if (matcherPosition <= 0n) return 0n;
  const last = log.lastEventAtOrBefore(matcherPosition);
  if (!last) return 0n;
  const { events } = await copy.readStream(last.streamName, { fromRevision: last.revision, maxCount: 1 });
  const event = events[0];
  if (!event || event.revision !== last.revision) {
    throw new LogNotCopiedError(
      `Ereignis ${last.revision} von ${last.streamName} fehlt in KurrentDB: zuerst migrate-events vollständig ausführen`,
    );
  }
  return event.position;
}
