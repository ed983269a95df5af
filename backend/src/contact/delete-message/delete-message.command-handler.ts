import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { deterministicEventId } from '../../platform/command-handling/event-id.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port.js';
import { contactDecider } from '../domain/contact-decider.js';
import { contactAuditStream, contactStream } from '../domain/streams.js';
import { ContactMessageCommands } from '../message-commands.js';
import { CONTACT_INBOX, type ContactInbox } from '../read-model/contact-inbox.port.js';
import { DeleteMessageCommand } from './delete-message.command.js';

/**
 * Deletion is erasure (docs/DESIGN.md §6): a contact message is the sender's personal data, and "delete" in the
 * admin inbox must not merely hide it. So:
 *   1. the decider checks the message exists (else 404) and decides `ContactMessageDeleted` (ids and time
 *      only, no personal data);
 *   2. that event is appended to `contactaudit-<id>`, a stream that outlives the message, and is what the
 *      projection removes the row on;
 *   3. `contact-<id>` is hard-deleted (SQLite: rows overwritten via secure_delete, WAL truncated);
 *   4. once the projection has removed the row, the inbox erases whatever other traces its store keeps (for
 *      SQLite the WAL's old frames, which still hold the row's text).
 * The audit record goes first: a crash between 2 and 3 leaves the row removed and the stream still there,
 * and a retried DELETE finishes the erasure (the audit event's id is derived from the message id, so the
 * second append is acknowledged without writing). Afterwards the message stream reads as missing, so every
 * further action is 404, and a replay cannot bring the message back.
 */
@CommandHandler(DeleteMessageCommand)
export class DeleteMessageHandler implements ICommandHandler<DeleteMessageCommand> {
  private readonly logger = new Logger('Contact');

  constructor(
    private readonly commands: ContactMessageCommands,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CONTACT_INBOX) private readonly inbox: ContactInbox,
  ) {}

  async execute({ messageId, adminId }: DeleteMessageCommand): Promise<void> {
    const now = this.clock.now();
    const { state } = await this.commands.load(messageId);
    const [deleted] = contactDecider.decide({ type: 'DeleteContactMessage', by: adminId, at: now }, state);
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
            actorId: adminId,
            occurredAt: now.toISOString(),
            schemaVersion: 1,
          },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await this.store.deleteStream(contactStream(messageId));
    await this.commands.waitFor(position);
    if (!(await this.inbox.eraseMessage(messageId))) {
      // Another process (a replay) holds a snapshot; the store overwrites the traces as it goes on.
      this.logger.warn(`read-model WAL not truncated after erasing contact message ${messageId} (readers busy)`);
    }
  }
}
