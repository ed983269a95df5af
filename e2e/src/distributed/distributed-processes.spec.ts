import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropTestDatabase, freshAppDatabaseUrl } from '@insolvenz/backend/test/mongo/test-database.js';
import {
  startKurrentDbTestServerProcess,
  type KurrentDbTestServerProcess,
} from '@insolvenz/backend/test/kurrentdb-test-server-process.js';
import { startPortalReplica, type PortalReplica } from '../portal-replica/replica-server.js';
import { PUBLIC_API_KEY, apiSession, publicFetch } from '../support/api-session.js';
import { startAppProcess, type AppProcess } from '../support/app-process.js';
import { createDemoUsersIn } from '../support/demo-users.js';
import { freePort } from '../support/free-port.js';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp-server.js';
import { waitForAlertMatcher } from '../support/wait-for-alert-matcher.js';
import { waitForImportToFinish } from '../support/wait-for-import.js';
import { waitForProjections } from '../support/wait-for-projections.js';
import { runWorkerToExit, startWorkerProcess, type WorkerProcess } from '../support/worker-process.js';
import { distributedEnv, MONGO_URL, withDistributedServers } from './support/distributed-servers.js';
import { importWindow } from '../support/import-window.js';
import { healthReport } from '../support/health-report.js';

/**
 * PROFILE=distributed as separate processes (issue #18): the API (no background work) and the projections,
 * feed, alerts and scheduler workers, on a KurrentDB test server of their own, a fresh database on the MongoDB
 * test server (MONGO_URL) and their own namespace on the Kafka broker (KAFKA_BROKERS). Without those servers the
 * spec is skipped locally and FAILS in CI, as the other MongoDB and Kafka suites do.
 */
const WORKERS = ['projections', 'feed', 'alerts', 'scheduler'] as const;
// The demo administrator (Pro plan, confirmed address), created by the CLI on the distributed stores.
const ADMIN = { email: 'admin@demo.insolvenzmonitor.de', password: 'Demo-Admin-2026' };
// The last 1 working day up to today: the portal publishes (almost) nothing on weekends and holidays.
const WINDOW = importWindow(1);
const today = WINDOW.today;
const WATCHED = 'Verteilte Prozesse Logistik GmbH';

function publishWatched(replica: PortalReplica): void {
  const caseNumber = '75 IN 4242/26';
  replica.publish({
    court: 'Amtsgericht Köln',
    caseNumber,
    debtorName: WATCHED,
    seat: 'Köln',
    publicationType: 'eroeffnung',
    text:
      `Amtsgericht Köln, Aktenzeichen: ${caseNumber}\n\nÜber das Vermögen der ${WATCHED}, Hafenstraße 7, ` +
      `50667 Köln, wird heute das Insolvenzverfahren eröffnet.\n\nAmtsgericht Köln, 11.03.2026`,
  });
}

