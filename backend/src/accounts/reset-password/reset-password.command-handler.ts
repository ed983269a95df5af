import { BadRequestException, GoneException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { UserNotFound, unconfirmedAccountExpired } from '../domain/user-decider.js';
import { EmailConfirmations } from '../email-confirmation/email-confirmations.js';
import { PasswordResetLinks } from '../password-reset/password-reset-links.js';
import { Passwords } from '../passwords/passwords.js';
import { LoginThrottle } from '../rate-limits/login-throttle.js';
import { UserCommands } from '../user-commands.js';
import { ResetPasswordCommand } from './reset-password.command.js';

export const INVALID_RESET_LINK =
  'Dieser Link zum Zurücksetzen des Passworts ist ungültig. Bitte verwenden Sie den vollständigen Link aus Ihrer E-Mail.';
export const RESET_LINK_EXPIRED =
  'Dieser Link zum Zurücksetzen des Passworts ist abgelaufen. Bitte fordern Sie einen neuen Link an.';
export const PASSWORD_RESET_DONE = 'Ihr Passwort wurde geändert. Bitte melden Sie sich mit dem neuen Passwort an.';
export const PASSWORD_RESET_DONE_AND_CONFIRMED =
  'Ihr Passwort wurde geändert und Ihre E-Mail-Adresse bestätigt. Bitte melden Sie sich mit dem neuen Passwort an.';

/**
 * Sets a new password through a "Passwort vergessen" link. The token must be genuine for the account's current
 * password (else it was forged, or used: the decider's `ResetPassword` checks that again against the state it
 * appends to, so two tabs sending the same link cannot both set a password) and unexpired. The new password ends
 * every session (`UserPasswordChanged`), the failed logins of this IP on the account no longer block it (who
 * forgot a password has usually tried a few), and the account's address is told of the change. The link reached
 * the account's mailbox, so an address not yet confirmed is confirmed with it (the decider records both); an
 * unconfirmed self-registration past its deadline counts as gone, as for its own confirmation link.
 */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    private readonly links: PasswordResetLinks,
    private readonly commands: UserCommands,
    private readonly passwords: Passwords,
    private readonly throttle: LoginThrottle,
    private readonly mails: EmailConfirmations,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ token, newPassword, clientIp }: ResetPasswordCommand): Promise<string> {
    const claims = this.links.read(token);
    if (!claims) throw invalid();
    const state = await this.commands.load(claims.userId);
    if (state.userId === null || state.erasureRequestedAt !== null) throw invalid();
    const unconfirmedDays = this.config.accountLimits.unconfirmedAccountDays;
    if (unconfirmedAccountExpired(state, this.commands.now().toISOString(), unconfirmedDays)) throw invalid();
    if (!this.links.matches(token, state.passwordHash)) {
      // Genuine tokens of an earlier password cannot be told from forged ones: both say "used or replaced".
      throw new GoneException({ message: USED_OR_FORGED, code: 'password_reset_link_used' });
    }
    if (claims.expiresAt <= this.commands.now()) {
      throw new GoneException({ message: RESET_LINK_EXPIRED, code: 'password_reset_link_expired' });
    }
    const passwordHash = await this.passwords.hash(newPassword);
    try {
      await this.commands.execute(
        claims.userId,
        {
          type: 'ResetPassword',
          passwordHash,
          linkIssuedFor: state.passwordHash,
          confirmationId: randomUUID(),
          at: this.commands.now().toISOString(),
        },
        { actorId: claims.userId },
      );
    } catch (error) {
      if (error instanceof UserNotFound) throw invalid();
      throw error;
    }
    await this.throttle.recordSuccess(state.email.toLowerCase(), clientIp);
    await this.mails.send(this.links.changedNotice(state.email, this.commands.now(), 'reset-link'), claims.userId);
    return state.emailConfirmed ? PASSWORD_RESET_DONE : PASSWORD_RESET_DONE_AND_CONFIRMED;
  }
}

const USED_OR_FORGED =
  'Dieser Link wurde bereits verwendet oder Ihr Passwort wurde seitdem geändert. Bitte fordern Sie einen neuen Link an.';

function invalid(): BadRequestException {
  return new BadRequestException({ message: INVALID_RESET_LINK, code: 'password_reset_link_malformed' });
}
