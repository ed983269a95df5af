import { spawn } from 'node:child_process';
import ExcelJS from 'exceljs';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropTestDatabase, freshAppDatabaseUrl } from '@insolvenz/backend/test/mongo/test-database.js';
import type { RecordedEvent } from '@insolvenz/backend/platform/event-store/event.js';
import { KurrentDbEventStore } from '@insolvenz/backend/platform/event-store/kurrentdb/kurrentdb-event-store.js';
import { SqliteEventStore } from '@insolvenz/backend/platform/event-store/sqlite/sqlite-event-store.js';
import { startKurrentDbTestServer, type KurrentDbTestServer } from '../kurrentdb-test-server/kurrentdb-test-server.js';
import { startPortalReplica } from '../portal-replica/replica-server.js';
import { PUBLIC_API_KEY, type ApiFetch } from '../support/api-session.js';
import { repoRoot, startAppProcess, type AppProcess } from '../support/app-process.js';
import { waitForImportToFinish } from '../support/wait-for-import.js';
import { waitForProjections } from '../support/wait-for-projections.js';
import { importWindow } from '../support/import-window.js';

// An embedded installation (imported from the portal replica, with accounts, a subscription and a retention
// erasure) moves to KurrentDB with `npm run cli -- migrate-events`, killed once mid-way and run again; the read
// models are rebuilt on MongoDB with `npm run replay -- --all`. The app on KurrentDB + MongoDB must then hold
// every stream event for event and answer as the embedded app did; the erased cases stay erased.
const MONGO_URL = process.env.MONGO_URL?.trim() ?? '';
// The last 2 working days up to today: the portal publishes (almost) nothing on weekends and holidays.
const WINDOW = importWindow(2);
const today = WINDOW.today;
// The demo accounts (`demo-users`, as `npm run demo` creates them): the admin has Pro, so it may subscribe.
const ADMIN = { email: 'admin@demo.insolvenzmonitor.de', password: 'Demo-Admin-2026' };
// Twenty days later: persons' cases (14 days) are past their retention, companies' (30 days) are not.
const LATER = { CLOCK_OFFSET_DAYS: '20', RETENTION_CLEANUP_TIME: 'off', IMPORT_ON_START: 'false' };
const USER = { email: 'kundin@migration.e2e.test', password: 'Kundin-Passwort-1' };
const SEARCHES = ['debtorKind=company', 'debtorKind=person', 'state=BY', 'q=gmbh', 'procedureType=regel'];

interface CommandRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runNode(
  script: string,
  args: string[],
  env: Record<string, string>,
  killWhen?: () => boolean,
): Promise<CommandRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(repoRoot, script), ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const watch = killWhen && setInterval(() => killWhen() && child.kill('SIGKILL'), 5);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(watch);
      resolve({ code, stdout, stderr });
    });
  });
}

async function login(baseUrl: string, email: string, password: string): Promise<ApiFetch> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-API-Key': PUBLIC_API_KEY },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200 && response.status !== 201) throw new Error(`login failed: ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  return (path, init = {}) =>
    fetch(`${baseUrl}${path}`, {
      ...init,
      headers: {
        // A form (a file upload) brings its own multipart type with the boundary.
        ...(init.body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
        'X-API-Key': PUBLIC_API_KEY,
        Authorization: `Bearer ${token}`,
        ...init.headers,
      },
    });
}

async function json(api: ApiFetch, path: string): Promise<unknown> {
  const response = await api(path);
  expect({ path, status: response.status }).toEqual({ path, status: 200 });
  return response.json();
}

