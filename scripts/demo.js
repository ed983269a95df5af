// `npm run demo`: the portal replica plus the app importing from it, so every screen has realistic data.
// The replica publishes the last 14 days (seeded, deterministic), today's notices at their times through the day;
// the app imports them at once and then keeps importing on its schedule. Data goes to DEMO_DATA_DIR, else
// DATA_DIR, else ./data-demo (separate from ./data): the demo accounts and the app always share that one
// directory. `--profile distributed` runs the same demo on KurrentDB + MongoDB + Kafka with every process separate
// (scripts/demo-distributed.js).
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startDemoBilling } from './demo-billing.js';
import { buildWhatIsStale, root, run, start, APP_NODE_FLAGS, APP_ENV, DEMO_ALERTS_ENV } from './lib.js';

const args = process.argv.slice(2);
const profileAt = args.indexOf('--profile');
const profile = profileAt >= 0 ? args[profileAt + 1] : 'embedded';
if (!['embedded', 'distributed'].includes(profile) || args.length !== (profileAt >= 0 ? 2 : 0)) {
  console.error('Usage: npm run demo [-- --profile embedded|distributed]');
  process.exit(2);
}

buildWhatIsStale();

const { startPortalReplica } = await import(
  pathToFileURL(join(root, 'e2e/dist/portal-replica/replica-server.js')).href
);
const replica = await startPortalReplica({
  port: Number(process.env.REPLICA_PORT ?? 8090),
  seed: Number(process.env.REPLICA_SEED ?? 1),
  volume: process.env.REPLICA_VOLUME ? Number(process.env.REPLICA_VOLUME) : undefined,
  days: 14,
  // The portal publishes through the day: today's notices appear at their publication times (mostly 08:00–17:00
  // Berlin), so the demo shows detection and immediate alerts while one watches. REPLICA_NOW starts the replica's
  // clock elsewhere ("2026-11-28T07:55", Berlin time); POST /__replica/clock moves it while the demo runs.
  intraday: true,
  now: process.env.REPLICA_NOW || undefined,
});
console.log(`Portal-Replik: ${replica.url}/ap/suche.jsf (Uhr der Replik: ${replica.clock().berlin})`);

const dataDir = resolve(process.env.DEMO_DATA_DIR || process.env.DATA_DIR || join(root, 'data-demo'));
if (profile === 'distributed') {
  const { demoDistributed } = await import('./demo-distributed.js');
  await demoDistributed({ dataDir, replica });
} else {
  // Demo accounts (README lists their credentials): created in the demo's data directory only.
  run(process.execPath, [join(root, 'backend', 'dist', 'cli', 'main.js'), 'demo-users'], {
    env: { ...process.env, DATA_DIR: dataDir },
  });
  // Buying Pro works in the demo: stripe-mock behind demo checkout and portal pages (scripts/demo-billing.js).
  const billing = await startDemoBilling({ appUrl: `http://127.0.0.1:${process.env.PORT ?? 3000}` });
  const app = start(process.execPath, [...APP_NODE_FLAGS, join(root, 'backend', 'dist', 'main.js')], {
    env: {
      PROFILE: 'embedded',
      ...APP_ENV,
      IMPORT_ON_START: 'true',
      IMPORT_DELAY_MS: '0',
      ...DEMO_ALERTS_ENV,
      ...billing?.env,
      ...process.env,
      // Not overridable: the demo's accounts live in dataDir, and its notices come from the replica.
      DATA_DIR: dataDir,
      PORTAL_URL: replica.url,
    },
  });
  console.log(`Demo-Daten: ${dataDir}\nApp: http://localhost:${process.env.PORT ?? 3000}`);
  app.on('exit', async (code) => {
    await billing?.stop();
    await replica.close();
    process.exit(code ?? 0);
  });
}
