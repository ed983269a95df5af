import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPortalReplica } from '../portal-replica/replica-server.js';
import { PUBLIC_API_KEY } from '../support/api-session.js';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp-server.js';
import { repoRoot, startAppProcess } from '../support/app-process.js';
import { waitForAlertMatcher } from '../support/wait-for-alert-matcher.js';
import { waitForImportToFinish } from '../support/wait-for-import.js';

const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());

const WATCHER = 'kredit@alerts.e2e.test';

type Replica = Awaited<ReturnType<typeof startPortalReplica>>;
type Api = (path: string, init?: RequestInit) => Promise<Response>;

/** Logs in as the demo admin (Pro yearly): it subscribes and triggers. */
async function adminApi(baseUrl: string): Promise<Api> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-API-Key': PUBLIC_API_KEY },
    body: JSON.stringify({ email: 'admin@demo.insolvenzmonitor.de', password: 'Demo-Admin-2026' }),
  });
  const { token } = (await login.json()) as { token: string };
  return (path, init = {}) =>
    fetch(`${baseUrl}${path}`, {
      ...init,
      headers: { 'Content-Type': 'application/json', 'X-API-Key': PUBLIC_API_KEY, Authorization: `Bearer ${token}` },
    });
}

/** A DATA_DIR with the demo accounts (npm run demo does the same). */
async function demoDataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'e2e-alerts-'));
  const cli = spawnSync(process.execPath, [join(repoRoot, 'backend/dist/cli/main.js'), 'demo-users'], {
    env: { ...process.env, DATA_DIR: dir },
    encoding: 'utf8',
  });
  expect(cli.status).toBe(0);
  return dir;
}

const appEnv = (replica: Replica, smtp: TestSmtpServer, dir: string) => ({
  PORTAL_URL: replica.url,
  DATA_DIR: dir,
  IMPORT_DAYS: '1',
  IMPORT_DELAY_MS: '0',
  SMTP_URL: smtp.url,
  APP_URL: 'https://alerts.e2e.test',
  ALERT_DIGEST_TIME: 'off',
});

/**
 * The watcher's subscription, confirmed through its mail as its addressee would (double opt-in, issue #12), and a
 * matching notice published by the portal and imported, with the matcher caught up.
 */
