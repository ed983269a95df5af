import { BadRequestException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import {
  ConfirmationLinkExpired,
  ConfirmationLinkInvalid,
  sameMailbox,
  unconfirmedAccountExpired,
  UserNotFound,
} from '../domain/user-decider.js';
import { EmailConfirmations } from '../email-confirmation/email-confirmations.js';
import { EmailReservations } from '../email-reservation/email-reservations.js';
import { ACCOUNT_QUERIES, type AccountQueries } from '../read-model/account-queries.port.js';
import { EmailAlreadyRegistered } from '../register/register-user.handler.js';
import { UserCommands } from '../user-commands.js';
import { ConfirmEmailCommand } from './confirm-email.command.js';

export const INVALID_LINK =
  'Dieser Bestätigungslink ist ungültig. Bitte verwenden Sie den vollständigen Link aus Ihrer E-Mail.';

/**
 * ConfirmEmail from a link: the signature and expiry are checked first (a forged token never reaches the
 * store), then the user decider accepts only the newest request, once. A new address is reserved first (another
 * account may have taken it since the request: then it is refused) and the old one released after the change.
 * An unconfirmed account past its deadline (`UNCONFIRMED_ACCOUNT_DAYS`) is gone, even before its erasure: its
 * link is invalid, so its address cannot be confirmed while another registration takes it over.
 */
@CommandHandler(ConfirmEmailCommand)
export class ConfirmEmailHandler implements ICommandHandler<ConfirmEmailCommand> {
  constructor(
    private readonly confirmations: EmailConfirmations,
    private readonly commands: UserCommands,
    @Inject(ACCOUNT_QUERIES) private readonly accounts: AccountQueries,
    private readonly reservations: EmailReservations,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ token }: ConfirmEmailCommand): Promise<string> {
    const claims = this.confirmations.verify(token);
    if (!claims) throw new BadRequestException({ message: INVALID_LINK, code: 'confirmation_link_malformed' });
    const now = this.commands.now();
    const state = await this.commands.load(claims.userId);
    if (state.userId === null) throw new ConfirmationLinkInvalid();
    if (unconfirmedAccountExpired(state, now.toISOString(), this.config.accountLimits.unconfirmedAccountDays)) {
      throw new ConfirmationLinkInvalid();
    }
    if (state.lastConfirmedRequestId === claims.requestId) return state.email;
    if (claims.expiresAt <= now) throw new ConfirmationLinkExpired();
    const pending = state.pendingEmail;
    const change = pending?.requestId === claims.requestId && !sameMailbox(pending.email, state.email) ? pending : null;
    if (change) {
      await this.reservations.reserve(change.email, claims.userId);
      const owner = await this.accounts.userByEmail(change.email);
      if (owner && owner.id !== claims.userId) {
        await this.reservations.release(change.email, claims.userId);
        throw new EmailAlreadyRegistered();
      }
    }
    try {
      const { state: confirmed } = await this.commands.execute(
        claims.userId,
        { type: 'ConfirmEmail', requestId: claims.requestId, at: now.toISOString() },
        { actorId: claims.userId },
      );
      if (change) await this.reservations.release(state.email, claims.userId);
      return confirmed.email;
    } catch (error) {
      if (change) await this.reservations.release(change.email, claims.userId).catch(() => undefined);
      if (error instanceof UserNotFound) throw new ConfirmationLinkInvalid();
      throw error;
    }
  }
}
