// `npm run demo -- --profile distributed`: the demo on the distributed profile, every process separate. The
// servers come from `npm run services -- start` (Kafka, the MongoDB test server, the KurrentDB test server; or
// the ones KAFKA_BROKERS / MONGO_URL / KURRENTDB_URL name), then the projections, feed, alerts and scheduler
// workers and the API start as child processes of their own, each with its output prefixed by its name. The
// scheduler imports the replica's 14 days at once. Buying Pro works as on the embedded demo (scripts/demo-billing.js):
// the API is the one process that talks to Stripe and takes its webhooks; the plan change reaches the read models
// through the projections worker, which the webhook waits for. Ctrl-C stops every process (SIGTERM, then waits) and
// the demo Stripe; the servers keep running for the next start (`npm run services -- stop` stops them).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { startDemoBilling } from './demo-billing.js';
import { APP_ENV, APP_NODE_FLAGS, DEMO_ALERTS_ENV, root } from './lib.js';

const WORKERS = ['projections', 'feed', 'alerts', 'scheduler'];

/** Starts (or checks) the three servers and returns the environment `services start` prints for them. */
function services() {
  const result = spawnSync(process.execPath, [join(root, 'scripts/services.js'), 'start'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.stdout.write(result.stdout);
  if (result.status !== 0) {
    console.error('\nDie Dienste für das verteilte Profil laufen nicht (siehe oben): npm run services -- status');
    process.exit(result.status ?? 1);
  }
  const env = {};
  for (const [, name, value] of result.stdout.matchAll(/^export (\w+)='?([^'\n]*)'?$/gm)) env[name] = value;
  return env;
}

/**
 * One session secret for every process: the API signs sessions and the scheduler's digests sign unsubscribe
 * links, and processes starting together must not each generate their own. Kept in the demo's data directory.
 */
function sharedJwtSecret(dataDir) {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const file = join(dataDir, 'demo-jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/** A child whose lines are prefixed with its name, so that five processes' logs stay readable in one terminal. */
function startProcess(name, args, env) {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${name.padEnd(11)}] ${line}`));
  }
  return { name, child, exited: new Promise((done) => child.on('exit', (code, signal) => done(code ?? signal))) };
}

export async function demoDistributed({ dataDir, replica }) {
  mkdirSync(dataDir, { recursive: true });
  const env = {
    // Topics and consumer groups of their own: other installations on the same broker stay apart.
    KAFKA_NAMESPACE: 'demo',
    ...DEMO_ALERTS_ENV,
    ...process.env,
    IMPORT_ON_START: 'true',
    IMPORT_DELAY_MS: '0',
    ...services(),
    PROFILE: 'distributed',
    DATA_DIR: dataDir,
    PORTAL_URL: replica.url,
    JWT_SECRET: sharedJwtSecret(dataDir),
  };
  const healthBase = Number(process.env.DEMO_HEALTH_PORT ?? 9460);
  const port = process.env.PORT ?? 3000;
  // Stripe's settings go to the API only: no worker calls Stripe or takes its webhooks.
  const billing = await startDemoBilling({ appUrl: `http://127.0.0.1:${port}` });
  const running = [];
  const stopAll = async () => {
    for (const { child } of running) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(running.map(({ exited }) => exited));
    await billing?.stop();
  };
  WORKERS.forEach((name, i) => {
    const health = { HEALTH_PORT: String(healthBase + i) };
    running.push(startProcess(name, [join(root, 'backend/dist/workers/main.js'), name], { ...env, ...health }));
  });
  // Demo accounts (README lists their credentials), recorded in the distributed event store. The command waits
  // for the projections worker to show each account; a worker still catching up needs longer than a request.
  // Run without blocking this process: the workers' output stays visible meanwhile, and a worker that ends (a
  // refused start: another installation's event log, a server gone) ends the demo at once, not after the wait.
  const users = spawn(process.execPath, [join(root, 'backend/dist/cli/main.js'), 'demo-users'], {
    cwd: root,
    env: { ...env, PROJECTION_WAIT_SECONDS: '300' },
    stdio: 'inherit',
  });
  const usersDone = new Promise((done) => users.on('exit', (code) => done({ code: code ?? 1 })));
  const workerEnded = Promise.race(running.map(({ name, exited }) => exited.then((code) => ({ name, code }))));
  const first = await Promise.race([usersDone, workerEnded]);
  if ('name' in first || first.code !== 0) {
    if ('name' in first) {
      console.error(`${first.name} hat sich beim Start beendet (${first.code}); die Demo wird gestoppt.`);
      users.kill('SIGTERM');
    }
    await stopAll();
    await replica.close();
    process.exit('name' in first ? 1 : first.code);
  }
  // A Stripe configured in the environment (STRIPE_SECRET_KEY: startDemoBilling steps aside) wins, as on embedded.
  const apiEnv = { ...APP_ENV, ...billing?.env, ...env };
  running.push(startProcess('api', [...APP_NODE_FLAGS, join(root, 'backend/dist/main.js')], apiEnv));
  console.log(
    `Demo (verteiltes Profil): App http://localhost:${port}, Daten ${dataDir}\n` +
      WORKERS.map((name, i) => `  ${name}: http://127.0.0.1:${healthBase + i}/health`).join('\n'),
  );
  let stopping = false;
  const shutdown = async (code) => {
    if (stopping) return;
    stopping = true;
    await stopAll();
    await replica.close();
    console.log('Alle Prozesse beendet; die Dienste laufen weiter (npm run services -- stop).');
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutdown(0));
  // A process that ends by itself ends the demo: half a distributed profile would only mislead.
  for (const { name, exited } of running) {
    void exited.then((code) => {
      if (stopping) return;
      console.error(`${name} hat sich beendet (${code}); die Demo wird gestoppt.`);
      void shutdown(typeof code === 'number' && code !== 0 ? code : 1);
    });
  }
}
