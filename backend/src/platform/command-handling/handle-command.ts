import { randomUUID } from 'node:crypto';
import type { DomainEvent, NewEvent } from '../event-store/event.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { WrongExpectedRevisionError } from '../event-store/errors.js';
import { fold, type Decider } from './decider.js';
import { deterministicEventId } from './event-id.js';

export interface CommandContext {
  /** Stable id of the request; a retry with the same id produces the same event ids. Random when absent. */
  readonly commandId?: string;
  readonly correlationId?: string;
  readonly causationId?: string | null;
  /** User id or `system:<component>`. */
  readonly actorId: string;
  /** From the injected clock. */
  readonly now: Date;
  /** Revision the client last saw (`If-Match`); when given, a different current revision fails the command. */
  readonly expectedRevision?: bigint;
  readonly schemaVersion?: number;
}

export interface CommandResult<Event extends DomainEvent, State> {
  readonly newEvents: Event[];
  readonly newState: State;
  /** Stream revision after the command, or 'no_stream' if the stream still does not exist. */
  readonly nextExpectedRevision: bigint | 'no_stream';
  /** Global position of the last appended event (to wait for the projections), null when nothing was appended. */
  readonly position: bigint | null;
}

/**
 * Read → fold → decide → append with the revision read (docs/DESIGN.md §4). A concurrent writer makes the
 * append fail with `WrongExpectedRevisionError`, which callers surface (HTTP 409/412), never swallow.
 */
export async function handleCommand<Command, Event extends DomainEvent, State>(
  store: EventStore,
  streamName: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  context: CommandContext,
): Promise<CommandResult<Event, State>> {
  const { revision, events } = await store.readStream<Event>(streamName);
  if (context.expectedRevision !== undefined && revision !== context.expectedRevision) {
    throw new WrongExpectedRevisionError(streamName, context.expectedRevision, revision);
  }
  const state = fold(decider, events);
  const newEvents = decider.decide(command, state);
  if (newEvents.length === 0) return { newEvents, newState: state, nextExpectedRevision: revision, position: null };

  const commandId = context.commandId ?? randomUUID();
  const correlationId = context.correlationId ?? commandId;
  const toStore: NewEvent[] = newEvents.map((event, index) => ({
    type: event.type,
    data: event.data,
    metadata: {
      eventId: deterministicEventId(commandId, index),
      correlationId,
      causationId: context.causationId ?? null,
      actorId: context.actorId,
      occurredAt: context.now.toISOString(),
      schemaVersion: context.schemaVersion ?? 1,
    },
  }));
  const appended = await store.append(streamName, toStore, {
    expectedRevision: revision === 'no_stream' ? 'no_stream' : revision,
  });
  const newState = fold(decider, newEvents, state);
  return { newEvents, newState, nextExpectedRevision: appended.nextExpectedRevision, position: appended.position };
}
