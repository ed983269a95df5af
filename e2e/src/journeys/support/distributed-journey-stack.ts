import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import {
  startKurrentDbTestServerProcess,
  type KurrentDbTestServerProcess,
} from '@insolvenz/backend/test/kurrentdb-test-server-process.js';
import { dropTestDatabase, freshAppDatabaseUrl } from '@insolvenz/backend/test/mongo/test-database.js';
import { repoRoot, startAppProcess, type AppProcess } from '../../support/app-process.js';
import { startWorkerProcess, type WorkerProcess } from '../../support/worker-process.js';

/** The workers of PROFILE=distributed in the order they start: the projections first (the CLI waits for them). */
const BEFORE_ACCOUNTS = ['projections', 'feed', 'alerts'] as const;

export interface DistributedJourneyStack {
  readonly app: AppProcess;
  /** SIGTERM to the API and every worker (each finishes its work in flight), then drops the stores. */
  close(): Promise<void>;
}

/**
 * The journeys' application on PROFILE=distributed (TEST_PROFILE=distributed, issue #18): the API (no background
 * work) and the projections, feed, alerts and scheduler workers as processes of their own, on a KurrentDB test
 * server of their own, a fresh database on the MongoDB test server (MONGO_URL) and a Kafka namespace of their own
 * on the broker (KAFKA_BROKERS). Every process gets the same environment, so a setting a journey passes (e.g.
 * IMPORT_CONCURRENCY) reaches whichever process does that work: the scheduler runs the first import
 * (IMPORT_ON_START), the API the imports an admin starts. They share `dataDir`: the outbox of mails sent without
 * SMTP is one directory, whichever process sends. `apiEnv` is for the API process only (its port and Stripe's
 * settings: the API alone calls Stripe and takes its webhooks).
 */
export async function startDistributedJourneyStack(
  dataDir: string,
  appEnv: Record<string, string>,
  apiEnv: Record<string, string> = {},
): Promise<DistributedJourneyStack> {
  const MONGO_URL = process.env.MONGO_URL?.trim() ?? '';
  const KAFKA_BROKERS = process.env.KAFKA_BROKERS?.trim() ?? '';
  if (MONGO_URL === '' || KAFKA_BROKERS === '') {
    throw new Error(
      'TEST_PROFILE=distributed needs the MongoDB test server and the Kafka broker: set MONGO_URL and KAFKA_BROKERS ' +
        '(`npm run services -- start` starts them and prints both)',
    );
  }
  const kurrentDb: KurrentDbTestServerProcess = await startKurrentDbTestServerProcess(join(dataDir, 'kurrentdb'));
  const mongoUrl = freshAppDatabaseUrl(MONGO_URL);
  const workers: WorkerProcess[] = [];
  let app: AppProcess | undefined;
  const close = async () => {
    await app?.stop();
    // The scheduler first (it may still be importing), the projections last (the others' writes reach them).
    for (const worker of [...workers].reverse()) await worker.stop();
    await dropTestDatabase(mongoUrl).catch(() => undefined);
    await kurrentDb.stop();
  };
  try {
    const env: Record<string, string> = {
      PROFILE: 'distributed',
      DATA_DIR: dataDir,
      KURRENTDB_URL: kurrentDb.connectionString,
      MONGO_URL: mongoUrl,
      KAFKA_BROKERS,
      KAFKA_NAMESPACE: `journey-${randomBytes(4).toString('hex')}`,
      // Stopping a worker waits for its consumer's fetch: 250 ms instead of kafkajs's 5 s.
      KAFKA_FETCH_WAIT_MS: '250',
      // Every process signs and checks the same sessions and unsubscribe links.
      JWT_SECRET: `journey-${randomBytes(24).toString('hex')}`,
      // … and names the case streams with the same key.
      STREAM_NAME_KEY: `journey-${randomBytes(24).toString('hex')}`,
      // As the embedded journey app (startAppProcess's default): no scheduled import session, only the first one.
      IMPORT_SCHEDULE: 'off',
      ...appEnv,
    };
    // The projections worker first; the feed and the alerts worker then start side by side (every started one is
    // kept for close, also when the other failed).
    const [first, ...together] = BEFORE_ACCOUNTS;
    workers.push(await startWorkerProcess(first, env));
    const started = await Promise.allSettled(together.map((name) => startWorkerProcess(name, env)));
    for (const result of started) if (result.status === 'fulfilled') workers.push(result.value);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    // The demo accounts before the first import, as on the embedded profile; the CLI waits for the projections.
    const users = spawnSync(process.execPath, [join(repoRoot, 'backend/dist/cli/main.js'), 'demo-users'], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
    if (users.status !== 0) throw new Error(`demo-users failed on PROFILE=distributed: ${users.stderr}`);
    workers.push(await startWorkerProcess('scheduler', env));
    app = await startAppProcess({ ...env, ...apiEnv });
    return { app, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}
