import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication, LoggerService } from '@nestjs/common';
import { createApp } from '../create-app.js';
import { loadConfig, type AppConfig } from '../platform/config/app-config.js';
import type { Clock } from '../platform/clock/clock.js';
import type { Sleeper } from '../platform/clock/sleeper.js';
import type { EventStore } from '../platform/event-store/event-store.port.js';
import {
  distributedTestStores,
  releaseOrphanedStores,
  startDistributedTestWorkers,
  testProfileIsDistributed,
  type DistributedTestStores,
  type DistributedTestWorkers,
  type DistributedWorkerRole,
} from './distributed-test-profile.js';
import { startKurrentDbTestServerProcess } from './kurrentdb-test-server-process.js';
import { testReadStore } from './test-read-store.js';
import { watchShutdownHooks } from '../platform/background/shutdown-hooks.js';
import { reportingSlow } from './within.js';

/** Log lines captured from the app, to assert what is (not) logged. */
export class CapturingLogger implements LoggerService {
  readonly lines: string[] = [];
  log(message: unknown, ...rest: unknown[]) {
    this.lines.push([message, ...rest].map(String).join(' '));
  }
  error(message: unknown, ...rest: unknown[]) {
    this.log(message, ...rest);
  }
  warn(message: unknown, ...rest: unknown[]) {
    this.log(message, ...rest);
  }
  debug() {}
  verbose() {}
}

export interface TestApp {
  /** The HTTP API. On TEST_PROFILE=distributed closing it stops the workers too (a restart on the same data). */
  readonly app: INestApplication;
  readonly config: AppConfig;
  readonly logger: CapturingLogger;
  readonly dataDir: string;
  /**
   * A provider of the process that does `runsIn`'s work on this profile, for tests that drive or observe that
   * work directly (`t.get(DigestRunner, 'scheduler')`, `t.get(AlertMatcher, 'alerts')`): the API on the embedded
   * profile, which runs everything; on TEST_PROFILE=distributed the worker of that role (the API when `'api'`).
   */
  get<T = unknown>(token: InjectionToken<T>, runsIn?: 'api' | DistributedWorkerRole): T;
  close(): Promise<void>;
}

/** What `TestApp.get` accepts: a class or an injection token. */
type InjectionToken<T> = (abstract new (...args: never[]) => T) | string | symbol;

/**
 * A real application on a temporary DATA_DIR (embedded profile), listening on a random local port. With
 * TEST_EVENT_STORE=kurrentdb its event store is the KurrentDB adapter on a KurrentDB test server of its own (unless
 * `env` names the event store);
 * with TEST_READ_STORE=mongo its read models are in a fresh database on the MongoDB test server (MONGO_URL); with
 * TEST_RATE_LIMIT_STORE=mongo its rate limits count in a fresh database there.
 *
 * With TEST_PROFILE=distributed it is the distributed profile as a whole (`distributed-test-profile.ts`): the API
 * on PROFILE=distributed, which runs no background work, and the projections, feed, alerts and scheduler workers
 * in this process, on a KurrentDB test server, a MongoDB database and a Kafka namespace of their own. The
 * switches above do not apply then; `adjust` changes the API's configuration only.
 */
