import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripeMockBinary } from '@insolvenz/backend/test/stripe-mock.js';
import { publicFetch } from './support/api-session.js';
import { repoRoot } from './support/app-process.js';
import { freePortRange, freePorts } from './support/free-port.js';

// `npm run demo` with DATA_DIR set: the demo accounts and the app must share that one directory.
describe('npm run demo', () => {
  it('creates the demo accounts where the app runs, in DATA_DIR when it is set', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'demo-'));
    // stripe-mock takes STRIPE_MOCK_PORT and the next port (HTTPS): a range of two.
    const [[port, replicaPort], stripePort] = [await freePorts(2), await freePortRange(2)];
    const demo = spawn(process.execPath, [join(repoRoot, 'scripts', 'demo.js')], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DEMO_DATA_DIR: '',
        PORT: String(port),
        REPLICA_PORT: String(replicaPort),
        REPLICA_VOLUME: '10',
        IMPORT_DAYS: '1',
        // Ports of their own, beside other demos and tests on this machine.
        STRIPE_MOCK_PORT: String(stripePort),
        DEMO_STRIPE_PORT: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    demo.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    demo.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((resolve) => demo.on('exit', resolve));
    try {
      const api = publicFetch(`http://127.0.0.1:${port}`);
      const deadline = Date.now() + 120_000;
      for (;;) {
        if (demo.exitCode !== null) throw new Error(`demo exited early:\n${output}`);
        const healthy = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
          (r) => r.ok,
          () => false,
        );
        if (healthy) break;
        if (Date.now() > deadline) throw new Error(`demo did not start:\n${output}`);
        await new Promise((r) => setTimeout(r, 250));
      }
      const login = await api('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.insolvenzmonitor.de', password: 'Demo-Admin-2026' }),
      });
      expect(login.status).toBe(200);
      expect(existsSync(join(dataDir, 'events.sqlite'))).toBe(true);

      // Buying Pro works in the demo (stripe-mock behind the demo checkout), where stripe-mock is available.
      if (stripeMockBinary()) {
        const free = await api('/api/auth/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'free@demo.insolvenzmonitor.de', password: 'Demo-Free-2026' }),
        });
        const { token } = (await free.json()) as { token: string };
        const checkout = await api('/api/billing/create-checkout-session', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({ priceType: 'monthly' }),
        });
        expect(checkout.status).toBe(200);
        expect(((await checkout.json()) as { url: string }).url).toMatch(/\/demo\/checkout\/cs_demo_\w+$/);
      }
    } finally {
      demo.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
