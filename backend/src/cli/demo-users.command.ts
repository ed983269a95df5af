import type { Plan, Role } from '../accounts/domain/events.js';
import { ACCOUNT_QUERIES, type AccountQueries } from '../accounts/read-model/account-queries.port.js';
import { RegisterUserHandler } from '../accounts/register/register-user.handler.js';
import { UserCommands } from '../accounts/user-commands.js';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port.js';
import { PROJECTIONS_HOST, type ProjectionsHost } from '../platform/projections-host/projections-host.port.js';
import type { CliCommand } from './cli-command.js';
import { withApplication } from './accounts-context.js';

/** The demo's accounts, one per plan and role; README lists them. Only `npm run demo` runs this command. */
export const DEMO_USERS: readonly {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
  plan: Plan;
}[] = [
  {
    email: 'admin@demo.insolvenzmonitor.de',
    password: 'Demo-Admin-2026',
    firstName: 'Alex',
    lastName: 'Admin',
    role: 'admin',
    plan: 'pro_yearly',
  },
  {
    email: 'free@demo.insolvenzmonitor.de',
    password: 'Demo-Free-2026',
    firstName: 'Frieda',
    lastName: 'Frei',
    role: 'user',
    plan: 'free',
  },
  {
    email: 'pro-monatlich@demo.insolvenzmonitor.de',
    password: 'Demo-Pro-2026',
    firstName: 'Paul',
    lastName: 'Monat',
    role: 'user',
    plan: 'pro_monthly',
  },
  {
    email: 'pro-jaehrlich@demo.insolvenzmonitor.de',
    password: 'Demo-Pro-2026',
    firstName: 'Petra',
    lastName: 'Jahr',
    role: 'user',
    plan: 'pro_yearly',
  },
];

export const demoUsersCommand: CliCommand = {
  name: 'demo-users',
  summary: 'Legt die Demo-Konten an (nur für npm run demo; bestehende bleiben unverändert)',
  run: async () => {
    await withApplication(async (app) => {
      const accounts = app.get<AccountQueries>(ACCOUNT_QUERIES);
      const registration = app.get(RegisterUserHandler);
      const commands = app.get(UserCommands);
      // Whether an account exists is read from the accounts read model: on the distributed profile it must have
      // caught up with the log first (a projections worker restarting), or an existing account looks missing.
      const head = await app.get<EventStore>(EVENT_STORE).headPosition();
      await app.get<ProjectionsHost>(PROJECTIONS_HOST).waitFor(head, { only: ['accounts'] });
      for (const user of DEMO_USERS) {
        if (await accounts.userByEmail(user.email)) continue;
        const userId = await registration.register(user, 'system:demo');
        const at = commands.now().toISOString();
        if (user.plan !== 'free') {
          await commands.execute(
            userId,
            {
              type: 'ChangePlan',
              plan: user.plan,
              source: 'demo',
              periodEnd: null,
              cancelAtPeriodEnd: false,
              stripeSubscriptionId: null,
              at,
            },
            { actorId: 'system:demo' },
          );
        }
        console.log(`Demo-Konto angelegt: ${user.email} (${user.role}, ${user.plan})`);
      }
    });
    return 0;
  },
};
