import { deterministicEventId } from '../../platform/command-handling/event-id.js';
import type { EventStore } from '../../platform/event-store/event-store.port.js';
import { renamedEmailReservation } from '../domain/email-reservation-decider.js';

/** Where the event log records that its e-mail reservations carry keyed names. */
export const EMAIL_RESERVATION_NAMES_STREAM = 'emailreservationnames';

export interface EmailReservationNamesMigrated {
  readonly type: 'EmailReservationNamesMigrated';
  readonly data: { readonly renamed: number };
}

/**
 * Older versions named an address's reservation stream by an unkeyed SHA-256 of it (`email-` + 40 hex digits), so
 * anyone with the log could test whether a known address was ever registered (also after its account was erased:
 * reservations are released, not deleted). At start, once per log, before any registration, they are renamed to
 * their keyed names (`emailReservationStream`), the way the case streams were (`renameStreams`: in place on
 * SQLite, the WAL truncated; copied and tombstoned on KurrentDB, which keeps a tombstone's name). Answers how many
 * it renamed, null when it had run already.
 */
export async function ensureEmailReservationNames(store: EventStore, streamNameKey: string): Promise<number | null> {
  const done = await store.readStream(EMAIL_RESERVATION_NAMES_STREAM, { maxCount: 1 });
  if (done.events.length > 0) return null;
  const renamed = await store.renameStreams('email-', (name) => renamedEmailReservation(streamNameKey, name));
  await store.append(
    EMAIL_RESERVATION_NAMES_STREAM,
    [
      {
        type: 'EmailReservationNamesMigrated',
        data: { renamed },
        metadata: {
          // One id: processes running this at the same moment store it once.
          eventId: deterministicEventId('email-reservation-names-migrated', 0),
          correlationId: 'email-reservation-names',
          causationId: null,
          actorId: 'system:migration',
          occurredAt: new Date().toISOString(),
          schemaVersion: 1,
        },
      },
    ],
    { expectedRevision: 'any' },
  );
  return renamed;
}
