import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { excludeSystemEvents, KurrentDBClient } from '@kurrent/kurrentdb-client';
import { startPortalReplica } from '../portal-replica/replica-server.js';
import { startAppProcess } from '../support/app-process.js';
import { freePort } from '../support/free-port.js';
import { waitForImportToFinish } from '../support/wait-for-import.js';
import { readCaseSnapshot } from '../import/read-snapshot.js';
import { startKurrentDbTestServer, type KurrentDbTestServer } from './kurrentdb-test-server.js';
import { importWindow } from '../support/import-window.js';
import { healthReport } from '../support/health-report.js';

// The app on the KurrentDB adapter (test server) with the embedded read store imports from the portal replica;
// the event-store server restarts in the middle of the import. The result must equal an import on SQLite:
// nothing lost, nothing twice, and the projections' subscription came back by itself.
// The last 2 working days up to today: the portal publishes (almost) nothing on weekends and holidays.
const WINDOW = importWindow(2);
const today = WINDOW.today;
const IMPORT_ENV = {
  IMPORT_DAYS: WINDOW.importDays,
  IMPORT_DELAY_MS: '5',
  IMPORT_CONCURRENCY: '2',
  IMPORT_ON_START: 'true',
  // When the server is away at the run's end, its outcome cannot be recorded and the run is closed as interrupted
  // once its lease expired, then resumed: the default lease (60 s) was most of this test's time.
  IMPORT_LEASE_SECONDS: '8',
};

async function noticeEvents(connectionString: string): Promise<{ count: number; ids: Set<string> }> {
  const client = KurrentDBClient.connectionString(connectionString);
  const ids = new Set<string>();
  let count = 0;
  try {
    for await (const resolved of client.readAll({ filter: excludeSystemEvents() })) {
      const type = resolved.event?.type;
      if (type === 'CaseImported' || type === 'CaseNoticePublished') {
        count++;
        ids.add(resolved.event!.id);
      }
    }
  } finally {
    await client.dispose();
  }
  return { count, ids };
}

describe('import on the KurrentDB event store', () => {
  it('survives a restart of the event-store server mid-import, losing and duplicating nothing', async () => {
    const replica = await startPortalReplica({ port: 0, seed: 11, volume: 80, today, days: WINDOW.days });
    const sqliteDir = await mkdtemp(join(tmpdir(), 'import-sqlite-'));
    const appDir = await mkdtemp(join(tmpdir(), 'import-kurrentdb-app-'));
    const kurrentDir = await mkdtemp(join(tmpdir(), 'import-kurrentdb-log-'));
    let server: KurrentDbTestServer | null = null;
    try {
      const reference = await (async () => {
        const started = new Date();
        const app = await startAppProcess(
          { ...IMPORT_ENV, PORTAL_URL: replica.url, DATA_DIR: sqliteDir },
          { direct: true },
        );
        await waitForImportToFinish(app.baseUrl, started);
        expect(await app.stop()).toBe(0);
        return readCaseSnapshot(sqliteDir);
      })();
      expect(reference.notices.length).toBeGreaterThan(40);

      const port = await freePort();
      server = await startKurrentDbTestServer({ port, dataDir: kurrentDir });
      const env = {
        ...IMPORT_ENV,
        PORTAL_URL: replica.url,
        DATA_DIR: appDir,
        EVENT_STORE: 'kurrentdb',
        KURRENTDB_URL: server.connectionString,
      };
      const started = new Date();
      const app = await startAppProcess(env, { direct: true });
      try {
        // Restart the server once a third of the notices is recorded.
        for (;;) {
          if ((await noticeEvents(server.connectionString)).count >= reference.notices.length / 3) break;
          await new Promise((r) => setTimeout(r, 50));
        }
        await server.close();
        await new Promise((r) => setTimeout(r, 1500));
        server = await startKurrentDbTestServer({ port, dataDir: kurrentDir });

        await waitForImportToFinish(app.baseUrl, started, 180_000);
        // A day whose appends failed while the server was away is imported by the next run.
        const again = new Date();
        const health = async () => healthReport<HealthReport>(app.baseUrl, app.apiKey);
        await waitUntil(async () => (await health()).status === 'ok', 30_000);
        const report = await health();
        const subscriptions = report.components.find((c) => c.name === 'event-store-subscriptions');
        expect(subscriptions?.details.drops).toBeGreaterThanOrEqual(1);
        expect(subscriptions?.details.resubscribing).toBe(0);
        expect(await app.stop()).toBe(0);

        const rerun = await startAppProcess(env, { direct: true });
        await waitForImportToFinish(rerun.baseUrl, again, 180_000);
        await waitUntil(async () => {
          const rerunHealth = await healthReport<HealthReport>(rerun.baseUrl, rerun.apiKey);
          return rerunHealth.projections.every((p) => p.lag === 0);
        }, 30_000);
        expect(await rerun.stop()).toBe(0);
      } finally {
        await app.stop().catch(() => undefined);
      }

      const events = await noticeEvents(server.connectionString);
      expect(events.count).toBe(reference.notices.length);
      expect(events.ids.size).toBe(events.count);
      expect(readCaseSnapshot(appDir)).toEqual(reference);
    } finally {
      await server?.close();
      await replica.close();
      await Promise.all([sqliteDir, appDir, kurrentDir].map((d) => rm(d, { recursive: true, force: true })));
    }
  }, 420_000);
});

interface HealthReport {
  status: string;
  projections: { name: string; lag: number }[];
  components: { name: string; details: Record<string, string | number | null> }[];
}

async function waitUntil(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 250));
  }
}
