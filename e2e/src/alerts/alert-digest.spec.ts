import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPortalReplica } from '../portal-replica/replica-server.js';
import { PUBLIC_API_KEY } from '../support/api-session.js';
import { startSmtpServer } from '../support/smtp-server.js';
import { repoRoot, startAppProcess } from '../support/app-process.js';
import { waitForAlertMatcher } from '../support/wait-for-alert-matcher.js';
import { waitForImportToFinish } from '../support/wait-for-import.js';

const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());

describe('alerts end to end', () => {
  it('a Pro user subscribes, the portal publishes a matching notice, the import runs, one digest mail arrives, once', async () => {
    const replica = await startPortalReplica({ port: 0, seed: 5, volume: 6, today, days: 1 });
    const smtp = await startSmtpServer();
    const dir = await mkdtemp(join(tmpdir(), 'e2e-alerts-'));
    // The demo accounts (npm run demo does the same): the admin has Pro yearly, so it subscribes and triggers.
    const cli = spawnSync(process.execPath, [join(repoRoot, 'backend/dist/cli/main.js'), 'demo-users'], {
      env: { ...process.env, DATA_DIR: dir },
      encoding: 'utf8',
    });
    expect(cli.status).toBe(0);
    const app = await startAppProcess(
      {
        PORTAL_URL: replica.url,
        DATA_DIR: dir,
        IMPORT_DAYS: '1',
        IMPORT_DELAY_MS: '0',
        SMTP_URL: smtp.url,
        APP_URL: 'https://alerts.e2e.test',
        ALERT_DIGEST_TIME: 'off',
      },
      { direct: true },
    );
    try {
      const login = await fetch(`${app.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-API-Key': PUBLIC_API_KEY },
        body: JSON.stringify({ email: 'admin@demo.insolvenzmonitor.de', password: 'Demo-Admin-2026' }),
      });
      const { token } = (await login.json()) as { token: string };
      const api = (path: string, init: RequestInit = {}) =>
        fetch(`${app.baseUrl}${path}`, {
          ...init,
          headers: {
            'Content-Type': 'application/json',
            'X-API-Key': PUBLIC_API_KEY,
            Authorization: `Bearer ${token}`,
          },
        });

      const subscribed = await api('/api/subscriptions', {
        method: 'POST',
        body: JSON.stringify({
          email: 'kredit@alerts.e2e.test',
          companyName: 'Zuverlässig Testbau',
          keywords: [],
          active: true,
        }),
      });
      expect(subscribed.status).toBe(201);
      expect(await subscribed.json()).toMatchObject({ recipientStatus: 'pending' });

      // Double opt-in (issue #12): the foreign address gets one confirmation mail and confirms through its page.
      for (let i = 0; i < 50 && smtp.received.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
      expect(smtp.received).toHaveLength(1);
      const confirmation = smtp.received.shift()!;
      expect(confirmation.mail.subject).toMatch(/^Bitte bestätigen: Benachrichtigungen von /);
      const link = /https:\/\/alerts\.e2e\.test(\/api\/alerts\/recipients\/confirm\?token=\S+)/.exec(
        confirmation.mail.text ?? '',
      )!;
      const page = await fetch(`${app.baseUrl}${link[1]}`);
      expect(page.status).toBe(200);
      const confirmToken = new URL(link[0]).searchParams.get('token')!;
      const confirmed = await fetch(`${app.baseUrl}/api/alerts/recipients/confirm`, {
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
      await waitForImportToFinish(app.baseUrl, started);
      // The digest sends what the matcher has committed (it does not wait for it).
      await waitForAlertMatcher(app.baseUrl);

      // Only what reaches the watched address counts (the import monitor's helper registers and is mailed too).
      const toWatcher = () => smtp.received.filter((m) => m.to.includes('kredit@alerts.e2e.test'));
      const first = (await (await api('/api/admin/alerts/digest', { method: 'POST' })).json()) as { sent: number };
      expect(first).toMatchObject({ sent: 1, failed: 0, matcherBehind: 0 });
      expect(toWatcher()).toHaveLength(1);
      const [{ to, mail }] = toWatcher();
      expect(to).toEqual(['kredit@alerts.e2e.test']);
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
});
