import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPortalReplica } from '../portal-replica/replica-server.js';
import { apiSession, publicFetch, type ApiFetch } from '../support/api-session.js';
import { startAppProcess } from '../support/app-process.js';
import { createDemoUsers, DEMO_PRO } from '../support/demo-users.js';
import { adminFetch } from '../support/health-report.js';
import { importWindow } from '../support/import-window.js';

// The last 2 working days up to today: the portal publishes (almost) nothing on weekends and holidays.
const WINDOW = importWindow(2);
const today = WINDOW.today;

interface MonitorStatus {
  systemStatus: {
    status: string;
    overall: { state: string; label: string; detail: string };
    lastImportTime: string | null;
    lastError: string | null;
    currentRun: { dayNumber: number; daysTotal: number; fetched: number; newCases: number } | null;
  };
  portalConnection: { primary: { status: string; lastCheck: string | null; message: string | null } };
}

async function monitorUntil(
  api: ApiFetch,
  done: (status: MonitorStatus) => boolean,
  timeoutMs = 150_000,
): Promise<MonitorStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = (await (await api('/api/insolvency/import-status')).json()) as MonitorStatus;
    if (done(status)) return status;
    if (Date.now() > deadline) throw new Error(`monitor never got there: ${JSON.stringify(status)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The statuses users see when a notice has ended the proceedings (written out here, as the case pages show them,
 * not taken from the read model's definition): the cases "Aktive Verfahren" leaves out.
 */
const CLOSED =
  /^(Abgewiesen mangels Masse|Verfahren eingestellt|Verfahren aufgehoben|Planüberwachung aufgehoben|Sicherungsmaßnahmen aufgehoben|Restschuldbefreiung|Restschuldbefreiung versagt)$/;

/** The status of every case, as a Pro user pages through the whole search. */
async function everyStatus(baseUrl: string, apiKey: string): Promise<string[]> {
  const login = await publicFetch(baseUrl, apiKey)('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_PRO),
  });
  const { token } = (await login.json()) as { token: string };
  const statuses: string[] = [];
  for (let page = 1; ; page++) {
    const response = await publicFetch(baseUrl, apiKey)(`/api/insolvency/search?limit=100&page=${page}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { results, pagination } = (await response.json()) as {
      results: { status: string }[];
      pagination: { totalPages: number };
    };
    statuses.push(...results.map((result) => result.status));
    if (page >= pagination.totalPages) return statuses;
  }
}

