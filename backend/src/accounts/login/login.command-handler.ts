import { Inject, UnauthorizedException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CurrentUserView } from '../current-user/current-user-view.js';
import { DeviceCookies } from '../device-cookies/device-cookies.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { AccountDeactivated, unconfirmedAccountExpired } from '../domain/user-decider.js';
import { Passwords } from '../passwords/passwords.js';
import { LoginThrottle } from '../rate-limits/login-throttle.js';
import type { SessionStartedResponse } from '../read-model/user.response.js';
import { SessionStarter } from '../sessions/session-starter.js';
import { UserCommands } from '../user-commands.js';
import { WriteSideAccounts } from '../write-side/write-side-accounts.js';
import { LogInCommand } from './login.command.js';

export const INVALID_CREDENTIALS = 'E-Mail-Adresse oder Passwort ist falsch.';

/**
 * Checks the password within the failure throttle (LoginThrottle) and starts a session. A deactivated
 * account is told so only after the right password, so the answer reveals nothing to a guesser. An unconfirmed
 * account past its deadline is gone, even before the cleanup erased it: it answers as an unknown address.
 * Everything is asked of the write side (`WriteSideAccounts`): an account registered a moment ago logs in even
 * while the accounts projection (another process on the distributed profile) is still behind.
 */
@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand> {
  constructor(
    private readonly accounts: WriteSideAccounts,
    private readonly commands: UserCommands,
    private readonly sessions: SessionStarter,
    private readonly users: CurrentUserView,
    private readonly throttle: LoginThrottle,
    private readonly passwords: Passwords,
    private readonly devices: DeviceCookies,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ request, clientIp: ip, deviceCookie }: LogInCommand): Promise<SessionStartedResponse> {
    const account = request.email.toLowerCase();
    const attempt = await this.throttle.admit(account, ip, this.devices.nonceOf(account, deviceCookie));

    const userId = await this.accounts.idByEmail(account);
    const loaded = userId ? await this.commands.load(userId) : undefined;
    const days = this.config.accountLimits.unconfirmedAccountDays;
    const expired = loaded && unconfirmedAccountExpired(loaded, this.commands.now().toISOString(), days);
    const state = expired ? undefined : loaded;
    // Unknown addresses cost the same hashing time (and the same pool slot) as known ones: timing does not
    // reveal accounts.
    const valid = state?.passwordHash
      ? await this.passwords.verify(request.password, state.passwordHash)
      : await this.passwords.verifyUnknown(request.password);
    if (!userId || !state || !valid) {
      await this.throttle.recordFailure(account, ip, attempt);
      throw new UnauthorizedException(INVALID_CREDENTIALS);
    }
    await this.throttle.recordSuccess(account, ip, attempt);
    if (!state.active) throw new AccountDeactivated();
    const { token, at } = await this.sessions.start(userId);
    // The read model may not show this login yet (the session is not waited for): the answer does.
    const user = { ...(await this.users.of(userId)), lastLoginAt: at };
    return { token, user, message: 'Anmeldung erfolgreich!' };
  }
}
