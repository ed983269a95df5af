import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  startKurrentDbTestServerProcess,
  type KurrentDbTestServerProcess,
} from '@insolvenz/backend/test/kurrentdb-test-server-process.js';
import { dropTestDatabase, freshAppDatabaseUrl } from '@insolvenz/backend/test/mongo/test-database.js';
import { stripeMockBinary } from '@insolvenz/backend/test/stripe-mock.js';
import { publicFetch, type ApiFetch } from '../support/api-session.js';
import { repoRoot } from '../support/app-process.js';
import { freePortRange, freePorts } from '../support/free-port.js';
import { KAFKA_BROKERS, MONGO_URL, withDistributedServers } from './support/distributed-servers.js';

/*
 * `npm run demo -- --profile distributed` sells Pro as the embedded demo does (issue #28 item 15): stripe-mock
 * behind the demo Stripe, wired to the API process, which takes the webhooks; the plan reaches the MongoDB read
 * models through the projections worker. Before, every billing call of the distributed demo answered 503. Needs
 * stripe-mock (STRIPE_MOCK_BIN or .ci/bin/stripe-mock): skipped without it, except in CI.
 */
const stripeMock = stripeMockBinary() !== null || !!process.env.CI;
const FREE = { email: 'free@demo.insolvenzmonitor.de', password: 'Demo-Free-2026' };

withDistributedServers('npm run demo -- --profile distributed', () => {
  (stripeMock ? describe : describe.skip)('npm run demo -- --profile distributed: buying Pro', () => {
    let dataDir: string;
    let kurrentDb: KurrentDbTestServerProcess;
    let mongoUrl: string;
    let demo: ReturnType<typeof spawn>;
    let exited: Promise<unknown>;
    let output = '';
    let base: string;

    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'demo-distributed-'));
      // Servers of its own where the demo would share them (another demo may run on this machine).
      kurrentDb = await startKurrentDbTestServerProcess(join(dataDir, 'kurrentdb'));
      mongoUrl = freshAppDatabaseUrl(MONGO_URL);
      const [port, replicaPort] = await freePorts(2);
      // stripe-mock takes the next port for HTTPS; the four workers' health ports follow DEMO_HEALTH_PORT.
      const [stripePort, healthBase] = [await freePortRange(2), await freePortRange(4)];
      base = `http://127.0.0.1:${port}`;
      demo = spawn(process.execPath, [join(repoRoot, 'scripts', 'demo.js'), '--profile', 'distributed'], {
        cwd: repoRoot,
        env: {
          ...process.env,
          DEMO_DATA_DIR: dataDir,
          KURRENTDB_URL: kurrentDb.connectionString,
          MONGO_URL: mongoUrl,
          KAFKA_BROKERS,
          KAFKA_NAMESPACE: `demo-billing-${randomUUID().slice(0, 8)}`,
          PORT: String(port),
          REPLICA_PORT: String(replicaPort),
          REPLICA_VOLUME: '10',
          IMPORT_DAYS: '1',
          STRIPE_MOCK_PORT: String(stripePort),
          DEMO_STRIPE_PORT: '0',
          DEMO_HEALTH_PORT: String(healthBase),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      demo.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      demo.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      exited = new Promise((resolve) => demo.on('exit', resolve));
      const deadline = Date.now() + 240_000;
      for (;;) {
        if (demo.exitCode !== null) throw new Error(`the demo exited early:\n${output}`);
        const ready = await fetch(`${base}/api/health/ready`).then(
          (response) => response.ok,
          () => false,
        );
        if (ready) break;
        if (Date.now() > deadline) throw new Error(`the demo did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }, 300_000);

    afterAll(async () => {
      if (demo?.exitCode === null) {
        demo.kill('SIGTERM');
        await exited;
      }
      if (mongoUrl) await dropTestDatabase(mongoUrl).catch(() => undefined);
      await kurrentDb?.stop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    }, 120_000);

    it('buys Pro through the demo checkout and cancels it in the demo portal', async () => {
      const login = await publicFetch(base)('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(FREE),
      });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };
      const api: ApiFetch = (path, init = {}) =>
        publicFetch(base)(path, { ...init, headers: { Authorization: `Bearer ${token}`, ...init.headers } });

      const checkout = await api('/api/billing/create-checkout-session', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ priceType: 'monthly' }),
      });
      expect(checkout.status).toBe(200);
      const { url } = (await checkout.json()) as { url: string };
      expect(url).toMatch(/\/demo\/checkout\/cs_demo_\w+$/);
      expect(await (await fetch(url)).text()).toContain('Demo-Abo abschließen');
      const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
      expect(paid.status).toBe(303);
      expect(await planOnceSettled(api, 'pro_monthly')).toBe('pro_monthly');

      const portal = await api('/api/billing/create-portal-session', { method: 'POST' });
      expect(portal.status).toBe(200);
      const portalUrl = ((await portal.json()) as { url: string }).url;
      expect(await (await fetch(portalUrl)).text()).toContain('Abo kündigen');
      const cancelled = await fetch(`${portalUrl}/cancel`, { method: 'POST', redirect: 'manual' });
      expect(cancelled.status).toBe(303);
      expect(await planOnceSettled(api, 'free')).toBe('free');
    }, 120_000);
  });
});

/**
 * The plan the API shows, once it is `expected` or after 60 s: a webhook answered 202 when the projections worker
 * took longer than the API waits (PROJECTION_WAIT_SECONDS), and the read model follows shortly.
 */
async function planOnceSettled(api: ApiFetch, expected: string): Promise<string> {
  const plan = async () => ((await (await api('/api/billing/subscription-status')).json()) as { plan: string }).plan;
  const deadline = Date.now() + 60_000;
  let current = await plan();
  while (current !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    current = await plan();
  }
  return current;
}
