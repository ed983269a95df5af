import { ServiceUnavailableException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EmailConfirmations, MAIL_NOT_SENT } from '../email-confirmation/email-confirmations.js';
import { ConfirmationMailLimit } from '../rate-limits/registration-limits.js';
import { UserCommands } from '../user-commands.js';
import { ResendConfirmationCommand } from './resend-confirmation.command.js';

/** Within the hourly limit, a new request (earlier links stop working) and its mail; a lost mail is a 503. */
@CommandHandler(ResendConfirmationCommand)
export class ResendConfirmationHandler implements ICommandHandler<ResendConfirmationCommand> {
  constructor(
    private readonly commands: UserCommands,
    private readonly confirmations: EmailConfirmations,
    private readonly limit: ConfirmationMailLimit,
  ) {}

  async execute({ userId }: ResendConfirmationCommand): Promise<string> {
    // The address the link goes to; none awaiting confirmation: the command answers 409 and nothing is counted.
    const current = await this.commands.load(userId);
    const address = current.pendingEmail?.email ?? (current.emailConfirmed ? null : current.email);
    if (address !== null) await this.limit.take(userId, address);
    // Mailed before the wait for the read models, so that a 202 answer (projections lagging) loses no mail.
    const { state } = await this.commands.execute(
      userId,
      { type: 'ResendEmailConfirmation', ...this.confirmations.newRequest(), at: this.commands.now().toISOString() },
      { actorId: userId },
      {
        beforeReadModels: async ({ events, state: requested }) => {
          if (!(await this.confirmations.mailLink(requested, events))) {
            throw new ServiceUnavailableException(MAIL_NOT_SENT);
          }
        },
      },
    );
    return state.pendingEmail!.email;
  }
}
