import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { INestApplicationContext, LoggerService } from '@nestjs/common';
import { checkAlertsWorkerConfig, startAlertsWorker } from '../alerts/worker/start-alerts-worker.js';
import type { Clock } from '../platform/clock/clock.js';
import { loadConfig } from '../platform/config/app-config.js';
import type { ProcessRole } from '../platform/config/process-role.js';
import { startAppWorker, type AppWorker } from '../workers/start-app-worker.js';
import { startKurrentDbTestServerProcess } from './kurrentdb-test-server-process.js';
import { dropTestDatabase, freshAppDatabaseUrl } from './mongo/test-database.js';
import { portfolioNoticeProviders } from '../portfolios/matching/portfolio-notice.providers.js';
import { watchShutdownHooks } from '../platform/background/shutdown-hooks.js';
import { reportingSlow } from './within.js';

/**
 * TEST_PROFILE=distributed (`startTestApp`): the application as the distributed profile runs it (issue #18), in
 * this one process. A KurrentDB test server of its own, a fresh database on the MongoDB test server (MONGO_URL)
 * for the read models and the rate limits, its own KAFKA_NAMESPACE on KAFKA_BROKERS; the API runs no background
 * work, the four workers run it as Nest application contexts beside it.
 */
export function testProfileIsDistributed(): boolean {
  const profile = process.env.TEST_PROFILE?.trim() ?? '';
  if (profile === '' || profile === 'embedded') return false;
  if (profile !== 'distributed') throw new Error(`TEST_PROFILE must be "embedded" or "distributed", got "${profile}"`);
  return true;
}

/** The shared stores of one test installation: the variables that point a process at them, and their removal. */
export interface DistributedTestStores {
  readonly env: NodeJS.ProcessEnv;
  /**
   * Runs a projections worker on these stores until `release` (once however often it is called): what a CLI
   * command on the distributed profile needs beside it to read the read models it checks.
   */
  runProjections(): Promise<void>;
  /** Drops the database and stops the KurrentDB test server (once, however often it is called). */
  release(): Promise<void>;
  /** Counts the test apps whose API runs on these stores (`releaseOrphanedStores`). */
  apiOpened(): void;
  apiClosed(): void;
}

/**
 * Kept per DATA_DIR: a test that restarts the app on the same DATA_DIR (its data survives a restart on the
 * embedded profile, where it lives there) finds its events and read models again on the distributed one.
 */
const storesByDataDir = new Map<string, Promise<DistributedTestStores>>();

export function distributedTestStores(dataDir: string): Promise<DistributedTestStores> {
  let stores = storesByDataDir.get(dataDir);
  if (!stores) {
    stores = openStores(dataDir);
    storesByDataDir.set(dataDir, stores);
    stores.catch(() => storesByDataDir.delete(dataDir));
  }
  return stores;
}

async function openStores(dataDir: string): Promise<DistributedTestStores> {
  const mongo = process.env.MONGO_URL?.trim();
  const brokers = process.env.KAFKA_BROKERS?.trim();
  if (!mongo || !brokers) {
    throw new Error(
      'TEST_PROFILE=distributed needs MONGO_URL and KAFKA_BROKERS (npm run services -- start; e.g. ' +
        'MONGO_URL=mongodb://127.0.0.1:27017/insolvenz_test KAFKA_BROKERS=127.0.0.1:9092)',
    );
  }
  const kurrentDb = await startKurrentDbTestServerProcess(join(dataDir, 'kurrentdb'));
  const url = freshAppDatabaseUrl(mongo);
  let released: Promise<void> | undefined;
  let projections: Promise<AppWorker> | undefined;
  let openApis = 0;
  const env: NodeJS.ProcessEnv = {
    PROFILE: 'distributed',
    KURRENTDB_URL: kurrentDb.connectionString,
    MONGO_URL: url,
    KAFKA_BROKERS: brokers,
    // Topics and consumer groups of their own: test apps on one broker never read each other's messages.
    KAFKA_NAMESPACE: `test-${randomBytes(6).toString('hex')}`,
    // A consumer leaves its group only between fetches: kafkajs's 5 s default would hold every close that long.
    KAFKA_FETCH_WAIT_MS: '250',
  };
  const stores: DistributedTestStores & { readonly orphaned: () => boolean } = {
    env,
    apiOpened: () => void openApis++,
    apiClosed: () => void openApis--,
    orphaned: () => openApis === 0,
    runProjections: async () => {
      projections ??= startAppWorker(
        loadConfig({ ...env, DATA_DIR: dataDir }, { spaDir: join(dataDir, 'no-spa'), role: 'projections' }),
        { logger: false },
      );
      await projections;
    },
    release: () =>
      (released ??= (async () => {
        storesByDataDir.delete(dataDir);
        orphanable.delete(stores);
        try {
          await (await projections?.catch(() => undefined))?.stop();
          await dropTestDatabase(url);
        } finally {
          await kurrentDb.stop();
        }
      })()),
  };
  orphanable.add(stores);
  return stores;
}

