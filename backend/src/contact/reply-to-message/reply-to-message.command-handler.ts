import { Inject, Logger, ServiceUnavailableException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { MAILER, type Mailer } from '../../platform/mail/mailer.port.js';
import { contactDecider } from '../domain/contact-decider.js';
import type { ContactCommand } from '../domain/commands.js';
import { replyMail } from '../mail/reply-mail.js';
import { ContactMessageCommands } from '../message-commands.js';
import { CONTACT_INBOX, type ContactInbox } from '../read-model/contact-inbox.port.js';
import type { ContactMessageView } from '../read-model/contact-message-view.js';
import { ReplyToMessageCommand } from './reply-to-message.command.js';

/**
 * Answers a contact message by mail. Order: decide first (unknown id → 404, invalid text → 422, without
 * sending), then send, then record `ContactMessageReplied` with the revision read before sending. A mail
 * that fails records nothing (503, the admin can retry); a message changed meanwhile fails with 409 after
 * the mail went out, which is rare and visible, rather than recording a reply that was never sent. The mail's
 * delivery key is the answer's (message, number of the answer, text: `replyDeliveryKey`), so the retry after a
 * 409, a 503 or a crash between sending and recording does not mail the sender twice; the next answer, recorded
 * after this one, has the next number and is mailed. Answers with the message as the inbox shows it once the
 * reply is recorded.
 */
@CommandHandler(ReplyToMessageCommand)
export class ReplyToMessageHandler implements ICommandHandler<ReplyToMessageCommand> {
  private readonly logger = new Logger('Contact');

  constructor(
    private readonly commands: ContactMessageCommands,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CONTACT_INBOX) private readonly inbox: ContactInbox,
  ) {}

  async execute({ messageId, text, adminId }: ReplyToMessageCommand): Promise<ContactMessageView | null> {
    const { state, revision } = await this.commands.load(messageId);
    const command = (mailMessageId: string): ContactCommand => ({
      type: 'ReplyToContactMessage',
      by: adminId,
      at: this.clock.now(),
      text,
      mailMessageId,
    });
    contactDecider.decide(command(''), state);
    if (!('received' in state) || revision === 'no_stream') throw new Error('decider allowed a reply to no message');

    let mailMessageId: string;
    try {
      ({ messageId: mailMessageId } = await this.mailer.send(
        replyMail(state.received, { text, number: state.answers + 1 }, this.config.mail.supportEmail),
      ));
    } catch (error) {
      const code = (error as { code?: unknown }).code ?? (error as Error).name;
      this.logger.warn(`reply to contact message ${messageId} not sent (${String(code)})`);
      throw new ServiceUnavailableException({
        message: 'Die Antwort konnte nicht versendet werden. Bitte versuchen Sie es später erneut.',
        code: 'mail_not_sent',
      });
    }
    await this.commands.run(messageId, command(mailMessageId), {
      actorId: adminId,
      expectedRevision: revision,
      waitForReadModel: true,
    });
    return this.inbox.find(messageId);
  }
}