/** A port nothing listens on (taken and released again): every connection to it is refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('import monitor', () => {
  it('shows a running import with its progress, then the finished run with counts, and agrees with itself', async () => {
    // Slow answers, so that the run is observable while it runs.
    const replica = await startPortalReplica({
      port: 0,
      seed: 5,
      volume: 60,
      today,
      days: WINDOW.days,
      faults: { latencyMs: 40 },
    });
    // With the demo accounts: the Pro account sees every case's status in the search.
    const dataDir = await mkdtemp(join(tmpdir(), 'import-monitor-'));
    createDemoUsers(dataDir);
    const app = await startAppProcess({
      DATA_DIR: dataDir,
      PORTAL_URL: replica.url,
      IMPORT_ON_START: 'true',
      IMPORT_DAYS: WINDOW.importDays,
      IMPORT_DELAY_MS: '0',
      IMPORT_CONCURRENCY: '1',
    });
    try {
      const api = await apiSession(app.baseUrl, app.apiKey);
      const running = await monitorUntil(api, (s) => (s.systemStatus.currentRun?.fetched ?? 0) > 0);
      expect(running.systemStatus.status).toBe('running');
      expect(running.systemStatus.overall).toMatchObject({ state: 'running', label: 'Import läuft' });
      expect(running.systemStatus.overall.detail).toMatch(
        new RegExp(`^Tag \\d von ${WINDOW.days} \\(\\d\\d\\.\\d\\d\\.\\d{4}\\): [\\d.]+ Bekanntmachungen abgerufen`),
      );
      expect(running.systemStatus.currentRun).toMatchObject({ daysTotal: WINDOW.days });
      expect(running.portalConnection.primary.status).toBe('connected');
      // Seen running: the rest of the run at full speed.
      replica.setFaults({});

      const finished = await monitorUntil(api, (s) => s.systemStatus.status !== 'running');
      expect(finished.systemStatus.overall).toMatchObject({ state: 'ready', label: 'Bereit' });
      expect(finished.systemStatus.overall.detail).toMatch(/^Letzter Import am .*: [\d.]+ neue Fälle/);
      expect(finished.systemStatus.lastImportTime).not.toBeNull();
      expect(finished.systemStatus.currentRun).toBeNull();
      expect(finished.portalConnection.primary.status).toBe('connected');

      // One figure, one definition: after the first import into an empty store every screen counts the same cases.
      const admin = await adminFetch(app.baseUrl, app.apiKey);
      const dashboard = (await (await admin('/api/admin/dashboard')).json()) as {
        insolvencyData: { total: number; companies: number };
        importLogs: { companies_inserted: number; cases_inserted: number; run_date: string; finished_at: string }[];
      };
      const status = (await (await api('/api/insolvency/import-status')).json()) as {
        importStats: { activeCases: number; weeklyImports: number; todayImports: number; importRate: number };
      };
      const stats = (await (await api('/api/insolvency/stats')).json()) as { totalCases: number };
      const [run] = dashboard.importLogs;
      const total = dashboard.insolvencyData.total;
      expect(total).toBeGreaterThan(0);
      expect(run.companies_inserted).toBe(total); // admin table "Neue Fälle" = tile "Insolvenzfälle gesamt"
      expect(run.cases_inserted).toBeGreaterThanOrEqual(run.companies_inserted); // "Bekanntmachungen"
      expect(dashboard.insolvencyData.companies).toBeLessThanOrEqual(total); // "davon Unternehmen"
      expect(status.importStats.weeklyImports).toBe(total); // "Diese Woche importiert"
      expect(stats.totalCases).toBe(total); // stat card "Verfahren gesamt"
      // Tile "Aktive Verfahren": the cases the search shows with a status of running proceedings.
      const statuses = await everyStatus(app.baseUrl, app.apiKey);
      expect(statuses).toHaveLength(total);
      const closed = statuses.filter((s) => CLOSED.test(s)).length;
      expect(closed).toBeGreaterThan(0); // the replica's days hold dismissals and liftings
      expect(status.importStats.activeCases).toBe(total - closed);
      // The rate is new cases per hour of the run's running time, not today's imports divided by 24.
      const hours = (Date.parse(run.finished_at) - Date.parse(run.run_date)) / 3_600_000;
      expect(status.importStats.importRate).toBeCloseTo(run.companies_inserted / hours, -1);
      expect(status.importStats.importRate).toBeGreaterThan(status.importStats.todayImports / 24);
    } finally {
      await app.stop();
      await replica.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 240_000);

  it('says in plain German when the portal cannot be reached, and when it tries again', async () => {
    const app = await startAppProcess({
      PORTAL_URL: `http://127.0.0.1:${await closedPort()}`,
      IMPORT_ON_START: 'true',
      IMPORT_DAYS: '3',
      IMPORT_DELAY_MS: '0',
      // The run fails after the client's retries: milliseconds apart here, not 1, 2, 4, 8, 16 s.
      PORTAL_RETRY_BASE_MS: '20',
      PORTAL_RETRY_MAX_MS: '200',
    });
    try {
      const api = await apiSession(app.baseUrl, app.apiKey);
      const down = await monitorUntil(
        api,
        (s) => s.systemStatus.status !== 'running' && s.systemStatus.lastError !== null,
      );
      expect(down.systemStatus.overall).toEqual({
        state: 'portal_unreachable',
        label: 'Portal nicht erreichbar',
        detail:
          'Das Bekanntmachungsportal ist nicht erreichbar (Verbindung abgelehnt). ' +
          'Der nächste Versuch erfolgt beim nächsten manuell gestarteten Import.',
      });
      expect(down.portalConnection.primary).toMatchObject({
        status: 'unreachable',
        message: down.systemStatus.overall.detail,
      });
      expect(down.systemStatus.status).toBe('error');
      expect(down.systemStatus.lastImportTime).toBeNull();
      // The service says it is limited rather than "ok" (public readiness, no internals).
      const ready = await fetch(`${app.baseUrl}/api/health/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'degraded' });
      // The run stopped after the first day instead of trying every further day the same way.
      expect(app.output()).toContain('Das Bekanntmachungsportal ist nicht erreichbar (Verbindung abgelehnt)');
    } finally {
      await app.stop();
    }
  }, 240_000);
});