export async function startTestApp(
  env: NodeJS.ProcessEnv = {},
  options: {
    clock?: Clock;
    /** Replaces real waiting, e.g. `recordingSleeper()` to see the login delays without sleeping. */
    sleeper?: Sleeper;
    /** Changes the loaded configuration (e.g. the process's role), as no variable can. */
    adjust?: (config: AppConfig) => AppConfig;
    /**
     * The event store instead of the configured one; the app then runs on the embedded profile whatever
     * TEST_PROFILE says (the write-side API specs, `api-spec.test-kit.ts`, run on a store in memory).
     */
    eventStore?: EventStore;
  } = {},
): Promise<TestApp> {
  if (testProfileIsDistributed() && !options.eventStore) return startDistributedTestApp(env, options);
  // A given DATA_DIR (a restart on an earlier app's data, a directory a test prepared) belongs to the test: closing
  // leaves it, as a test that closes one app and starts the next on its data needs (scheduled-jobs-once.spec.ts).
  const ownDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? (await mkdtemp(join(tmpdir(), 'app-')));
  // A test that names its event store (apps sharing one server) needs no server of the app's own.
  const kurrentDb =
    process.env.TEST_EVENT_STORE === 'kurrentdb' && !options.eventStore && env.EVENT_STORE === undefined
      ? await startKurrentDbTestServerProcess(join(dataDir, 'kurrentdb'))
      : null;
  const readStore = await testReadStore();
  const rateLimits =
    process.env.TEST_RATE_LIMIT_STORE === 'mongo' && env.RATE_LIMIT_STORE === undefined
      ? (await import('../platform/read-store/mongo/mongo-test-databases.js')).freshRateLimitDatabase()
      : null;
  const loaded = loadConfig(
    {
      DATA_DIR: dataDir,
      PORT: '0',
      IMPORT_SCHEDULE: 'off',
      RETENTION_CLEANUP_TIME: 'off',
      ALERT_DIGEST_TIME: 'off',
      DEADLINE_REMINDER_TIME: 'off',
      // Tests sign many users up from 127.0.0.1; the limit itself is tested with its own setting.
      REGISTRATIONS_PER_IP: '100000',
      ...(kurrentDb ? { EVENT_STORE: 'kurrentdb', KURRENTDB_URL: kurrentDb.connectionString } : {}),
      ...readStore.env,
      ...(rateLimits ? { RATE_LIMIT_STORE: 'mongo', MONGO_URL: rateLimits.url } : {}),
      ...env,
    },
    { spaDir: join(dataDir, 'no-spa') },
  );
  const config = options.adjust ? options.adjust(loaded) : loaded;
  const logger = new CapturingLogger();
  let app: INestApplication;
  try {
    app = await createApp(config, {
      logger,
      clock: options.clock,
      sleeper: options.sleeper,
      eventStore: options.eventStore,
    });
    await app.listen(0, '127.0.0.1');
  } catch (error) {
    await readStore.drop();
    throw error;
  }
  return {
    app,
    config,
    logger,
    dataDir,
    get: <T>(token: InjectionToken<T>) => app.get<T>(token as string),
    close: async () => {
      await reportingSlow('closing the test app', () => app.close(), undefined, watchShutdownHooks(app));
      await kurrentDb?.stop();
      await readStore.drop();
      await rateLimits?.drop();
      if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Long enough for the projections worker on a slow test server: requests answer as on the embedded profile. */
const TEST_PROJECTION_WAIT_SECONDS = '60';

async function startDistributedTestApp(
  env: NodeJS.ProcessEnv,
  options: { clock?: Clock; sleeper?: Sleeper; adjust?: (config: AppConfig) => AppConfig },
): Promise<TestApp> {
  const ownDataDir = env.DATA_DIR === undefined; // as on the embedded profile
  const dataDir = env.DATA_DIR ?? (await mkdtemp(join(tmpdir(), 'app-')));
  const spaDir = join(dataDir, 'no-spa');
  const stores: DistributedTestStores = await distributedTestStores(dataDir);
  const processEnv: NodeJS.ProcessEnv = {
    DATA_DIR: dataDir,
    PORT: '0',
    IMPORT_SCHEDULE: 'off',
    RETENTION_CLEANUP_TIME: 'off',
    ALERT_DIGEST_TIME: 'off',
    DEADLINE_REMINDER_TIME: 'off',
    REGISTRATIONS_PER_IP: '100000',
    PROJECTION_WAIT_SECONDS: TEST_PROJECTION_WAIT_SECONDS,
    ...stores.env,
    ...env,
  };
  const logger = new CapturingLogger();
  let workers: DistributedTestWorkers | undefined;
  let app: INestApplication | undefined;
  let config: AppConfig;
  try {
    const loaded = loadConfig(processEnv, { spaDir });
    config = options.adjust ? options.adjust(loaded) : loaded;
    workers = await startDistributedTestWorkers(processEnv, { spaDir, clock: options.clock, logger });
    app = await createApp(config, { logger, clock: options.clock, sleeper: options.sleeper });
    await app.listen(0, '127.0.0.1');
  } catch (error) {
    await app?.close();
    await workers?.stop();
    await stores.release();
    throw error;
  }
  const running = workers;
  // Stopping the embedded process stops its background work; a test that closes `app` to restart on the same
  // data must not leave the workers of the first start running beside those of the second. (Nest's application
  // is a proxy that ignores an assigned `close`, hence a proxy of our own.)
  const nest = app;
  const apiHooks = watchShutdownHooks(nest);
  stores.apiOpened();
  let apiClosed = false;
  const closeAll = async () => {
    if (!apiClosed) stores.apiClosed();
    apiClosed = true;
    // The API first, while the workers still run: work it finishes on shutdown (a cleanup run it started) may wait
    // for the projections worker to show its last events; with the workers gone first, such a wait ran into
    // PROJECTION_WAIT_SECONDS (60 s here) and the close into Jest's hook timeout (CI's retention-erasure failures).
    await reportingSlow('closing the test app: the API', () => nest.close(), undefined, apiHooks);
    await reportingSlow('closing the test app: the workers', () => running.stop());
  };
  const api = new Proxy(nest, {
    get: (target, property) => {
      if (property === 'close') return closeAll;
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    app: api,
    config,
    logger,
    dataDir,
    get: <T>(token: InjectionToken<T>, runsIn: 'api' | DistributedWorkerRole = 'api') =>
      runsIn === 'api' ? nest.get<T>(token as string) : running.contextOf(runsIn).get<T>(token as string),
    close: async () => {
      await api.close();
      await reportingSlow('closing the test app: its stores', () => stores.release());
      await reportingSlow('closing the test app: orphaned stores', () => releaseOrphanedStores());
      if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
