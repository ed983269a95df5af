import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CONTACT_INBOX, type ContactInbox } from '../read-model/contact-inbox.port.js';
import { ContactMessageEraser } from './contact-message-eraser.js';
import { DeleteMessageCommand } from './delete-message.command.js';

/**
 * Deletion is erasure (docs/DESIGN.md §6): a contact message is the sender's personal data, and "delete" in the
 * admin inbox must not merely hide it. The message is erased (ContactMessageEraser), then the inbox erases
 * whatever other traces its store keeps (for SQLite the WAL's old frames, which still hold the row's text).
 */
@CommandHandler(DeleteMessageCommand)
export class DeleteMessageHandler implements ICommandHandler<DeleteMessageCommand> {
  private readonly logger = new Logger('Contact');

  constructor(
    private readonly eraser: ContactMessageEraser,
    @Inject(CONTACT_INBOX) private readonly inbox: ContactInbox,
  ) {}

  async execute({ messageId, adminId }: DeleteMessageCommand): Promise<void> {
    await this.eraser.erase(messageId, adminId);
    if (!(await this.inbox.eraseMessage(messageId))) {
      // Another process (a replay) holds a snapshot; the store overwrites the traces as it goes on.
      this.logger.warn(`read-model WAL not truncated after erasing contact message ${messageId} (readers busy)`);
    }
  }
}
