import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReadStoreConfig } from '../platform/config/read-store-config.js';
import { loadConfig } from '../platform/config/app-config.js';
import { EVENT_STORE, type EventStore } from '../platform/event-store/event-store.port.js';
import { PROJECTIONS_HOST, type ProjectionsHost } from '../platform/projections-host/projections-host.port.js';
import { startAppWorker } from '../workers/start-app-worker.js';
import { distributedTestStores, testProfileIsDistributed } from './distributed-test-profile.js';
import { mongoDatabaseTraces, tracesIn } from './erasure-traces.js';
import { dropTestDatabase, freshAppDatabaseUrl } from './mongo/test-database.js';
import type { TestApp } from './test-app.js';

const replayCli = join(dirname(fileURLToPath(import.meta.url)), '../../../projections/dist/replay/replay-cli.js');

/** Read models rebuilt from the event log of a test installation, and where to look at them. */
export interface RebuiltReadModels {
  /** A provider of a process that reads the rebuilt read models (e.g. `CASE_QUERIES`). */
  get<T>(token: string | symbol | (abstract new (...args: never[]) => T)): T;
  readonly readStore: ReadStoreConfig;
  /** `tracesIn` over the installation and the rebuilt read models. */
  traces(texts: readonly string[]): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Rebuilds `projections` (names, or all) from the installation's event log, as an operator would:
 * - embedded profile: `npm run replay` on DATA_DIR (and the KurrentDB test server with TEST_EVENT_STORE=kurrentdb,
 *   the MongoDB database with TEST_READ_STORE=mongo), in place; the app's own providers read the result;
 * - TEST_PROFILE=distributed: a projections worker (`npm run worker -- projections`) on the installation's
 *   KurrentDB into a fresh MongoDB database (a live installation's read models are not reset under its running
 *   projections worker); that worker's providers read the result, and `close` drops the database. The
 *   worker rebuilds every projection (as a new installation's would).
 */
export async function rebuildReadModels(
  t: TestApp,
  projections: readonly string[] | 'all' = 'all',
): Promise<RebuiltReadModels> {
  const store = t.app.get<EventStore>(EVENT_STORE);
  if (!testProfileIsDistributed()) {
    const eventStore = t.config.eventStore;
    const readStore = t.config.readStore;
    const replay = spawnSync(process.execPath, [replayCli, ...(projections === 'all' ? ['--all'] : projections)], {
      env: {
        ...process.env,
        DATA_DIR: t.dataDir,
        ...(eventStore.kind === 'kurrentdb'
          ? { EVENT_STORE: 'kurrentdb', KURRENTDB_URL: eventStore.connectionString }
          : {}),
        ...(readStore.kind === 'mongo' ? { READ_STORE: 'mongo', MONGO_URL: readStore.url } : {}),
      },
      encoding: 'utf8',
    });
    if (replay.status !== 0) throw new Error(`replay failed (${replay.status}): ${replay.stderr}`);
    await t.app.get<ProjectionsHost>(PROJECTIONS_HOST).waitFor(await store.headPosition());
    return {
      get: (token) => t.app.get(token),
      readStore,
      traces: (texts) => tracesIn(t, texts),
      close: async () => undefined,
    };
  }
  const stores = await distributedTestStores(t.dataDir);
  const url = freshAppDatabaseUrl(process.env.MONGO_URL!);
  const env = { ...stores.env, MONGO_URL: url, DATA_DIR: t.dataDir };
  const worker = await startAppWorker(loadConfig(env, { spaDir: join(t.dataDir, 'no-spa'), role: 'projections' }), {
    logger: false,
  });
  const close = async () => {
    await worker.stop();
    await dropTestDatabase(url);
  };
  try {
    await worker.context.get<ProjectionsHost>(PROJECTIONS_HOST).waitFor(await store.headPosition());
  } catch (error) {
    await close();
    throw error;
  }
  return {
    get: (token) => worker.context.get(token),
    readStore: { kind: 'mongo', url },
    traces: async (texts) => [...(await tracesIn(t, texts)), ...(await mongoDatabaseTraces(url, texts))],
    close,
  };
}
