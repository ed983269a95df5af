import { Inject, UnauthorizedException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CurrentUserView } from '../current-user/current-user-view.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { AccountDeactivated, unconfirmedAccountExpired } from '../domain/user-decider.js';
import { Passwords } from '../passwords/passwords.js';
import { LoginThrottle } from '../rate-limits/login-throttle.js';
import { ACCOUNT_QUERIES, type AccountQueries } from '../read-model/account-queries.port.js';
import type { SessionStartedResponse } from '../read-model/user.response.js';
import { SessionStarter } from '../sessions/session-starter.js';
import { UserCommands } from '../user-commands.js';
import { LogInCommand } from './login.command.js';

export const INVALID_CREDENTIALS = 'E-Mail-Adresse oder Passwort ist falsch.';

/**
 * Checks the password within the failure throttle (LoginThrottle) and starts a session. A deactivated
 * account is told so only after the right password, so the answer reveals nothing to a guesser. An unconfirmed
 * account past its deadline is gone, even before the cleanup erased it: it answers as an unknown address.
 */
@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand> {
  constructor(
    @Inject(ACCOUNT_QUERIES) private readonly accounts: AccountQueries,
    private readonly commands: UserCommands,
    private readonly sessions: SessionStarter,
    private readonly users: CurrentUserView,
    private readonly throttle: LoginThrottle,
    private readonly passwords: Passwords,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ request, clientIp: ip }: LogInCommand): Promise<SessionStartedResponse> {
    const account = request.email.toLowerCase();
    await this.throttle.admit(account, ip);

    const row = await this.accounts.userByEmail(account);
    const loaded = row ? await this.commands.load(row.id) : undefined;
    const days = this.config.accountLimits.unconfirmedAccountDays;
    const expired = loaded && unconfirmedAccountExpired(loaded, this.commands.now().toISOString(), days);
    const state = expired ? undefined : loaded;
    // Unknown addresses cost the same hashing time (and the same pool slot) as known ones: timing does not
    // reveal accounts.
    const valid = state?.passwordHash
      ? await this.passwords.verify(request.password, state.passwordHash)
      : await this.passwords.verifyUnknown(request.password);
    if (!row || !state || !valid) {
      await this.throttle.recordFailure(account, ip);
      throw new UnauthorizedException(INVALID_CREDENTIALS);
    }
    await this.throttle.recordSuccess(account, ip);
    if (!state.active) throw new AccountDeactivated();
    const token = await this.sessions.start(row.id);
    return { token, user: await this.users.of(row.id), message: 'Anmeldung erfolgreich!' };
  }
}
