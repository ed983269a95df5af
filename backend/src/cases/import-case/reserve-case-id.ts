import type { EventStore } from '../../platform/event-store/event-store.port.js';
import { StreamDeletedError, WrongExpectedRevisionError } from '../../platform/event-store/errors.js';
import type { CaseIdReserved } from '../domain/events.js';
import { caseIdCandidate } from './case-id-scheme.js';

const MAX_PROBES = 1000;

/**
 * Cases have short numeric ids for URLs (/case/482913075) that must survive replays, so they are decided on
 * the write side: the id is derived from the case key and claimed by creating the stream `caseid-<n>` with
 * "no stream" expected; a taken id is probed linearly. A retried import finds its own claim (same key hash).
 * `keyHash` is `caseKeyHash` of the case key under the installation's key. A tombstoned reservation (an older
 * version's, deleted for its unkeyed hash) keeps its id taken.
 */
export async function reserveCaseId(
  store: EventStore,
  keyHash: string,
  metadata: { now: Date; correlationId: string },
): Promise<number> {
  for (let probe = 0; probe < MAX_PROBES; probe++) {
    const caseId = caseIdCandidate(keyHash, probe);
    const stream = `caseid-${caseId}`;
    const existing = await store.readStream<CaseIdReserved>(stream, { maxCount: 1 });
    if (existing.events.length > 0) {
      if (existing.events[0].data.keyHash === keyHash) return caseId;
      continue;
    }
    try {
      await store.append(
        stream,
        [
          {
            type: 'CaseIdReserved',
            data: { caseId, keyHash },
            metadata: {
              eventId: `${keyHash.slice(0, 32)}-${caseId}`,
              correlationId: metadata.correlationId,
              causationId: null,
              actorId: 'system:importer',
              occurredAt: metadata.now.toISOString(),
              schemaVersion: 1,
            },
          },
        ],
        { expectedRevision: 'no_stream' },
      );
      return caseId;
    } catch (error) {
      if (error instanceof StreamDeletedError) continue; // an older version's reservation, tombstoned: taken
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      probe--; // someone claimed it concurrently: look again at the same id
    }
  }
  throw new Error(`no free case id after ${MAX_PROBES} probes`);
}
