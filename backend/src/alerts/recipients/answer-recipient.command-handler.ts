import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { AnswerRecipientCommand } from './answer-recipient.command.js';
import { RecipientCommands } from './recipient-commands.js';

@CommandHandler(AnswerRecipientCommand)
export class AnswerRecipientHandler implements ICommandHandler<AnswerRecipientCommand> {
  constructor(
    private readonly commands: RecipientCommands,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ recipientKey, decision, linkExpiresAt }: AnswerRecipientCommand): Promise<void> {
    const at = this.clock.now();
    await this.commands.run(
      recipientKey,
      decision === 'confirm' ? { type: 'ConfirmRecipient', linkExpiresAt, at } : { type: 'RefuseRecipient', at },
      { actorId: 'system:recipient-link', waitForReadModel: true },
    );
  }
}
