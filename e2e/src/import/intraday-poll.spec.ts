import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { berlinDate, berlinTime } from '@insolvenz/backend/platform/clock/berlin-time.js';
import { databaseOf, openMongoConnection } from '@insolvenz/backend/platform/read-store/mongo/mongo-connection.js';
import { dropTestDatabase, freshAppDatabaseUrl } from '@insolvenz/backend/test/mongo/test-database.js';
import {
  startKurrentDbTestServerProcess,
  type KurrentDbTestServerProcess,
} from '@insolvenz/backend/test/kurrentdb-test-server-process.js';
import { distributedEnv, MONGO_URL, withDistributedServers } from '../distributed/support/distributed-servers.js';
import { startPortalReplica, type PortalReplica } from '../portal-replica/replica-server.js';
import { apiSession, type ApiFetch } from '../support/api-session.js';
import { startAppProcess, type AppProcess } from '../support/app-process.js';
import { freePort } from '../support/free-port.js';
import { waitForImportToFinish } from '../support/wait-for-import.js';
import { startWorkerProcess, type WorkerProcess } from '../support/worker-process.js';

/**
 * The intraday light poll (issue #30 items 1, 2 and 8): after the first full import, the replica publishes notices
 * at set instants of its clock; the poll, every 3 s here, detects them: each case appears once, with its detection
 * time after its publication instant, and the monitor shows the poll and the requests it spent. On the distributed
 * profile the poll runs in the scheduler worker, which is killed with SIGKILL while a poll fetches: the restarted
 * worker's polls pick up what is missing, and nothing is imported twice.
 */
const POLL_ENV = {
  IMPORT_SCHEDULE: 'on',
  // Only the first import and the polls: the one session lies half a day away.
  IMPORT_SESSIONS: `${berlinTime(new Date(Date.now() + 12 * 3_600_000))} Fern`,
  IMPORT_DAYS: '2',
  IMPORT_POLL_MINUTES: '0.05',
  IMPORT_POLL_HOURS: '00:00-24:00',
  IMPORT_DELAY_MS: '0',
};

interface Found {
  readonly id: number;
  readonly companyName: string;
  readonly publicationDate: string;
  readonly detectedAt: string | null;
}

interface Freshness {
  poll: { enabled: boolean; lastPollAt: string | null; pollsToday: number; nextPollAt: string | null };
  detectionLag: { notices: number; medianMinutes: number | null; maxMinutes: number | null };
  requestBudget: { budget: number; spent: number; exhausted: boolean };
  promise: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(250);
  }
}

/** The cases a debtor name finds (a free user sees the first five: each name here is unique). */
async function casesNamed(api: ApiFetch, name: string): Promise<Found[]> {
  const response = await api(`/api/insolvency/search?q=${encodeURIComponent(name)}`);
  const { results } = (await response.json()) as { results: Found[] };
  return results.filter((result) => result.companyName === name);
}

/** Publishes a company's opening notice of today on the replica, listed from `at` (replica clock) on. */
function publish(replica: PortalReplica, name: string, caseNumber: string, at: number): void {
  replica.publish({
    court: 'Amtsgericht Köln',
    caseNumber,
    debtorName: name,
    seat: 'Köln',
    publicationType: 'eroeffnung',
    text:
      `Amtsgericht Köln, Aktenzeichen: ${caseNumber}\n\nÜber das Vermögen der ${name}, Hafenstraße 7, 50667 Köln, ` +
      'wird heute das Insolvenzverfahren eröffnet.',
    publishAt: at,
  });
}

