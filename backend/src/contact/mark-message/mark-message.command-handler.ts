import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { ContactMessageCommands } from '../message-commands.js';
import { CONTACT_INBOX, type ContactInbox } from '../read-model/contact-inbox.port.js';
import type { ContactMessageView } from '../read-model/contact-message-view.js';
import { MarkMessageCommand } from './mark-message.command.js';

/** Status changes by hand (docs/SPEC.md §4), waited for by the inbox so the answer shows the new status. */
@CommandHandler(MarkMessageCommand)
export class MarkMessageHandler implements ICommandHandler<MarkMessageCommand> {
  constructor(
    private readonly commands: ContactMessageCommands,
    @Inject(CONTACT_INBOX) private readonly inbox: ContactInbox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ messageId, mark, adminId }: MarkMessageCommand): Promise<ContactMessageView | null> {
    const type = mark === 'read' ? 'MarkContactMessageRead' : 'MarkContactMessageReplied';
    await this.commands.run(
      messageId,
      { type, by: adminId, at: this.clock.now() },
      { actorId: adminId, waitForReadModel: true },
    );
    return this.inbox.find(messageId);
  }
}
