import { BadRequestException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ConfirmationLinkExpired, ConfirmationLinkInvalid, sameMailbox, UserNotFound } from '../domain/user-decider.js';
import { EmailConfirmations } from '../email-confirmation/email-confirmations.js';
import { EmailLock } from '../email-lock.js';
import { ACCOUNT_QUERIES, type AccountQueries } from '../read-model/account-queries.port.js';
import { EmailAlreadyRegistered } from '../register/register-user.handler.js';
import { UserCommands } from '../user-commands.js';
import { ConfirmEmailCommand } from './confirm-email.command.js';

export const INVALID_LINK =
  'Dieser Bestätigungslink ist ungültig. Bitte verwenden Sie den vollständigen Link aus Ihrer E-Mail.';

/**
 * ConfirmEmail from a link: the signature and expiry are checked first (a forged token never reaches the
 * store), then the user decider accepts only the newest request, once. A new address is claimed under the
 * e-mail lock and checked for uniqueness again, as another account may have taken it since the request.
 */
@CommandHandler(ConfirmEmailCommand)
export class ConfirmEmailHandler implements ICommandHandler<ConfirmEmailCommand> {
  constructor(
    private readonly confirmations: EmailConfirmations,
    private readonly commands: UserCommands,
    @Inject(ACCOUNT_QUERIES) private readonly accounts: AccountQueries,
    private readonly emailLock: EmailLock,
  ) {}

  async execute({ token }: ConfirmEmailCommand): Promise<string> {
    const claims = this.confirmations.verify(token);
    if (!claims) throw new BadRequestException({ message: INVALID_LINK, code: 'confirmation_link_malformed' });
    const now = this.commands.now();
    return this.emailLock.run(async () => {
      const state = await this.commands.load(claims.userId);
      if (state.userId === null) throw new ConfirmationLinkInvalid();
      if (state.lastConfirmedRequestId === claims.requestId) return state.email;
      if (claims.expiresAt <= now) throw new ConfirmationLinkExpired();
      const pending = state.pendingEmail;
      if (pending?.requestId === claims.requestId && !sameMailbox(pending.email, state.email)) {
        const owner = await this.accounts.userByEmail(pending.email);
        if (owner && owner.id !== claims.userId) throw new EmailAlreadyRegistered();
      }
      try {
        const { state: confirmed } = await this.commands.execute(
          claims.userId,
          { type: 'ConfirmEmail', requestId: claims.requestId, at: now.toISOString() },
          { actorId: claims.userId },
        );
        return confirmed.email;
      } catch (error) {
        if (error instanceof UserNotFound) throw new ConfirmationLinkInvalid();
        throw error;
      }
    });
  }
}
