import { Inject, Injectable } from '@nestjs/common';
import { deterministicEventId } from '../../platform/command-handling/event-id.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { contactDecider } from '../domain/contact-decider.js';
import { contactAuditStream, contactStream } from '../domain/streams.js';
import { ContactMessageCommands } from '../message-commands.js';

/**
 * Erases one contact message (docs/DESIGN.md §6), for the admin's "delete" and for the retention sweep:
 *   1. the decider checks the message exists (else `ContactMessageNotFound`) and decides `ContactMessageDeleted`
 *      (ids and time only, no personal data);
 *   2. that event is appended to `contactaudit-<id>`, a stream that outlives the message, and is what the
 *      projection removes the row on;
 *   3. `contact-<id>` is hard-deleted (SQLite: rows overwritten via secure_delete);
 *   4. it waits until the projection has removed the row.
 * The audit record goes first: a crash between 2 and 3 leaves the row removed and the stream still there, and a
 * retried erasure finishes it (the audit event's id is derived from the message id, so the second append is
 * acknowledged without writing). Afterwards the message stream reads as missing and a replay cannot bring it back.
 * The read model's other traces (SQLite's WAL) are the caller's step: one per message for "delete", one per run
 * for the sweep.
 */
@Injectable()
export class ContactMessageEraser {
  constructor(
    private readonly commands: ContactMessageCommands,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async erase(messageId: string, actorId: string): Promise<void> {
    const now = this.clock.now();
    const { state } = await this.commands.load(messageId);
    const [deleted] = contactDecider.decide({ type: 'DeleteContactMessage', by: actorId, at: now }, state);
    const commandId = `contact-delete:${messageId}`;
    const { position } = await this.store.append(
      contactAuditStream(messageId),
      [
        {
          ...deleted,
          metadata: {
            eventId: deterministicEventId(commandId, 0),
            correlationId: commandId,
            causationId: null,
            actorId,
            occurredAt: now.toISOString(),
            schemaVersion: 1,
          },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await this.store.deleteStream(contactStream(messageId));
    await this.commands.waitFor(position);
  }
}
