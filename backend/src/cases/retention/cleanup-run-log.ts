import { randomUUID } from 'node:crypto';
import { deterministicEventId } from '../../platform/command-handling/event-id.js';
import type { RecordedEvent } from '../../platform/event-store/event.js';
import type { EventStore } from '../../platform/event-store/event-store.port.js';
import {
  retentionRunDecider,
  type RetentionRunCommand,
  type RetentionRunsState,
} from '../domain/retention-run-decider.js';
import { RETENTION_RUNS_STREAM, type RetentionRunEvent } from '../domain/retention-run-events.js';

/**
 * The write side of `retention-runs`: read → fold → decide → append with the revision read. The stream keeps
 * every run's lifecycle for good, so it is folded from the latest `RetentionCleanupStarted` seen (evolve
 * replaces the whole state there: the fold from that event equals the fold from the start) instead of from
 * revision 0 for each of the hundreds of progress reports of a large run.
 */
export class CleanupRunLog {
  private foldFrom = 0n;

  constructor(private readonly store: EventStore) {}

  async state(): Promise<RetentionRunsState> {
    return (await this.read()).state;
  }

  /** Decides and appends; returns the position of the last event appended (null when nothing was). */
  async decide(command: RetentionRunCommand, actorId: string, now: Date): Promise<bigint | null> {
    const { state, revision } = await this.read();
    const events = retentionRunDecider.decide(command, state);
    if (events.length === 0) return null;
    const commandId = randomUUID();
    const appended = await this.store.append(
      RETENTION_RUNS_STREAM,
      events.map((event, index) => ({
        ...event,
        metadata: {
          eventId: deterministicEventId(commandId, index),
          correlationId: 'runId' in command ? command.runId : commandId,
          causationId: null,
          actorId,
          occurredAt: now.toISOString(),
          schemaVersion: 1,
        },
      })),
      { expectedRevision: revision === 'no_stream' ? 'no_stream' : revision },
    );
    return appended.position;
  }

  private async read(): Promise<{ state: RetentionRunsState; revision: bigint | 'no_stream' }> {
    const { revision, events } = await this.store.readStream<RetentionRunEvent>(RETENTION_RUNS_STREAM, {
      fromRevision: this.foldFrom,
    });
    let state = retentionRunDecider.initialState();
    for (const event of events as RecordedEvent<RetentionRunEvent>[]) {
      if (event.type === 'RetentionCleanupStarted') this.foldFrom = event.revision;
      state = retentionRunDecider.evolve(state, event);
    }
    return { state, revision };
  }
}