const orphanable = new Set<DistributedTestStores & { readonly orphaned: () => boolean }>();

/**
 * Releases the stores on which no test app's API runs any more: those of an app a test closed through `app.close()`
 * (to restart on the same DATA_DIR) and then did not restart. Called when a test app closes.
 */
export async function releaseOrphanedStores(): Promise<void> {
  const orphans = [...orphanable].filter((stores) => stores.orphaned());
  for (const stores of orphans) orphanable.delete(stores);
  await Promise.all(orphans.map((stores) => stores.release()));
}

/** The workers of the distributed profile, beside the API in the test process. */
export interface DistributedTestWorkers {
  readonly contexts: readonly INestApplicationContext[];
  /** The Nest context of the worker with this role. */
  readonly contextOf: (role: DistributedWorkerRole) => INestApplicationContext;
  /** Lets each worker finish its work in flight and closes it. */
  stop(): Promise<void>;
}

const WORKER_ROLES = ['projections', 'feed', 'alerts', 'scheduler'] as const satisfies readonly ProcessRole[];
export type DistributedWorkerRole = (typeof WORKER_ROLES)[number];

/**
 * Starts the four workers with the configuration each loads as its own process (`loadConfig(env, { role })`, as
 * `npm run worker -- <name>` does) and the test's clock and logger.
 */
export async function startDistributedTestWorkers(
  env: NodeJS.ProcessEnv,
  options: { spaDir: string; clock?: Clock; logger: LoggerService },
): Promise<DistributedTestWorkers> {
  const started = await Promise.allSettled(
    WORKER_ROLES.map(async (role) => {
      const config = loadConfig(env, { spaDir: options.spaDir, role });
      if (role !== 'alerts') return startAppWorker(config, { clock: options.clock, logger: options.logger });
      checkAlertsWorkerConfig(config);
      return startAlertsWorker(config, {
        clock: options.clock,
        logger: options.logger,
        providers: portfolioNoticeProviders,
      });
    }),
  );
  const workers = started.flatMap((result, i) =>
    result.status === 'fulfilled' ? [{ role: WORKER_ROLES[i]!, worker: result.value }] : [],
  );
  const stopOne = ({ role, worker }: (typeof workers)[number]) => {
    const runningHooks = watchShutdownHooks(worker.context);
    return reportingSlow(`stopping the ${role} worker`, () => worker.stop(), undefined, runningHooks);
  };
  // The projections worker last: work the others finish on shutdown (a batch of mails, a command) may wait for the
  // read models to show its events, up to PROJECTION_WAIT_SECONDS (60 s here) once the projections are gone.
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await Promise.all(workers.filter(({ role }) => role !== 'projections').map(stopOne));
      await Promise.all(workers.filter(({ role }) => role === 'projections').map(stopOne));
    })());
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  const contexts = workers.map(({ worker }) => worker.context);
  return { contexts, contextOf: (role) => contexts[WORKER_ROLES.indexOf(role)]!, stop };
}

/**
 * The variables with which a process (a CLI command) reaches the data that `startTestApp({ DATA_DIR: dataDir })`
 * then opens: DATA_DIR alone on the embedded profile; on TEST_PROFILE=distributed also the shared stores, with a
 * projections worker running on them as in a running installation.
 */
export async function testInstallationEnv(dataDir: string): Promise<NodeJS.ProcessEnv> {
  if (!testProfileIsDistributed()) return { DATA_DIR: dataDir };
  const stores = await distributedTestStores(dataDir);
  await stores.runProjections();
  return { ...stores.env, DATA_DIR: dataDir };
}