describe('distributed workers on the embedded profile', () => {
  it('refuse to start: the API process runs that work itself', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'e2e-embedded-worker-'));
    try {
      for (const name of ['projections', 'feed', 'scheduler']) {
        const { code, output } = await runWorkerToExit(name, { DATA_DIR: dir, PROFILE: '' });
        expect({ name, code }).toEqual({ name, code: 1 });
        expect(output).toContain(`the ${name} worker runs on PROFILE=distributed`);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

withDistributedServers('distributed processes', () => {
  describe('PROFILE=distributed as separate processes', () => {
    let dir: string;
    let kurrentDb: KurrentDbTestServerProcess;
    let replica: PortalReplica;
    let smtp: TestSmtpServer;
    let mongoUrl: string;
    let app: AppProcess | undefined;
    const workers = new Map<string, { process: WorkerProcess; healthPort: number }>();

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'e2e-distributed-'));
      kurrentDb = await startKurrentDbTestServerProcess(join(dir, 'kurrentdb'));
      replica = await startPortalReplica({ port: 0, seed: 18, volume: 20, today, days: WINDOW.days });
      publishWatched(replica);
      smtp = await startSmtpServer();
      mongoUrl = freshAppDatabaseUrl(MONGO_URL);
    }, 120_000);

    afterAll(async () => {
      for (const { process } of workers.values()) await process.kill().catch(() => undefined);
      await app?.kill().catch(() => undefined);
      await smtp?.close();
      await replica?.close();
      await kurrentDb?.stop();
      if (mongoUrl) await dropTestDatabase(mongoUrl).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    }, 120_000);

    it('imports through the API, projects, relays, matches and mails in their own processes', async () => {
      const env = {
        ...distributedEnv({
          dataDir: dir,
          kurrentDbUrl: kurrentDb.connectionString,
          mongoUrl,
          portalUrl: replica.url,
          smtpUrl: smtp.url,
          namespace: 'e2e-dist',
        }),
        IMPORT_DAYS: WINDOW.importDays,
      };
      // Every process side by side: the API's first request (the administrator's account) and the CLI's commands
      // wait for the projections worker to show their accounts.
      const starts = await Promise.allSettled([
        ...WORKERS.map(async (name) => {
          const healthPort = await freePort();
          const process = await startWorkerProcess(name, { ...env, HEALTH_PORT: String(healthPort) });
          workers.set(name, { process, healthPort });
        }),
        startAppProcess(env, { direct: true }).then((started) => void (app = started)),
        createDemoUsersIn(env),
      ]);
      expect(starts.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []))).toEqual([]);
      expect(starts.at(-1)).toEqual({ status: 'fulfilled', value: { stderr: '' } });
      if (!app) throw new Error('the API did not start');
      expect(app.output()).not.toContain('ERROR');

      const login = await publicFetch(app.baseUrl)('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };
      const admin = (path: string, init: RequestInit = {}) =>
        fetch(`${app!.baseUrl}${path}`, {
          ...init,
          headers: {
            'Content-Type': 'application/json',
            'X-API-Key': PUBLIC_API_KEY,
            Authorization: `Bearer ${token}`,
          },
        });

      const subscribed = await admin('/api/subscriptions', {
        method: 'POST',
        body: JSON.stringify({ email: ADMIN.email, companyName: WATCHED, keywords: [], active: true }),
      });
      expect(subscribed.status).toBe(201);

      const started = new Date();
      expect((await admin('/api/admin/import', { method: 'POST' })).status).toBe(202);
      await waitForImportToFinish(app.baseUrl, started, 180_000);
      await waitForProjections(app.baseUrl);

      // Search answers come from the read models the projections worker wrote to MongoDB.
      const api = await apiSession(app.baseUrl);
      const search = (await (
        await api(`/api/insolvency/search?q=${encodeURIComponent('Verteilte Prozesse')}`)
      ).json()) as {
        results: { companyName: string }[];
      };
      expect(search.results.map((r) => r.companyName)).toContain(WATCHED);

      // The API's health shows every process's progress through the shared stores.
      await waitForAlertMatcher(app.baseUrl, undefined, 120_000);
      type Health = {
        profile: string;
        projections: { name: string; lag: number }[];
        components: { name: string; details: Record<string, unknown> }[];
      };
      // The scheduler's own bookkeeping (period claims) may append while the matcher catches up: every read
      // model, the new-case feed and the matcher catch up with it, which is what the health must show. (Waiting for the read
      // models alone let an append between their catch-up and the feed's show the feed one event behind.)
      const detail = (h: Health, name: string, key: string) => h.components.find((c) => c.name === name)?.details[key];
      const feedLag = (h: Health) =>
        Number(detail(h, 'new-case-feed', 'lag') ?? 0) + Number(detail(h, 'alert-matcher', 'behind') ?? 0);
      let health = await healthReport<Health>(app.baseUrl);
      for (
        const deadline = Date.now() + 60_000;
        (health.projections.some((p) => p.lag > 0) || feedLag(health) !== 0) && Date.now() < deadline;
      ) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        health = await healthReport<Health>(app.baseUrl);
      }
      expect(health.profile).toBe('distributed');
      expect(health.projections.map((p) => p.lag)).toEqual(health.projections.map(() => 0));
      const component = (name: string) => health.components.find((c) => c.name === name)?.details;
      expect(component('new-case-feed')).toMatchObject({ runsIn: 'worker', lag: 0 });
      expect(component('alert-matcher')).toMatchObject({ runsIn: 'worker', behind: 0 });

      for (const [name, { healthPort }] of workers) {
        const response = await fetch(`http://127.0.0.1:${healthPort}/health`);
        expect({ name, status: response.status }).toEqual({ name, status: 200 });
        expect(await response.json()).toMatchObject({ status: 'ok' });
      }

      const digest = (await (await admin('/api/admin/alerts/digest', { method: 'POST' })).json()) as Record<
        string,
        unknown
      >;
      expect(digest).toMatchObject({ sent: 1, failed: 0, matcherBehind: 0 });
      const mails = smtp.received.filter((m) => m.to.includes(ADMIN.email) && (m.mail.text ?? '').includes(WATCHED));
      expect(mails).toHaveLength(1);

      // A second API replica (its own DATA_DIR, as on another machine) shares sessions and throttles with the
      // first through the stores: a session opened on one is accepted and revoked on the other, and failed
      // logins counted on one are refused on the other.
      const second = await startAppProcess({ ...env, DATA_DIR: join(dir, 'second-api') }, { direct: true });
      try {
        const login = (base: string, password: string) =>
          publicFetch(base)('/api/auth/login', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ email: ADMIN.email, password }),
          });
        const opened = await login(app.baseUrl, ADMIN.password);
        expect(opened.status).toBe(200);
        const { token: session } = (await opened.json()) as { token: string };
        const me = (base: string) =>
          fetch(`${base}/api/auth/me`, {
            headers: { 'X-API-Key': PUBLIC_API_KEY, Authorization: `Bearer ${session}` },
          });
        expect((await me(second.baseUrl)).status).toBe(200);
        const loggedOut = await fetch(`${second.baseUrl}/api/auth/logout`, {
          method: 'POST',
          headers: { 'X-API-Key': PUBLIC_API_KEY, Authorization: `Bearer ${session}` },
        });
        expect([200, 202]).toContain(loggedOut.status);
        // Revoked on the first replica once the projections worker applied the logout (at once when it answered 200).
        const revokedBy = Date.now() + 30_000;
        while ((await me(app.baseUrl)).status !== 401 && Date.now() < revokedBy) {
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        expect((await me(app.baseUrl)).status).toBe(401);

        for (let i = 0; i < 5; i++) {
          expect((await login(i % 2 === 0 ? app.baseUrl : second.baseUrl, 'Falsches-Passwort-1')).status).toBe(401);
        }
        const blocked = await login(second.baseUrl, ADMIN.password);
        expect(blocked.status).toBe(429);
        expect(blocked.headers.get('retry-after')).toBeTruthy();
        expect((await login(app.baseUrl, ADMIN.password)).status).toBe(429);
      } finally {
        expect(await second.stop()).toBe(0);
      }

      // Every process stops cleanly on SIGTERM.
      for (const [name, { process }] of workers)
        expect({ name, code: await process.stop() }).toEqual({ name, code: 0 });
      workers.clear();
      expect(await app.stop()).toBe(0);
      app = undefined;
    }, 600_000);
  });
});
