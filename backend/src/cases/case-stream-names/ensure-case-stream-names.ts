import type { EventStore } from '../../platform/event-store/event-store.port.js';
import { WrongExpectedRevisionError } from '../../platform/event-store/errors.js';
import type { CaseStreams } from '../domain/case-streams.js';

/** Where the event log records which key names its case streams (its fingerprint) and that old names are gone. */
export const CASE_STREAM_NAMES_STREAM = 'casestreamnames';

export interface CaseStreamNamesMigrated {
  readonly type: 'CaseStreamNamesMigrated';
  readonly data: { readonly keyFingerprint: string; readonly renamed: number };
}

/** This process's `STREAM_NAME_KEY` is not the one the event log's case streams are named with. */
export class StreamNameKeyMismatchError extends Error {
  override readonly name = 'StreamNameKeyMismatchError';
  constructor() {
    super(
      'STREAM_NAME_KEY passt nicht zu diesem Event-Log: seine Fall-Streams sind mit einem anderen Schlüssel benannt. ' +
        'Alle Prozesse einer Installation brauchen denselben Schlüssel (DATA_DIR/stream-name-key der ersten ' +
        'Installation, oder STREAM_NAME_KEY überall gleich setzen). / STREAM_NAME_KEY does not match this event log.',
    );
  }
}

/**
 * Run at start (and by `migrate-events` on the log it copies). The first time on a log: renames the case streams
 * of older versions (`case-<court>~<Aktenzeichen>`, tombstones of erased cases included) to their hashed names and
 * records the key's fingerprint; afterwards only compares the fingerprint, so a process with another key (which
 * would name every case differently and import each one again) refuses to start. Answers how many it renamed.
 */
export async function ensureCaseStreamNames(store: EventStore, streams: CaseStreams): Promise<number> {
  const fingerprint = streams.fingerprint();
  for (;;) {
    const recorded = await store.readStream<CaseStreamNamesMigrated>(CASE_STREAM_NAMES_STREAM);
    const last = recorded.events.at(-1);
    if (last) {
      if (last.data.keyFingerprint !== fingerprint) throw new StreamNameKeyMismatchError();
      return 0;
    }
    const renamed = await store.renameStreams('case-', (name) => streams.renamed(name));
    try {
      await store.append(
        CASE_STREAM_NAMES_STREAM,
        [
          {
            type: 'CaseStreamNamesMigrated',
            data: { keyFingerprint: fingerprint, renamed },
            metadata: {
              eventId: `case-stream-names-${fingerprint}`,
              correlationId: 'case-stream-names',
              causationId: null,
              actorId: 'system:migration',
              occurredAt: new Date().toISOString(),
              schemaVersion: 1,
            },
          },
        ],
        { expectedRevision: 'no_stream' },
      );
      return renamed;
    } catch (error) {
      // Another process recorded it meanwhile: compare with its fingerprint.
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
  }
}
