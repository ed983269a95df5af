import type { NewEvent, RecordedEvent } from '../../platform/event-store/event.js';
import type { EventStore } from '../../platform/event-store/event-store.port.js';
import { StreamDeletedError, WrongExpectedRevisionError } from '../../platform/event-store/errors.js';

/** The target holds other events at a stream's revisions than the source: copying on would mix two histories. */
export class DivergedStreamError extends Error {
  override readonly name = 'DivergedStreamError';
  constructor(
    readonly streamName: string,
    readonly revision: bigint,
  ) {
    super(`Stream ${streamName}: das Ziel enthält bei Revision ${revision} ein anderes Ereignis als das Event-Log`);
  }
}

export interface CopyProgress {
  /** Source position up to which every event is in the target: the checkpoint to resume after. */
  readonly position: bigint;
  /** Events of this run appended to the target (or acknowledged by their ids: an idempotent append). */
  readonly copied: number;
  /** Events of this run found already in the target at a refused append (an interrupted run wrote them). */
  readonly alreadyPresent: number;
}

export interface CopyEventsOptions {
  readonly source: EventStore;
  readonly target: EventStore;
  /** Checkpoint of an earlier run (exclusive); `0n` copies from the beginning. */
  readonly after: bigint;
  /** Events read from the source at a time; the checkpoint advances per page. */
  readonly pageSize?: number;
  /** Stops after the append in flight (Ctrl-C); the result then says `completed: false`. */
  readonly signal?: AbortSignal;
  /** Called after every page with the new checkpoint (saved by the caller), and for the progress output. */
  readonly onPage?: (progress: CopyProgress) => Promise<void> | void;
}

/**
 * Copies the source's global log into the target in its order. Each run of consecutive events of one stream is
 * one append at the revision the target stream must have (the source revision before the run), so every event
 * keeps its stream revision, id, type, data and metadata. An append refused because the target already has
 * some of the events (a run interrupted after the append, before its checkpoint) is compared event by event:
 * the same ids are skipped, different ones stop the copy.
 */
export async function copyEvents(options: CopyEventsOptions): Promise<CopyProgress & { completed: boolean }> {
  const pageSize = options.pageSize ?? 1000;
  let progress: CopyProgress = { position: options.after, copied: 0, alreadyPresent: 0 };
  for (;;) {
    if (options.signal?.aborted) return { ...progress, completed: false };
    const page = await options.source.readAll({ after: progress.position, maxCount: pageSize });
    if (page.length === 0) return { ...progress, completed: true };
    let { copied, alreadyPresent } = progress;
    for (const run of streamRuns(page)) {
      const written = await appendRun(options.target, run);
      copied += written;
      alreadyPresent += run.length - written;
    }
    progress = { position: page[page.length - 1]!.position, copied, alreadyPresent };
    await options.onPage?.(progress);
  }
}

/** Splits a page of the global log into runs of consecutive events of the same stream. */
export function streamRuns(events: readonly RecordedEvent[]): RecordedEvent[][] {
  const runs: RecordedEvent[][] = [];
  for (const event of events) {
    const last = runs[runs.length - 1];
    if (last && last[0]!.streamName === event.streamName) last.push(event);
    else runs.push([event]);
  }
  return runs;
}

/** Appends a run at its source revisions; returns how many of its events were new to the target. */
async function appendRun(target: EventStore, run: RecordedEvent[]): Promise<number> {
  const first = run[0]!;
  try {
    await target.append(first.streamName, run.map(asNewEvent), { expectedRevision: revisionBefore(first) });
    return run.length;
  } catch (error) {
    if (error instanceof StreamDeletedError) {
      throw new Error(`Stream ${first.streamName} ist im Ziel gelöscht, im Event-Log aber nicht`, { cause: error });
    }
    if (!(error instanceof WrongExpectedRevisionError)) throw error;
  }
  // The target is ahead: the events it has at these revisions must be this run's.
  const present = await target.readStream(first.streamName, { fromRevision: first.revision, maxCount: run.length });
  present.events.forEach((event, i) => {
    if (event.metadata.eventId !== run[i]!.metadata.eventId)
      throw new DivergedStreamError(first.streamName, event.revision);
  });
  const rest = run.slice(present.events.length);
  if (rest.length === 0) return 0;
  await target.append(first.streamName, rest.map(asNewEvent), { expectedRevision: revisionBefore(rest[0]!) });
  return rest.length;
}

function revisionBefore(event: RecordedEvent): bigint | 'no_stream' {
  return event.revision === 0n ? 'no_stream' : event.revision - 1n;
}

function asNewEvent(event: RecordedEvent): NewEvent {
  return { type: event.type, data: event.data, metadata: event.metadata };
}
