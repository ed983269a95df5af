import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { publicFetch } from '../support/api-session.js';
import { startAppProcess, type AppProcess } from '../support/app-process.js';
import { createDemoUsers, DEMO_PRO } from '../support/demo-users.js';

async function until(condition: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Issue #30: a SIGKILL of the sending process mid-delivery loses nothing and sends nothing twice beyond the
 * `webhook-id`. The real app (built server, `direct` so the kill hits it) sends a test event to a receiver that
 * holds the first POST open; the process is killed while it waits, and the app started again on the same
 * DATA_DIR sends the same delivery after its lease, with the same `webhook-id`, verified with the Standard
 * Webhooks library.
 */
describe('webhook delivery across a killed process', () => {
  it('re-sends a POST interrupted by SIGKILL after the restart, with the same webhook-id and a valid signature', async () => {
    const received: { headers: IncomingHttpHeaders; body: string }[] = [];
    const held: ServerResponse[] = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        // The first POST gets no answer: the sender is still waiting when it dies.
        if (received.length === 1) held.push(res);
        else res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    const dir = await mkdtemp(join(tmpdir(), 'e2e-webhooks-'));
    createDemoUsers(dir);
    // A 2 s time-out: the lease (2 × time-out + 5 s) ends 9 s after the claim.
    const env = {
      DATA_DIR: dir,
      WEBHOOKS_ALLOW_LOOPBACK: 'true',
      WEBHOOKS_TIMEOUT_SECONDS: '2',
      WEBHOOKS_POLL_SECONDS: '0.5',
    };
    let first: AppProcess | null = await startAppProcess(env, { direct: true });
    let restarted: AppProcess | null = null;
    try {
      const api = publicFetch(first.baseUrl);
      const login = await api('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(DEMO_PRO),
      });
      const { token } = (await login.json()) as { token: string };
      const asPro = (path: string, init: RequestInit = {}) =>
        api(path, { ...init, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' } });
      const created = await asPro('/api/webhooks', { method: 'POST', body: JSON.stringify({ url }) });
      expect(created.status).toBe(201);
      const { endpoint, secret } = (await created.json()) as { endpoint: { id: string }; secret: string };

      void asPro(`/api/webhooks/${endpoint.id}/test`, { method: 'POST' }).catch(() => undefined);
      await until(() => received.length === 1, 'the first POST');
      await first.kill();
      first = null;
      for (const res of held) res.destroy();

      restarted = await startAppProcess(env, { direct: true });
      await until(() => received.length === 2, 'the POST sent again after the lease');
      const [interrupted, resent] = received;
      expect(resent!.headers['webhook-id']).toBe(interrupted!.headers['webhook-id']);
      expect(resent!.body).toBe(interrupted!.body);
      expect(new Webhook(secret).verify(resent!.body, resent!.headers as Record<string, string>)).toMatchObject({
        type: 'webhook.test',
        data: { endpointId: endpoint.id },
      });
      // Delivered once the receiver answered: nothing more is sent.
      const loginAgain = await publicFetch(restarted.baseUrl)('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(DEMO_PRO),
      });
      const { token: token2 } = (await loginAgain.json()) as { token: string };
      const log = await publicFetch(restarted.baseUrl)(`/api/webhooks/${endpoint.id}/deliveries`, {
        headers: { Authorization: `Bearer ${token2}` },
      });
      const { items } = (await log.json()) as { items: { id: string; status: string; attempts: number }[] };
      expect(items).toEqual([
        expect.objectContaining({ id: interrupted!.headers['webhook-id'], status: 'delivered', attempts: 2 }),
      ]);
      expect(received).toHaveLength(2);
    } finally {
      await restarted?.stop();
      await first?.stop().catch(() => undefined);
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
