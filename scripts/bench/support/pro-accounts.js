// Creates the freshness benchmark's Pro accounts on the installation of the environment (DATA_DIR, or the
// distributed stores), as `demo-users` does: registered by an operator (so the address counts as confirmed: the
// watchlist upload needs it) and put on Pro. Run as a child process with the app's environment:
//   node scripts/bench/support/pro-accounts.js <count> <password>
// and prints one JSON line: the e-mail addresses, in order. Bench-only: the product creates Pro accounts through
// Stripe or the demo CLI.
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const load = (path) => import(pathToFileURL(join(root, 'backend/dist', path)).href);

const [count, password] = [Number(process.argv[2]), process.argv[3]];
const { withApplication } = await load('cli/accounts-context.js');
const { RegisterUserHandler } = await load('accounts/register/register-user.handler.js');
const { UserCommands } = await load('accounts/user-commands.js');
const { ACCOUNT_QUERIES } = await load('accounts/read-model/account-queries.port.js');

const emails = Array.from(
  { length: count },
  (_, i) => `frische-pro-${String(i + 1).padStart(3, '0')}@bench.example.de`,
);
await withApplication(async (app) => {
  const accounts = app.get(ACCOUNT_QUERIES);
  const registration = app.get(RegisterUserHandler);
  const commands = app.get(UserCommands);
  for (const [i, email] of emails.entries()) {
    if (await accounts.userByEmail(email)) continue;
    const userId = await registration.register(
      { email, password, firstName: 'Kredit', lastName: `Prüferin ${i + 1}`, role: 'user' },
      'system:bench',
    );
    const plan = {
      type: 'ChangePlan',
      plan: 'pro_monthly',
      source: 'demo',
      periodEnd: null,
      cancelAtPeriodEnd: false,
      stripeSubscriptionId: null,
      at: commands.now().toISOString(),
    };
    await commands.execute(userId, plan, { actorId: 'system:bench' });
  }
});
console.log(JSON.stringify({ emails }));
