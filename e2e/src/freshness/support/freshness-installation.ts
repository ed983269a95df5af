import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { berlinTime } from '@insolvenz/backend/platform/clock/berlin-time.js';
import { dropTestDatabase, freshAppDatabaseUrl } from '@insolvenz/backend/test/mongo/test-database.js';
import {
  startKurrentDbTestServerProcess,
  type KurrentDbTestServerProcess,
} from '@insolvenz/backend/test/kurrentdb-test-server-process.js';
import { distributedEnv, MONGO_URL } from '../../distributed/support/distributed-servers.js';
import type { PortalReplica } from '../../portal-replica/replica-server.js';
import { startAppProcess, type AppProcess } from '../../support/app-process.js';
import { createDemoUsers, createDemoUsersIn } from '../../support/demo-users.js';
import { freePort } from '../../support/free-port.js';
import { waitForImportToFinish } from '../../support/wait-for-import.js';
import { startWorkerProcess, type WorkerProcess } from '../../support/worker-process.js';

/**
 * The settings both profiles share: the first import and then the intraday poll every 3 s (the one full session
 * lies half a day away), loopback webhooks, and short leases so that a killed sender's work is taken up again
 * within seconds after the restart.
 */
export function freshnessEnv(): Record<string, string> {
  return {
    IMPORT_SCHEDULE: 'on',
    IMPORT_SESSIONS: `${berlinTime(new Date(Date.now() + 12 * 3_600_000))} Fern`,
    IMPORT_DAYS: '2',
    IMPORT_POLL_MINUTES: '0.05',
    IMPORT_POLL_HOURS: '00:00-24:00',
    IMPORT_DELAY_MS: '0',
    ALERT_DIGEST_TIME: 'off',
    APP_URL: 'https://frische.e2e.test',
    WEBHOOKS_ALLOW_LOOPBACK: 'true',
    WEBHOOKS_POLL_SECONDS: '0.5',
    // Long enough that a held POST is still in flight when the test kills the sender (the lease is 2 × + 5 s).
    WEBHOOKS_TIMEOUT_SECONDS: '8',
    MAIL_DELIVERY_LEASE_SECONDS: '2',
    MAIL_DELIVERY_RETRY_SECONDS: '1',
  };
}

/** One installation of a profile: the API to talk to, and the process that sends immediate mails and webhooks. */
export interface FreshnessInstallation {
  /** The API's base URL (a restarted embedded app listens on a new port). */
  baseUrl(): string;
  /** The sending process's output (for a failing test's message). */
  senderOutput(): string;
  /** SIGKILL of the process that runs the poll, the immediate sender and the webhook delivery. */
  killSender(): Promise<void>;
  /** Starts that process again on the same stores. */
  restartSender(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The embedded profile: one app process (`direct`, so that SIGKILL hits it) on a DATA_DIR with the demo
 * accounts; it imports, polls, matches, and sends both mails and webhooks.
 */
export async function startEmbeddedInstallation(
  replica: PortalReplica,
  smtpUrl: string,
): Promise<FreshnessInstallation> {
  const dir = await mkdtemp(join(tmpdir(), 'e2e-freshness-'));
  createDemoUsers(dir);
  const env = { ...freshnessEnv(), DATA_DIR: dir, PORTAL_URL: replica.url, SMTP_URL: smtpUrl };
  const started = new Date();
  let app: AppProcess | null = await startAppProcess(env, { direct: true });
  await waitForImportToFinish(app.baseUrl, started);
  return {
    baseUrl: () => app!.baseUrl,
    senderOutput: () => app?.output() ?? '',
    killSender: async () => {
      await app!.kill();
      app = null;
    },
    restartSender: async () => {
      app = await startAppProcess(env, { direct: true });
    },
    close: async () => {
      await app?.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The distributed profile: the projections, feed, alerts and scheduler workers and the API as processes of their
 * own on a KurrentDB test server, a fresh MongoDB database and a Kafka namespace of their own. The scheduler worker
 * runs the poll, the immediate sender and the webhook delivery; the alerts worker matches (Kafka).
 */
export async function startDistributedInstallation(
  replica: PortalReplica,
  smtpUrl: string,
): Promise<FreshnessInstallation> {
  const dir = await mkdtemp(join(tmpdir(), 'e2e-freshness-distributed-'));
  const kurrentDb: KurrentDbTestServerProcess = await startKurrentDbTestServerProcess(join(dir, 'kurrentdb'));
  const mongoUrl = freshAppDatabaseUrl(MONGO_URL);
  const env: Record<string, string> = {
    ...distributedEnv({
      dataDir: dir,
      kurrentDbUrl: kurrentDb.connectionString,
      mongoUrl,
      portalUrl: replica.url,
      smtpUrl,
      namespace: 'e2e-freshness',
    }),
    ...freshnessEnv(),
    // A killed worker's poll is closed as interrupted once its lease expired; the next poll repeats it.
    IMPORT_LEASE_SECONDS: '4',
    KAFKA_FETCH_WAIT_MS: '250',
  };
  const workers = new Map<string, WorkerProcess>();
  let app: AppProcess | undefined;
  const startWorker = async (name: string) =>
    workers.set(name, await startWorkerProcess(name, { ...env, HEALTH_PORT: String(await freePort()) }));
  const close = async () => {
    await app?.stop().catch(() => undefined);
    for (const name of ['scheduler', 'alerts', 'feed', 'projections']) await workers.get(name)?.stop();
    await dropTestDatabase(mongoUrl).catch(() => undefined);
    await kurrentDb.stop();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    // Side by side (one after the other, these starts were most of the installation's start): the projections,
    // feed and alerts workers, the API and the demo accounts' CLI command, which waits up to 60 s for the
    // projections worker to show its accounts. The scheduler, whose first poll imports, once the accounts exist, as
    // on the embedded profile. Every started process is kept for close, also when another one failed.
    const starts = await Promise.allSettled([
      startWorker('projections'),
      startWorker('feed'),
      startWorker('alerts'),
      startAppProcess(env, { direct: true }).then((started) => void (app = started)),
      createDemoUsersIn(env),
    ]);
    const failed = starts.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    if (!app) throw new Error('the API did not start');
    const started = new Date();
    await startWorker('scheduler');
    await waitForImportToFinish(app.baseUrl, started, 180_000);
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
  return {
    baseUrl: () => app!.baseUrl,
    senderOutput: () => workers.get('scheduler')?.output() ?? '',
    killSender: () => workers.get('scheduler')!.kill(),
    restartSender: () => startWorker('scheduler').then(() => undefined),
    close,
  };
}
