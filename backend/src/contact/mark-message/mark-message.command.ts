import { Command } from '@nestjs/cqrs';
import type { ContactMessageView } from '../read-model/contact-message-view.js';

/** The admin marks a message read, or replied (answered outside the application); answers with the message now. */
export class MarkMessageCommand extends Command<ContactMessageView | null> {
  constructor(
    readonly messageId: string,
    readonly mark: 'read' | 'replied',
    readonly adminId: string,
  ) {
    super();
  }
}