async function subscribeAndImport(api: Api, baseUrl: string, smtp: TestSmtpServer, replica: Replica): Promise<void> {
  const subscribed = await api('/api/subscriptions', {
    method: 'POST',
    body: JSON.stringify({ email: WATCHER, companyName: 'Zuverlässig Testbau', keywords: [], active: true }),
  });
  expect(subscribed.status).toBe(201);
  expect(await subscribed.json()).toMatchObject({ recipientStatus: 'pending' });

  for (let i = 0; i < 50 && smtp.received.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
  expect(smtp.received).toHaveLength(1);
  const confirmation = smtp.received.shift()!;
  expect(confirmation.mail.subject).toMatch(/^Bitte bestätigen: Benachrichtigungen von /);
  const link = /https:\/\/alerts\.e2e\.test(\/api\/alerts\/recipients\/confirm\?token=\S+)/.exec(
    confirmation.mail.text ?? '',
  )!;
  const page = await fetch(`${baseUrl}${link[1]}`);
  expect(page.status).toBe(200);
  const confirmToken = new URL(link[0]).searchParams.get('token')!;
  const confirmed = await fetch(`${baseUrl}/api/alerts/recipients/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: confirmToken }).toString(),
  });
  expect(confirmed.status).toBe(200);

  replica.publish({
    court: 'Amtsgericht Köln',
    caseNumber: '74 IN 4242/26',
    debtorName: 'Zuverlässig Testbau GmbH',
    seat: 'Köln',
    register: 'Köln, HRB 98765',
    publicationType: 'eroeffnung',
    text:
      'Amtsgericht Köln, Aktenzeichen: 74 IN 4242/26\n\nÜber das Vermögen der im Handelsregister des Amtsgerichts ' +
      'Köln unter HRB 98765 eingetragenen Zuverlässig Testbau GmbH, Hauptstraße 1, 50667 Köln, wird heute das ' +
      'Insolvenzverfahren eröffnet.\n\nAmtsgericht Köln, 11.03.2026',
  });
  const started = new Date();
  expect((await api('/api/admin/import', { method: 'POST' })).status).toBe(202);
  await waitForImportToFinish(baseUrl, started);
  // The digest sends what the matcher has committed (it does not wait for it).
  await waitForAlertMatcher(baseUrl);
}

async function until(condition: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('alerts end to end', () => {
  it('a Pro user subscribes, the portal publishes a matching notice, the import runs, one digest mail arrives, once', async () => {
    const replica = await startPortalReplica({ port: 0, seed: 5, volume: 6, today, days: 1 });
    const smtp = await startSmtpServer();
    const dir = await demoDataDir();
    const app = await startAppProcess(appEnv(replica, smtp, dir), { direct: true });
    try {
      const api = await adminApi(app.baseUrl);
      await subscribeAndImport(api, app.baseUrl, smtp, replica);

      // Only what reaches the watched address counts (the import monitor's helper registers and is mailed too).
      const toWatcher = () => smtp.received.filter((m) => m.to.includes(WATCHER));
      const first = (await (await api('/api/admin/alerts/digest', { method: 'POST' })).json()) as { sent: number };
      expect(first).toMatchObject({ sent: 1, failed: 0, matcherBehind: 0 });
      expect(toWatcher()).toHaveLength(1);
      const [{ to, mail }] = toWatcher();
      expect(to).toEqual([WATCHER]);
      expect(mail.subject).toBe('Insolvenzmonitor: eine neue Insolvenzbekanntmachung zu „Zuverlässig Testbau“');
      expect(mail.text).toContain('Zuverlässig Testbau GmbH');
      expect(mail.text).toContain('Aktenzeichen: 74 IN 4242/26');
      expect(mail.text).toMatch(/Details: https:\/\/alerts\.e2e\.test\/case\/\d+/);

      const second = (await (await api('/api/admin/alerts/digest', { method: 'POST' })).json()) as { sent: number };
      expect(second).toMatchObject({ sent: 0 });
      expect(toWatcher()).toHaveLength(1);
    } finally {
      await app.stop();
      await smtp.close();
      await replica.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  // Issue #28: the server held DATA, the app was SIGKILLed meanwhile, and after the restart the digest was never
  // mailed ("unconfirmed": 1). Now the delivery record sends it again after its lease, with the same Message-ID.
  it('a digest whose process is killed while the SMTP server holds DATA arrives after the restart, same Message-ID', async () => {
    const replica = await startPortalReplica({ port: 0, seed: 6, volume: 6, today, days: 1 });
    const smtp = await startSmtpServer();
    const dir = await demoDataDir();
    const env = { ...appEnv(replica, smtp, dir), MAIL_DELIVERY_LEASE_SECONDS: '2', MAIL_DELIVERY_RETRY_SECONDS: '1' };
    const first = await startAppProcess(env, { direct: true });
    let restarted: Awaited<ReturnType<typeof startAppProcess>> | null = null;
    try {
      await subscribeAndImport(await adminApi(first.baseUrl), first.baseUrl, smtp, replica);
      smtp.holdData = (to) => to.includes(WATCHER);
      // The request does not answer: the digest waits for the server, and the process dies meanwhile.
      void (await adminApi(first.baseUrl))('/api/admin/alerts/digest', { method: 'POST' }).catch(() => undefined);
      await until(() => smtp.held.length === 1, 'the digest held by the SMTP server');
      await first.kill();
      smtp.holdData = null;
      const held = smtp.held[0]!.mail;
      expect(held.messageId).toMatch(/^<digest-[0-9a-f-]{36}@/);

      restarted = await startAppProcess(env, { direct: true });
      const toWatcher = () => smtp.received.filter((m) => m.to.includes(WATCHER));
      await until(() => toWatcher().length === 1, 'the digest sent again after its lease');
      const [{ mail }] = toWatcher();
      expect(mail.messageId).toBe(held.messageId);
      expect(mail.subject).toBe(held.subject);
      expect(mail.text).toContain('Zuverlässig Testbau GmbH');

      const api = await adminApi(restarted.baseUrl);
      const run = (await (await api('/api/admin/alerts/digest', { method: 'POST' })).json()) as { mails: number };
      expect(run).toMatchObject({ mails: 0, unconfirmed: 1, failed: 0 });
      const dashboard = (await (await api('/api/admin/dashboard')).json()) as {
        mailDeliveries: { troubled: { messageId: string; statusLabel: string; attempts: number }[] };
      };
      expect(dashboard.mailDeliveries.troubled).toContainEqual(
        expect.objectContaining({ messageId: held.messageId, statusLabel: 'Erneut gesendet', attempts: 2 }),
      );
      expect(toWatcher()).toHaveLength(1);
    } finally {
      await restarted?.stop();
      await first.stop().catch(() => undefined);
      await smtp.close();
      await replica.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
