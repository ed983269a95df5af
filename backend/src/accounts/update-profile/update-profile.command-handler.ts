import { BadRequestException, Inject, ServiceUnavailableException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CurrentUserView } from '../current-user/current-user-view.js';
import { sameMailbox, type UserState } from '../domain/user-decider.js';
import { addressChangeNotice } from '../email-confirmation/confirmation-mails.js';
import { EmailConfirmations, MAIL_NOT_SENT } from '../email-confirmation/email-confirmations.js';
import { EmailReservations } from '../email-reservation/email-reservations.js';
import { Passwords } from '../passwords/passwords.js';
import { LoginThrottle, sessionAsDevice } from '../rate-limits/login-throttle.js';
import { ConfirmationMailLimit } from '../rate-limits/registration-limits.js';
import { ACCOUNT_QUERIES, type AccountQueries } from '../read-model/account-queries.port.js';
import type { UserChangedResponse } from '../read-model/user.response.js';
import { EmailAlreadyRegistered } from '../register/register-user.handler.js';
import { UserCommands } from '../user-commands.js';
import { UpdateProfileCommand } from './update-profile.command.js';

export const PASSWORD_NEEDED = 'Bitte geben Sie Ihr aktuelles Passwort ein, um die E-Mail-Adresse zu ändern.';
export const WRONG_PASSWORD = 'Das aktuelle Passwort ist nicht korrekt.';

/**
 * Names (and the letter case of the address) change at once. A different address needs the current password
 * (failures count like failed logins) and takes effect only when the link mailed to it is opened; the old
 * address is told, without the link. A session alone therefore cannot move the account to another mailbox.
 */
@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand> {
  constructor(
    private readonly commands: UserCommands,
    @Inject(ACCOUNT_QUERIES) private readonly accounts: AccountQueries,
    private readonly reservations: EmailReservations,
    private readonly users: CurrentUserView,
    private readonly passwords: Passwords,
    private readonly throttle: LoginThrottle,
    private readonly confirmations: EmailConfirmations,
    private readonly mailLimit: ConfirmationMailLimit,
  ) {}

  async execute({ request, userId, clientIp, sessionId }: UpdateProfileCommand): Promise<UserChangedResponse> {
    const state = await this.commands.load(userId);
    const names = { firstName: request.firstName, lastName: request.lastName };
    if (sameMailbox(request.email, state.email)) {
      await this.commands.execute(
        userId,
        { type: 'ChangeProfile', ...names, email: request.email },
        { actorId: userId },
      );
      return { user: await this.users.of(userId), message: 'Profil gespeichert' };
    }

    await this.checkPassword(state, request.currentPassword, clientIp, sessionId);
    // Taken now: refused at once. Free now: claimed only when the link is opened (ConfirmEmail reserves it).
    const owner = await this.accounts.userByEmail(request.email);
    const holder = await this.reservations.holder(request.email);
    if ((owner && owner.id !== userId) || (holder !== null && holder !== userId)) throw new EmailAlreadyRegistered();
    // Every request mails the new address: limited like "erneut senden" (per account and per address).
    await this.mailLimit.take(userId, request.email);
    await this.commands.execute(userId, { type: 'ChangeProfile', ...names, email: state.email }, { actorId: userId });
    // Mailed before the wait for the read models, so that a 202 answer (projections lagging) loses no mail.
    await this.commands.execute(
      userId,
      {
        type: 'RequestEmailChange',
        email: request.email,
        ...this.confirmations.newRequest(),
        at: this.commands.now().toISOString(),
      },
      { actorId: userId },
      {
        beforeReadModels: async ({ events, state: requested }) => {
          if (!(await this.confirmations.mailLink(requested, events))) {
            throw new ServiceUnavailableException(MAIL_NOT_SENT);
          }
          // An unconfirmed old address may be a typo: nobody there needs to hear about the change.
          if (state.emailConfirmed) {
            await this.confirmations.send(addressChangeNotice(requested, request.email, this.commands.now()), userId);
          }
        },
      },
    );
    return {
      user: await this.users.of(userId),
      message: 'Bestätigungslink an die neue Adresse gesendet. Die Änderung wird wirksam, sobald Sie den Link öffnen.',
    };
  }

  private async checkPassword(
    state: UserState,
    password: string | undefined,
    ip: string,
    sessionId: string | null,
  ): Promise<void> {
    if (!password) throw new BadRequestException({ message: PASSWORD_NEEDED, code: 'current_password_required' });
    const account = state.email.toLowerCase();
    const attempt = await this.throttle.admit(account, ip, sessionAsDevice(sessionId));
    if (!(await this.passwords.verify(password, state.passwordHash))) {
      await this.throttle.recordFailure(account, ip, attempt);
      throw new BadRequestException({ message: WRONG_PASSWORD, code: 'wrong_password' });
    }
  }
}
