import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { UnconfirmedAccountEraser } from '../expire-unconfirmed/unconfirmed-account-eraser.js';
import { ACCOUNT_QUERIES, type AccountQueries } from '../read-model/account-queries.port.js';
import { RegisterUserHandler } from '../register/register-user.handler.js';
import { UserCommands } from '../user-commands.js';

/**
 * Ensures an administrator exists: `create-admin` (CLI) and `ADMIN_EMAIL`/`ADMIN_PASSWORD` on start both land
 * here. An existing account with that address is promoted (its password is left alone); a new one is created,
 * also in place of an unconfirmed account past its deadline (the registration erases that one).
 */
@Injectable()
export class AdminBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger('Accounts');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ACCOUNT_QUERIES) private readonly accounts: AccountQueries,
    private readonly registration: RegisterUserHandler,
    private readonly commands: UserCommands,
    private readonly expiry: UnconfirmedAccountEraser,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const admin = this.config.admin;
    if (!admin) return;
    const outcome = await this.ensureAdmin(admin.email, admin.password, {
      firstName: 'System',
      lastName: 'Administrator',
    });
    if (outcome !== 'unchanged') this.logger.log(`administrator from ADMIN_EMAIL ${outcome}`);
  }

  async ensureAdmin(
    email: string,
    password: string,
    names: { firstName: string; lastName: string },
  ): Promise<'created' | 'promoted' | 'unchanged'> {
    const existing = await this.accounts.userByEmail(email);
    if (!existing || (await this.expiry.isExpired(existing.id))) {
      await this.registration.register({ email, password, ...names, role: 'admin' }, 'system:admin-bootstrap');
      return 'created';
    }
    const { events } = await this.commands.execute(
      existing.id,
      { type: 'ChangeRole', role: 'admin', at: this.commands.now().toISOString() },
      { actorId: 'system:admin-bootstrap' },
    );
    return events.length > 0 ? 'promoted' : 'unchanged';
  }
}
