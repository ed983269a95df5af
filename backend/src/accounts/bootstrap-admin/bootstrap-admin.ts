import { EmailAlreadyRegistered } from '../domain/email-reservation-decider.js';
import { ProjectionsBehind } from '../../platform/projections-host/projections-host.port.js';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { UnconfirmedAccountEraser } from '../expire-unconfirmed/unconfirmed-account-eraser.js';
import { ACCOUNT_QUERIES, type AccountQueries } from '../read-model/account-queries.port.js';
import { RegisterUserHandler } from '../register/register-user.handler.js';
import { UserCommands } from '../user-commands.js';
import { ReadModelsRebuild } from '../../platform/projections-host/read-models-rebuild.js';

/**
 * Ensures an administrator exists: `create-admin` (CLI) and `ADMIN_EMAIL`/`ADMIN_PASSWORD` on start both land
 * here. An existing account with a confirmed address is promoted (its password is left alone); a new one is
 * created, also in place of an unconfirmed account past its deadline (the registration erases that one). An
 * unconfirmed account that has not expired is never promoted: whoever registered it never proved the address is
 * theirs, so promoting it would hand the administrator role to a squatter who knows its password.
 */
export class AdminAddressUnconfirmed extends Error {
  constructor(readonly deadline: string | null) {
    super(
      'Unter dieser Adresse besteht ein Konto, dessen E-Mail-Adresse nie bestätigt wurde; es wird nicht zum ' +
        'Administrator gemacht. Bestätigen Sie die Adresse über den Link der Bestätigungsmail' +
        (deadline ? ` oder warten Sie, bis das Konto am ${deadline.slice(0, 10)} gelöscht wird` : '') +
        ', oder verwenden Sie eine andere Adresse.',
    );
  }
}

@Injectable()
export class AdminBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger('Accounts');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ACCOUNT_QUERIES) private readonly accounts: AccountQueries,
    private readonly registration: RegisterUserHandler,
    private readonly commands: UserCommands,
    private readonly expiry: UnconfirmedAccountEraser,
    private readonly rebuild: ReadModelsRebuild,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const admin = this.config.admin;
    // The API ensures the administrator; workers built from the same modules must not race it.
    if (!admin || this.config.role !== 'api') return;
    if (this.rebuild.rebuilding(['accounts']) === null) return this.ensureConfigured(admin);
    // The accounts read model is rebuilt from the first event: it may not show the account yet, and the
    // registration would wait for every read model to catch up, the API's start with it (minutes on a large
    // log). Logins answer 503 until the accounts are rebuilt: nobody misses the administrator meanwhile.
    this.logger.log('ADMIN_EMAIL: the administrator is ensured once the accounts read model is rebuilt');
    void this.rebuild
      .done(['accounts'])
      .then(() => (this.rebuild.rebuilding(['accounts']) ? undefined : this.ensureConfigured(admin)))
      .catch((error: unknown) => this.logger.error(`ADMIN_EMAIL: ${String(error)}`));
  }

  private async ensureConfigured(admin: { readonly email: string; readonly password: string }): Promise<void> {
    let outcome: Awaited<ReturnType<AdminBootstrap['ensureAdmin']>>;
    try {
      outcome = await this.ensureAdmin(admin.email, admin.password, { firstName: 'System', lastName: 'Administrator' });
    } catch (error) {
      // The event store knows the address while the accounts read model does not show it yet (it is being
      // rebuilt or catches up at start): the account exists; the app starts and the next start promotes it.
      if (error instanceof EmailAlreadyRegistered) {
        this.logger.warn(
          'ADMIN_EMAIL: the account exists, the accounts read model does not show it yet (it catches up)',
        );
        return;
      }
      if (error instanceof ProjectionsBehind) {
        // The distributed API waits for the projections worker only so long; the account is stored either way.
        this.logger.warn(
          'administrator from ADMIN_EMAIL stored; the accounts read model shows it once the projections catch up',
        );
        return;
      }
      // The app still starts (other administrators may exist); the operator reads why in the log.
      if (!(error instanceof AdminAddressUnconfirmed)) throw error;
      this.logger.error(`ADMIN_EMAIL: ${error.message}`);
      return;
    }
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
    const { confirmed, deadline } = await this.expiry.confirmation(existing.id);
    if (!confirmed) throw new AdminAddressUnconfirmed(deadline);
    const { events } = await this.commands.execute(
      existing.id,
      { type: 'ChangeRole', role: 'admin', at: this.commands.now().toISOString() },
      { actorId: 'system:admin-bootstrap' },
    );
    return events.length > 0 ? 'promoted' : 'unchanged';
  }
}
