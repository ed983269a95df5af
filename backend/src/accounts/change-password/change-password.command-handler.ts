import { BadRequestException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EmailConfirmations } from '../email-confirmation/email-confirmations.js';
import { PasswordResetLinks } from '../password-reset/password-reset-links.js';
import { Passwords } from '../passwords/passwords.js';
import { LoginThrottle, sessionAsDevice } from '../rate-limits/login-throttle.js';
import type { PasswordChangedResponse } from '../read-model/user.response.js';
import { SessionStarter } from '../sessions/session-starter.js';
import { UserCommands } from '../user-commands.js';
import { ChangePasswordCommand } from './change-password.command.js';

/**
 * Checks the current password, stores the new hash and ends every session of the account (a stolen token
 * dies with the old password); the account's address is told of the change. The caller continues with the fresh token in the answer. Wrong current
 * passwords count like failed logins, so a stolen session cannot be used to guess the password.
 */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    private readonly commands: UserCommands,
    private readonly sessions: SessionStarter,
    private readonly passwords: Passwords,
    private readonly throttle: LoginThrottle,
    private readonly links: PasswordResetLinks,
    private readonly mails: EmailConfirmations,
  ) {}

  async execute({ request, userId, clientIp, sessionId }: ChangePasswordCommand): Promise<PasswordChangedResponse> {
    const state = await this.commands.load(userId);
    const [account, ip] = [state.email.toLowerCase(), clientIp];
    const attempt = await this.throttle.admit(account, ip, sessionAsDevice(sessionId));
    if (!(await this.passwords.verify(request.currentPassword, state.passwordHash))) {
      await this.throttle.recordFailure(account, ip, attempt);
      throw new BadRequestException('Das aktuelle Passwort ist nicht korrekt.');
    }
    if (request.currentPassword === request.newPassword) {
      throw new BadRequestException('Das neue Passwort muss sich vom aktuellen unterscheiden.');
    }
    const passwordHash = await this.passwords.hash(request.newPassword);
    await this.commands.execute(
      userId,
      { type: 'ChangePassword', passwordHash, at: this.commands.now().toISOString() },
      { actorId: userId },
    );
    await this.mails.send(this.links.changedNotice(state.email, this.commands.now(), 'profile'), userId);
    const { token } = await this.sessions.start(userId);
    return { token, message: 'Passwort geändert. Alle anderen Sitzungen wurden beendet.' };
  }
}
