import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { MAILER, type Mailer } from '../../platform/mail/mailer.port.js';
import { contactDecider } from '../domain/contact-decider.js';
import type { ContactCommand } from '../domain/commands.js';
import { replyMail } from '../mail/reply-mail.js';
import { ContactMessageCommands } from '../message-commands.js';

/**
 * Answers a contact message by mail. Order: decide first (unknown id → 404, invalid text → 422, without
 * sending), then send, then record `ContactMessageReplied` with the revision read before sending. A mail
 * that fails records nothing (503, the admin can retry); a message changed meanwhile fails with 409 after
 * the mail went out, which is rare and visible, rather than recording a reply that was never sent.
 */
@Injectable()
export class ReplyToMessageHandler {
  private readonly logger = new Logger('Contact');

  constructor(
    private readonly commands: ContactMessageCommands,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(messageId: string, text: string, adminId: string): Promise<void> {
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
        replyMail(state.received, text, this.config.mail.supportEmail),
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
  }
}