describe('intraday poll, embedded profile', () => {
  let replica: PortalReplica;
  let app: AppProcess | undefined;
  let dir: string;

  beforeAll(async () => {
    replica = await startPortalReplica({ port: 0, seed: 30, volume: 20, days: 2, intraday: true });
    dir = await mkdtemp(join(tmpdir(), 'intraday-poll-'));
  });
  afterAll(async () => {
    await app?.stop();
    await replica.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('detects a notice the replica publishes after the first import within a poll, with its detection time', async () => {
    const started = new Date();
    app = await startAppProcess({ ...POLL_ENV, DATA_DIR: dir, PORTAL_URL: replica.url }, { direct: true });
    await waitForImportToFinish(app.baseUrl, started);
    const api = await apiSession(app.baseUrl, app.apiKey);

    const publishedAt = replica.now() + 1500;
    publish(replica, 'Frühlicht Abgleich GmbH', '75 IN 3001/26', publishedAt);
    const [found] = await until('the poll imports the notice', async () => {
      const cases = await casesNamed(api, 'Frühlicht Abgleich GmbH');
      return cases.length > 0 ? cases : undefined;
    });
    expect(found.publicationDate).toBe(berlinDate(new Date(publishedAt)));
    // Detected after it was published (never before: the replica did not list it earlier).
    expect(Date.parse(found.detectedAt ?? '')).toBeGreaterThanOrEqual(publishedAt);
    const detail = (await (await api(`/api/insolvency/${found.id}`)).json()) as { detectedAt: string | null };
    expect(detail.detectedAt).toBe(found.detectedAt);

    // The poll's own record reaches the import status through its read model, a moment after the case's: wait.
    const freshness = await until('the import status shows the poll', async () => {
      const status = (await (await api('/api/insolvency/import-status')).json()) as { freshness: Freshness };
      return status.freshness.poll.lastPollAt ? status.freshness : undefined;
    });
    expect(freshness.poll).toMatchObject({ enabled: true, lastPollAt: expect.any(String) });
    expect(freshness.poll.pollsToday).toBeGreaterThan(0);
    expect(freshness.requestBudget.spent).toBeGreaterThan(0);
    expect(freshness.detectionLag.notices).toBeGreaterThan(0);
    expect(freshness.promise).toBe(
      'Neue Bekanntmachungen erkennen wir rund um die Uhr innerhalb von 3 Sekunden nach ihrer Veröffentlichung.',
    );
    expect(app.output()).toContain('intraday poll every 0.05 min');
  }, 180_000);
});

withDistributedServers('intraday poll, distributed profile', () => {
  describe('intraday poll, distributed profile: in the scheduler worker, SIGKILLed mid-poll', () => {
    let dir: string;
    let kurrentDb: KurrentDbTestServerProcess;
    let replica: PortalReplica;
    let mongoUrl: string;
    let env: Record<string, string>;
    let app: AppProcess | undefined;
    const workers = new Map<string, WorkerProcess>();

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'intraday-poll-distributed-'));
      kurrentDb = await startKurrentDbTestServerProcess(join(dir, 'kurrentdb'));
      replica = await startPortalReplica({ port: 0, seed: 31, volume: 20, days: 2, intraday: true });
      mongoUrl = freshAppDatabaseUrl(MONGO_URL);
      env = {
        ...distributedEnv({
          dataDir: dir,
          kurrentDbUrl: kurrentDb.connectionString,
          mongoUrl,
          portalUrl: replica.url,
          smtpUrl: 'smtp://127.0.0.1:9',
          namespace: 'e2e-poll',
        }),
        ...POLL_ENV,
        // A killed worker's poll is closed as interrupted once its lease expired (not resumed: the next poll repeats).
        IMPORT_LEASE_SECONDS: '4',
      };
    }, 120_000);

    afterAll(async () => {
      for (const worker of workers.values()) await worker.kill().catch(() => undefined);
      await app?.kill().catch(() => undefined);
      await replica?.close();
      await kurrentDb?.stop();
      if (mongoUrl) await dropTestDatabase(mongoUrl).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    }, 120_000);

    const startWorker = async (name: string) =>
      workers.set(name, await startWorkerProcess(name, { ...env, HEALTH_PORT: String(await freePort()) }));

    it('detects notices within polls; after a SIGKILL mid-poll the next polls import the rest, each once', async () => {
      await startWorker('projections');
      app = await startAppProcess(env, { direct: true });
      const started = new Date();
      await startWorker('scheduler');
      await waitForImportToFinish(app.baseUrl, started, 180_000);
      const api = await apiSession(app.baseUrl, app.apiKey);

      // Slow answers, so that a poll is still fetching when the worker dies.
      replica.setFaults({ latencyMs: 700 });
      const names = Array.from({ length: 8 }, (_, i) => `Spätabgleich Nummer${i + 1} GmbH`);
      const publishedAt = replica.now() + 1000;
      names.forEach((name, i) => publish(replica, name, `75 IN ${4001 + i}/26`, publishedAt));
      await until(
        'the first notice is imported while others are still fetched',
        async () => ((await casesNamed(api, names[0])).length > 0 ? true : undefined),
        120_000,
      );
      await workers.get('scheduler')!.kill();
      replica.setFaults({});
      await startWorker('scheduler');

      const found = await until(
        'every notice is imported after the restart',
        async () => {
          const all = await Promise.all(names.map((name) => casesNamed(api, name)));
          return all.every((cases) => cases.length > 0) ? all : undefined;
        },
        180_000,
      );
      // Each case once, detected after its publication, published today.
      expect(found.map((cases) => cases.length)).toEqual(names.map(() => 1));
      for (const [found1] of found) {
        expect(Date.parse(found1.detectedAt ?? '')).toBeGreaterThanOrEqual(publishedAt);
        expect(found1.publicationDate).toBe(berlinDate(new Date(publishedAt)));
      }
      // The kill hit a poll: its run is closed as interrupted once its lease expired, and not resumed as a full run
      // (the restarted worker's polls did the rest).
      const live = await openMongoConnection(mongoUrl);
      try {
        const runs = databaseOf(live).collection<{ doc: { trigger: string; status: string; failureReason: string } }>(
          'rm_import_runs',
        );
        await until('the killed poll is closed as interrupted', async () =>
          (await runs.countDocuments({ 'doc.trigger': 'poll', 'doc.failureReason': 'interrupted' })) > 0
            ? true
            : undefined,
        );
        expect(await runs.countDocuments({ 'doc.trigger': { $ne: 'poll' } })).toBe(1);
      } finally {
        await live.close();
      }
      expect(workers.get('scheduler')!.output()).not.toContain('Fortsetzung');
      const { freshness } = (await (await api('/api/insolvency/import-status')).json()) as { freshness: Freshness };
      expect(freshness.poll.pollsToday).toBeGreaterThan(1);
    }, 420_000);
  });
});
