import { Module } from '@nestjs/common';
import { DeleteMessageController } from './delete-message/delete-message.controller.js';
import { ContactMessageEraser } from './delete-message/contact-message-eraser.js';
import { DeleteMessageHandler } from './delete-message/delete-message.command-handler.js';
import { EraseExpiredContactMessagesHandler } from './expire-messages/erase-expired-messages.command-handler.js';
import { ListMessagesController } from './list-messages/list-messages.controller.js';
import { MarkMessageHandler } from './mark-message/mark-message.command-handler.js';
import { MarkMessageController } from './mark-message/mark-message.controller.js';
import { ContactMessageCommands } from './message-commands.js';
import { contactInboxProvider } from './read-model/read-store.providers.js';
import { ListMessagesHandler } from './list-messages/list-messages.query-handler.js';
import { ReplyToMessageController } from './reply-to-message/reply-to-message.controller.js';
import { ReplyToMessageHandler } from './reply-to-message/reply-to-message.command-handler.js';
import { SubmitMessageController } from './submit-message/submit-message.controller.js';
import { SubmitMessageHandler } from './submit-message/submit-message.command-handler.js';

/** Contact form and the admin's contact inbox: read, mark, answer by mail, erase; erased after the retention period. */
@Module({
  controllers: [
    SubmitMessageController,
    ListMessagesController,
    MarkMessageController,
    ReplyToMessageController,
    DeleteMessageController,
  ],
  providers: [
    ContactMessageCommands,
    contactInboxProvider,
    SubmitMessageHandler,
    ReplyToMessageHandler,
    MarkMessageHandler,
    ContactMessageEraser,
    DeleteMessageHandler,
    EraseExpiredContactMessagesHandler,
    ListMessagesHandler,
  ],
})
export class ContactModule {}
