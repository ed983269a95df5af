import { AdminAddressUnconfirmed, AdminBootstrap } from '../accounts/bootstrap-admin/bootstrap-admin.js';
import { EmailAlreadyRegistered } from '../accounts/domain/email-reservation-decider.js';
import type { CliCommand } from './cli-command.js';
import { options, withApplication } from './accounts-context.js';
import { isStrongAdminPassword } from '../platform/config/account-config.js';
import { isEmailAddress } from '../platform/text/email-address.js';

export const ACCOUNT_NOT_YET_READABLE =
  'Ein Konto mit dieser Adresse gibt es bereits, die Lesemodelle zeigen es aber noch nicht (sie holen gerade auf). ' +
  'Bitte führen Sie den Befehl in einer Minute erneut aus; dann wird das Konto zum Administrator gemacht.';

/** `create-admin --email … --password …`: creates an administrator, or promotes an existing account. */
export const createAdminCommand: CliCommand = {
  name: 'create-admin',
  summary:
    'Legt einen Administrator an (--email … --password …) oder befördert ein bestehendes Konto mit bestätigter Adresse',
  run: async (args) => {
    const opts = options(args);
    const email = opts.get('email')?.trim() ?? '';
    const password = opts.get('password') ?? '';
    const problems: string[] = [];
    if (!isEmailAddress(email)) problems.push('--email muss eine E-Mail-Adresse sein');
    if (!isStrongAdminPassword(password)) {
      problems.push('--password braucht mindestens 12 Zeichen mit Groß- und Kleinbuchstaben und einer Zahl');
    }
    if (problems.length > 0) {
      console.error(`create-admin: ${problems.join('; ')}`);
      return 2;
    }
    let outcome: Awaited<ReturnType<AdminBootstrap['ensureAdmin']>>;
    try {
      outcome = await withApplication((app) =>
        app.get(AdminBootstrap).ensureAdmin(email, password, {
          firstName: opts.get('first-name') ?? 'System',
          lastName: opts.get('last-name') ?? 'Administrator',
        }),
      );
    } catch (error) {
      // The event store knows the address while the accounts read model does not show it yet (it is rebuilt or
      // catches up): the account exists; asking again once the read model caught up promotes it.
      if (error instanceof EmailAlreadyRegistered) {
        console.error(`create-admin: ${ACCOUNT_NOT_YET_READABLE}`);
        return 1;
      }
      if (!(error instanceof AdminAddressUnconfirmed)) throw error;
      console.error(`create-admin: ${error.message}`);
      return 1;
    }
    const text = {
      created: 'Administrator angelegt',
      promoted: 'Bestehendes Konto zum Administrator gemacht (Passwort unverändert)',
      unchanged: 'Konto ist bereits Administrator (Passwort unverändert)',
    };
    console.log(`${text[outcome]}: ${email}`);
    return 0;
  },
};
