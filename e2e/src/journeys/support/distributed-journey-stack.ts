import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import {
  startKurrentDbTestServerProcess,
  type KurrentDbTestServerProcess,
} from '@insolvenz/backend/test/kurrentdb-test-server-process.js';
import { dropTestDatabase, freshAppDatabaseUrl } from '@insolvenz/backend/test/mongo/test-database.js';
import { SHUTDOWN_DEADLINE_MS } from '@insolvenz/backend/platform/background/shutdown-hooks.js';
import { startAppProcess, type AppProcess } from '../../support/app-process.js';
import { createDemoUsersIn } from '../../support/demo-users.js';
import { startWorkerProcess, type WorkerProcess } from '../../support/worker-process.js';

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
    // In three steps, the processes of a step side by side: the API and the scheduler first (both may still be
    // writing: an import an admin started, the scheduled one), then the feed and the alerts worker, the projections
    // last (the others' writes reach them). Under load a process may take up to its shutdown deadline; one after
    // the other, five of them ran past the 60 s a hook may take (CI, 2026-12-06).
    const stopping = (names: readonly string[]) => workers.filter((worker) => names.includes(worker.name));
    await Promise.all([
      timed(
        'api',
        () => app?.stop(),
        () => app?.output(),
      ),
      ...stopping(['scheduler']).map((worker) => timed(worker.name, worker.stop, worker.output)),
    ]);
    await Promise.all(stopping(['feed', 'alerts']).map((worker) => timed(worker.name, worker.stop, worker.output)));
    await Promise.all(stopping(['projections']).map((worker) => timed(worker.name, worker.stop, worker.output)));
    await timed('drop database', () => dropTestDatabase(mongoUrl).catch(() => undefined));
    await timed('kurrentdb', () => kurrentDb.stop());
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
    // Side by side where nothing depends on the order (one after the other, the six starts took 25 s on an idle
    // machine): the projections, feed and alerts workers, the API and the demo accounts' CLI command at once (the
    // CLI waits up to 60 s for the projections worker to show its accounts); the scheduler, whose first import the
    // journeys watch, once the demo accounts exist, as on the embedded profile. Every started process is kept for
    // close, also when another one failed.
    const keep = (worker: Promise<WorkerProcess>) => worker.then((started) => void workers.push(started));
    const starts = await Promise.allSettled([
      keep(startWorkerProcess('projections', env)),
      keep(startWorkerProcess('feed', env)),
      keep(startWorkerProcess('alerts', env)),
      startAppProcess({ ...env, ...apiEnv }).then((started) => void (app = started)),
      createDemoUsersIn(env).then(() => keep(startWorkerProcess('scheduler', env))),
    ]);
    const failed = starts.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    if (!app) throw new Error('the API did not start');
    return { app, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}

/** How long closing the stack may take: three steps of processes that each may use their shutdown deadline. */
export const DISTRIBUTED_STACK_CLOSE_MS = 3 * SHUTDOWN_DEADLINE_MS + 30_000;

/** A stop that takes longer than this is reported (a stop usually takes well under a second). */
const SLOW_STOP_MS = 10_000;

/**
 * A step of `close` that takes long says so, with what its process said last: while it still runs (a hook's
 * timeout would cut the report off) and when it ended.
 */
async function timed(
  step: string,
  run: () => Promise<unknown> | undefined,
  output: () => string | undefined = () => '',
): Promise<void> {
  const started = Date.now();
  const report = (what: string) => {
    const tail = (output() ?? '').trimEnd().split('\n').slice(-15).join('\n  ');
    console.warn(`closing the distributed journey stack: ${step} ${what}${tail ? `; its last lines:\n  ${tail}` : ''}`);
  };
  const slow = setTimeout(() => report(`still stopping after ${SLOW_STOP_MS / 1000} s`), SLOW_STOP_MS);
  try {
    await run();
  } finally {
    clearTimeout(slow);
  }
  const ms = Date.now() - started;
  if (ms > SLOW_STOP_MS) report(`took ${ms} ms`);
}
