import { randomUUID } from 'node:crypto';
import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { MAILER, type Mailer } from '../../platform/mail/mailer.port.js';
import type { ContactMessageReceived } from '../domain/events.js';
import { supportNotification } from '../mail/support-notification.js';
import { ContactMessageCommands } from '../message-commands.js';
import { SubmitMessageCommand } from './submit-message.command.js';

/**
 * Records a contact message under a new random id, then notifies the support address. The message is
 * recorded first and the notification is best effort: a mail server that is down must not lose the
 * message, which the admin inbox shows either way. Failures are logged with the message id only.
 */
@CommandHandler(SubmitMessageCommand)
export class SubmitMessageHandler implements ICommandHandler<SubmitMessageCommand> {
  private readonly logger = new Logger('Contact');

  constructor(
    private readonly commands: ContactMessageCommands,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ submission }: SubmitMessageCommand): Promise<{ id: string }> {
    const messageId = randomUUID();
    const { newEvents } = await this.commands.run(
      messageId,
      { type: 'ReceiveContactMessage', messageId, submission, at: this.clock.now() },
      { actorId: 'anonymous', waitForReadModel: false },
    );
    const received = newEvents[0] as ContactMessageReceived;
    try {
      await this.mailer.send(supportNotification(received.data, this.config.mail.supportEmail));
    } catch (error) {
      const code = (error as { code?: unknown; name?: unknown }).code ?? (error as Error).name;
      this.logger.warn(`support notification for contact message ${messageId} not sent (${String(code)})`);
    }
    return { id: messageId };
  }
}
