import { deterministicEventId } from '../../platform/command-handling/event-id.js';
import type { EventStore } from '../../platform/event-store/event-store.port.js';

/** Where the event log records that the case-id reservations of older versions are gone. */
export const CASE_ID_RESERVATIONS_STREAM = 'caseidreservations';

export interface UnkeyedCaseIdReservationsDeleted {
  readonly type: 'UnkeyedCaseIdReservationsDeleted';
  readonly data: { readonly deleted: number };
}

const PAGE = 1000;
const RESERVATION = /^caseid-\d+$/;

/**
 * Older versions kept an unkeyed SHA-256 of court + Aktenzeichen in every `caseid-<n>` reservation (and in the
 * erased cases' too, which erasure never deleted): anyone with the log could test a guessed case against them.
 * Reservations are keyed now (`CaseStreams.idKeyHash`); the old ones are deleted, once per log, at start (after
 * the stream-name migration, before any import): their data goes (SQLite: secure_delete and WAL truncation;
 * KurrentDB: with the next scavenge), their tombstones keep the ids taken (`reserveCaseId` probes past them), and
 * the cases keep their ids (URLs, watchlists and alerts refer to them). Answers how many it deleted, null when it
 * had run already.
 */
export async function ensureCaseIdReservations(store: EventStore): Promise<number | null> {
  const done = await store.readStream(CASE_ID_RESERVATIONS_STREAM, { maxCount: 1 });
  if (done.events.length > 0) return null;
  const reservations = new Set<string>();
  for (let after = 0n; ;) {
    const page = await store.readAll({ after, maxCount: PAGE });
    for (const event of page) {
      if (event.type === 'CaseIdReserved' && RESERVATION.test(event.streamName)) reservations.add(event.streamName);
    }
    if (page.length < PAGE) break;
    after = page.at(-1)!.position;
  }
  await store.deleteStreams([...reservations]);
  await store.append(
    CASE_ID_RESERVATIONS_STREAM,
    [
      {
        type: 'UnkeyedCaseIdReservationsDeleted',
        data: { deleted: reservations.size },
        metadata: {
          // One id: processes running this at the same moment store it once.
          eventId: deterministicEventId('unkeyed-case-id-reservations-deleted', 0),
          correlationId: 'case-id-reservations',
          causationId: null,
          actorId: 'system:migration',
          occurredAt: new Date().toISOString(),
          schemaVersion: 1,
        },
      },
    ],
    { expectedRevision: 'any' },
  );
  return reservations.size;
}
