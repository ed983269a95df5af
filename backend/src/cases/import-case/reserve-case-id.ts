import { createHash } from 'node:crypto';
import type { EventStore } from '../../platform/event-store/event-store.port.js';
import { WrongExpectedRevisionError } from '../../platform/event-store/errors.js';
import type { CaseIdReserved } from '../domain/events.js';

const ID_SPACE = 900_000_000;
const ID_BASE = 100_000_000;
const MAX_PROBES = 1000;

/**
 * Cases have short numeric ids for URLs (/case/482913075) that must survive replays, so they are decided on
 * the write side: the id is derived from the case key and claimed by creating the stream `caseid-<n>` with
 * "no stream" expected; a taken id is probed linearly. A retried import finds its own claim (same key hash).
 */
export async function reserveCaseId(
  store: EventStore,
  key: string,
  metadata: { now: Date; correlationId: string },
): Promise<number> {
  const keyHash = createHash('sha256').update(`case-key:${key}`).digest('hex');
  const start = parseInt(keyHash.slice(0, 12), 16) % ID_SPACE;
  for (let probe = 0; probe < MAX_PROBES; probe++) {
    const caseId = ID_BASE + ((start + probe) % ID_SPACE);
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
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      probe--; // someone claimed it concurrently: look again at the same id
    }
  }
  throw new Error(`no free case id after ${MAX_PROBES} probes`);
}