/** What a user sees: statistics, searches, case pages of `caseIds`, the admin's subscriptions. */
async function answers(baseUrl: string, caseIds: number[]) {
  const admin = await login(baseUrl, ADMIN.email, ADMIN.password);
  const user = await login(baseUrl, USER.email, USER.password);
  const searches: Record<string, unknown> = {};
  for (const query of SEARCHES) searches[query] = await json(admin, `/api/insolvency/search?${query}&limit=100`);
  const cases: Record<number, unknown> = {};
  for (const id of caseIds) cases[id] = await json(user, `/api/insolvency/${id}`);
  return {
    stats: await json(user, '/api/insolvency/stats'),
    searches,
    cases,
    subscriptions: await json(admin, '/api/subscriptions'),
    // Each `answers` logs in again: the last login is the one moment that differs.
    me: { ...((await json(user, '/api/auth/me')) as object), lastLoginAt: 'logged in' },
  };
}

interface PortfolioView {
  id: string;
  name: string;
  rowCount: number;
  counts: { treffer: number; pruefen: number; keinTreffer: number };
  matching: { state: string };
}

/** Polls until `done` answers a value (the app works on uploads and matching in the background). */
async function eventually<T>(what: string, read: () => Promise<T | null>): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const value = await read();
    if (value !== null) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what}: not reached`);
}

/** A customer list uploaded, mapped and confirmed as a user does it; the portfolio once its matching ended. */
async function portfolioOf(api: ApiFetch, names: string[]): Promise<PortfolioView> {
  const created = await api('/api/portfolios', { method: 'POST', body: JSON.stringify({ name: 'Debitoren' }) });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const csv = ['Kd.-Nr.;Name;Ort', ...names.map((name, i) => `${1001 + i};${name};Köln`)].join('\r\n') + '\r\n';
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'kunden.csv');
  const uploaded = await api(`/api/portfolios/${id}/uploads`, { method: 'POST', body: form });
  expect(uploaded.status).toBe(202);
  const { id: uploadId } = (await uploaded.json()) as { id: string };
  const uploadIn = (state: string) =>
    eventually(`upload ${state}`, async () => {
      const upload = (await json(api, `/api/portfolios/${id}/uploads/${uploadId}`)) as {
        state: string;
        mapping: Record<string, number | null>;
      };
      return upload.state === state ? upload : null;
    });
  const proposed = await uploadIn('zuordnen');
  const mapped = await api(`/api/portfolios/${id}/uploads/${uploadId}/mapping`, {
    method: 'PUT',
    body: JSON.stringify({ mapping: { ...proposed.mapping, customerNumber: 0, name: 1, city: 2 } }),
  });
  expect(mapped.status).toBe(202);
  await uploadIn('bereit');
  expect((await api(`/api/portfolios/${id}/uploads/${uploadId}/confirm`, { method: 'POST' })).status).toBe(202);
  await uploadIn('übernommen');
  return matchedPortfolio(api, id);
}

async function matchedPortfolio(api: ApiFetch, id: string): Promise<PortfolioView> {
  return eventually('portfolio matched', async () => {
    const { items } = (await json(api, '/api/portfolios')) as { items: PortfolioView[] };
    const portfolio = items.find((p) => p.id === id);
    return portfolio?.matching.state === 'fertig' ? portfolio : null;
  });
}

/** Every stream's events as the log holds them: revision, id, type, data, metadata. */
async function streamsOf(store: SqliteEventStore | KurrentDbEventStore) {
  const streams = new Map<string, unknown[]>();
  let after = 0n;
  for (;;) {
    const page: RecordedEvent[] = await store.readAll({ after, maxCount: 500 });
    if (page.length === 0) return streams;
    for (const { streamName, revision, type, data, metadata } of page) {
      if (!streams.has(streamName)) streams.set(streamName, []);
      streams.get(streamName)!.push({ revision, type, data, metadata });
    }
    after = page[page.length - 1]!.position;
  }
}

const describeWithMongo = MONGO_URL || process.env.CI ? describe : describe.skip;

describeWithMongo('moving an embedded installation to KurrentDB and MongoDB', () => {
  it('copies the event log resumably and the rebuilt read models answer as the embedded app did', async () => {
    if (!MONGO_URL)
      throw new Error('MONGO_URL is not set: .ci/run starts the test server (scripts/services/ferretdb.sh)');
    const replica = await startPortalReplica({ port: 0, seed: 23, volume: 60, today, days: WINDOW.days });
    const dataDir = await mkdtemp(join(tmpdir(), 'migrate-embedded-'));
    const distributedDir = await mkdtemp(join(tmpdir(), 'migrate-distributed-'));
    const mongoUrl = freshAppDatabaseUrl(MONGO_URL);
    const apps: AppProcess[] = [];
    let server: KurrentDbTestServer | null = null;
    let closeTarget = async (): Promise<void> => undefined;
    try {
      // The embedded installation: accounts, an import, then (twenty days later) a new account, a subscription and
      // a cleanup.
      const demoUsers = await runNode('backend/dist/cli/main.js', ['demo-users'], { DATA_DIR: dataDir });
      expect(demoUsers.code).toBe(0);
      const importing = await startAppProcess(
        {
          PORTAL_URL: replica.url,
          DATA_DIR: dataDir,
          IMPORT_DAYS: WINDOW.importDays,
          IMPORT_DELAY_MS: '5',
          IMPORT_ON_START: 'false',
        },
        { direct: true },
      );
      apps.push(importing);
      // A saved search with the daily alert, older than the cases: the embedded app alerts every company's case.
      const early = await login(importing.baseUrl, ADMIN.email, ADMIN.password);
      const watching = await early('/api/saved-searches', {
        method: 'POST',
        body: JSON.stringify({ name: 'Alle Firmen', criteria: { debtorKind: 'company' }, alert: true }),
      });
      expect(watching.status).toBe(201);
      const started = new Date();
      expect((await early('/api/admin/import', { method: 'POST' })).status).toBe(202);
      await waitForImportToFinish(importing.baseUrl, started);
      expect(await importing.stop()).toBe(0);
      apps.length = 0;

      const embedded = await startAppProcess(
        { PORTAL_URL: replica.url, DATA_DIR: dataDir, ...LATER },
        { direct: true },
      );
      apps.push(embedded);
      const registered = await fetch(`${embedded.baseUrl}/api/auth/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-API-Key': PUBLIC_API_KEY },
        body: JSON.stringify({ ...USER, firstName: 'Klara', lastName: 'Kundin' }),
      });
      expect(registered.status).toBe(201);
      const admin = await login(embedded.baseUrl, ADMIN.email, ADMIN.password);
      const subscribed = await admin('/api/subscriptions', {
        method: 'POST',
        body: JSON.stringify({
          email: ADMIN.email,
          companyName: 'Migration Testbau',
          keywords: [],
          active: true,
        }),
      });
      expect(subscribed.status).toBe(201);
      const companies = (await json(admin, '/api/insolvency/search?debtorKind=company&limit=100')) as {
        results: { id: number; companyName: string }[];
      };
      const persons = (await json(admin, '/api/insolvency/search?debtorKind=person&limit=100')) as {
        results: { id: number }[];
      };
      expect(persons.results.length).toBeGreaterThan(0);
      const cleanup = await admin('/api/admin/cleanup', { method: 'POST' });
      expect(cleanup.status).toBe(202);
      const { runId } = (await cleanup.json()) as { runId: string };
      for (let i = 0; ; i++) {
        const { cleanupRun } = (await json(admin, '/api/admin/dashboard')) as {
          cleanupRun: { runId: string; status: string; erased: number } | null;
        };
        if (cleanupRun?.runId === runId && cleanupRun.status !== 'running') {
          expect(cleanupRun).toMatchObject({ status: 'completed' });
          expect(cleanupRun.erased).toBeGreaterThan(0);
          break;
        }
        if (i > 600) throw new Error('cleanup did not finish');
        await new Promise((r) => setTimeout(r, 100));
      }
      await waitForProjections(embedded.baseUrl, embedded.apiKey);
      // The alerts go out on the embedded profile; a deadline setting and a calendar link are the user's own data.
      const digest = async (api: ApiFetch) => {
        const response = await api('/api/admin/alerts/digest', { method: 'POST' });
        expect(response.status).toBe(200);
        return ((await response.json()) as { mails: number }).mails;
      };
      expect(await digest(admin)).toBe(1);
      expect((await admin('/api/deadlines/settings', { method: 'PUT', body: '{"reminderDays":[3]}' })).status).toBe(
        200,
      );
      const calendarToken = await admin('/api/deadlines/calendar-token', { method: 'POST' });
      expect(calendarToken.status).toBe(201);
      const calendarPath = new URL(((await calendarToken.json()) as { httpsUrl: string }).httpsUrl).pathname;
      expect((await fetch(`${embedded.baseUrl}${calendarPath}`)).status).toBe(200);
      // A customer portfolio: two debtors of the import and one unknown company.
      const customers = [...companies.results.slice(0, 2).map((c) => c.companyName), 'Zyxwvut Unbekannt GmbH'];
      const portfolio = await portfolioOf(admin, customers);
      expect(portfolio.rowCount).toBe(3);
      expect(portfolio.counts.treffer + portfolio.counts.pruefen).toBeGreaterThan(0);
      const erasedCase = persons.results[0]!.id;
      expect((await admin(`/api/insolvency/${erasedCase}`)).status).toBe(404);
      const caseIds = companies.results.slice(0, 5).map((c) => c.id);
      const before = await answers(embedded.baseUrl, caseIds);

      // The migration refuses while the app has the event log open.
      server = await startKurrentDbTestServer({ port: 0 });
      const migrate = (killWhen?: () => boolean) =>
        runNode(
          'backend/dist/cli/main.js',
          ['migrate-events', '--to', server!.connectionString, '--page-size', '25'],
          { DATA_DIR: dataDir },
          killWhen,
        );
      const refused = await migrate();
      expect(refused.code).toBe(3);
      expect(refused.stderr).toMatch(/von einem anderen Prozess geöffnet. Zuerst die App/);
      expect(await embedded.stop()).toBe(0);
      apps.length = 0;

      // Killed (SIGKILL) once it saved its first checkpoint, then run again to the end.
      const checkpoint = join(dataDir, 'migrate-events.checkpoint.json');
      const killed = await migrate(() => existsSync(checkpoint));
      expect(killed.code).not.toBe(0);
      const openSource = () => new SqliteEventStore({ location: join(dataDir, 'events.sqlite') });
      const counting = openSource();
      const total = await counting.countAfter(0n);
      await counting.close();
      const target = new KurrentDbEventStore({ connectionString: server.connectionString });
      closeTarget = () => target.close();
      const copiedBeforeKill = await target.countAfter(0n);
      expect(copiedBeforeKill).toBeGreaterThan(0);
      expect(copiedBeforeKill).toBeLessThan(total);
      const resumed = await migrate();
      expect(resumed.stderr).toMatch(/setze nach Position \d+ fort/);
      expect(resumed.code).toBe(0);
      expect(resumed.stdout).toMatch(/^Migration abgeschlossen: /);
      const source = openSource();
      try {
        const expected = await streamsOf(source);
        const actual = await streamsOf(target);
        expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
        for (const [name, events] of expected) expect({ name, events: actual.get(name) }).toEqual({ name, events });
        const erased = source.deletedStreamNames();
        expect(erased.length).toBeGreaterThan(0);
        for (const [name, revision] of await target.streamRevisions(erased))
          expect({ name, revision }).toEqual({ name, revision: 'no_stream' });
        // Tombstoned: a new import of an erased case cannot bring it back.
        const probe = {
          type: 'Probe',
          data: {},
          metadata: {
            eventId: 'probe',
            correlationId: 'probe',
            causationId: null,
            actorId: 'system:test',
            occurredAt: new Date().toISOString(),
            schemaVersion: 1,
          },
        };
        await expect(target.append(erased[0]!, [probe], { expectedRevision: 'any' })).rejects.toThrow(/deleted/);
      } finally {
        await source.close();
      }

      // The read models rebuilt on MongoDB, then the app on KurrentDB and MongoDB.
      const distributedEnv = {
        DATA_DIR: distributedDir,
        // The case streams are named with the embedded installation's key (README, step 6).
        STREAM_NAME_KEY: (await readFile(join(dataDir, 'stream-name-key'), 'utf8')).trim(),
        // The same JWT secret (README, step 2): sessions, and the key the webhook secrets are sealed with.
        JWT_SECRET: (await readFile(join(dataDir, 'jwt-secret'), 'utf8')).trim(),
        EVENT_STORE: 'kurrentdb',
        KURRENTDB_URL: server.connectionString,
        READ_STORE: 'mongo',
        MONGO_URL: mongoUrl,
      };
      const replay = await runNode('projections/dist/replay/replay-cli.js', ['--all'], distributedEnv);
      expect(replay.code).toBe(0);
      // What the log does not hold, and the alerts already sent (README, step 5).
      const migrateData = await runNode('backend/dist/cli/main.js', ['migrate-data'], {
        DATA_DIR: dataDir,
        MONGO_URL: mongoUrl,
        KURRENTDB_URL: server.connectionString,
      });
      expect(migrateData.stderr).toBe('');
      expect(migrateData.code).toBe(0);
      expect(migrateData.stdout).toMatch(
        /^Daten übertragen: 1 Portfolios \(1 Uploads, 3 Zeilen, 0 Entscheidungen\), 0 Webhook-Geheimnisse, 0 Entwürfe, 1 Fristen-Einstellungen; Benachrichtigungen bis Position [1-9]\d* gelten als versandt\.$/m,
      );
      const distributed = await startAppProcess(
        { ...distributedEnv, ...LATER, PORTAL_URL: replica.url },
        { direct: true },
      );
      apps.push(distributed);
      await waitForProjections(distributed.baseUrl, distributed.apiKey);
      expect(await answers(distributed.baseUrl, caseIds)).toEqual(before);
      const user = await login(distributed.baseUrl, USER.email, USER.password);
      expect((await user(`/api/insolvency/${erasedCase}`)).status).toBe(404);
      // The feed relays the copied log once more (the matcher's case index learns it), but nobody is alerted again.
      const movedAdmin = await login(distributed.baseUrl, ADMIN.email, ADMIN.password);
      expect(await digest(movedAdmin)).toBe(0);
      expect(await json(movedAdmin, '/api/deadlines/settings')).toMatchObject({ reminderDays: [3] });
      const calendar = await fetch(`${distributed.baseUrl}${calendarPath}`);
      expect(calendar.status).toBe(200);
      expect(await calendar.text()).toMatch(/^BEGIN:VCALENDAR/);
      // The portfolio with its rows, matched again on MongoDB (the results are derived data).
      expect(await matchedPortfolio(movedAdmin, portfolio.id)).toEqual(portfolio);
      // Its hits as XLSX: the workbook is laid out in a thread of the built app.
      const exported = await movedAdmin(`/api/portfolios/${portfolio.id}/export?format=xlsx`);
      expect(exported.status).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await exported.arrayBuffer());
      const sheet = workbook.getWorksheet('Treffer')!;
      expect(sheet.rowCount - 1).toBeGreaterThanOrEqual(portfolio.counts.treffer);
      expect(String(sheet.getRow(1).getCell(1).value)).toBe('Kundennummer');
      expect(await distributed.stop()).toBe(0);
      apps.length = 0;
    } finally {
      for (const app of apps) await app.stop().catch(() => undefined);
      await closeTarget();
      await server?.close();
      await replica.close();
      await dropTestDatabase(mongoUrl).catch(() => undefined);
      await Promise.all([dataDir, distributedDir].map((d) => rm(d, { recursive: true, force: true })));
    }
  }, 600_000);
});
