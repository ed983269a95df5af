import { Command } from '@nestjs/cqrs';
import type { ContactMessageView } from '../read-model/contact-message-view.js';

/** The admin answers a contact message by mail; answers with the message as the inbox now shows it. */
export class ReplyToMessageCommand extends Command<ContactMessageView | null> {
  constructor(
    readonly messageId: string,
    readonly text: string,
    readonly adminId: string,
  ) {
    super();
  }
}
