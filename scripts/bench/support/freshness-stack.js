// The installation the freshness benchmark measures, on either profile: embedded (one app process runs the poll,
// the matcher, the immediate sender and the webhook delivery) or distributed (the projections, feed, alerts and
// scheduler workers and the API as processes of their own, on a KurrentDB test server, a fresh MongoDB database and
// a Kafka namespace of their own). Every process gets the same environment.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { APP_ENV, APP_NODE_FLAGS, root } from '../../lib.js';
import { freePort } from './report.js';

const WORKERS = ['projections', 'feed', 'alerts', 'scheduler'];

/** A child process with its output kept (the last 200 lines), printed when the benchmark fails. */
function startProcess(name, args, env) {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines = [];
  // BENCH_LOG_DIR=<dir>: every process's whole output also goes to <dir>/<name>.log (to see where time goes).
  const file = process.env.BENCH_LOG_DIR ? createWriteStream(join(process.env.BENCH_LOG_DIR, `${name}.log`)) : null;
  const keep = (chunk) => {
    file?.write(chunk);
    lines.push(...chunk.toString().split('\n'));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  return {
    name,
    child,
    output: () => lines.join('\n'),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function waitFor(what, probe, timeoutMs, processes) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const p of processes) {
      if (p.child.exitCode !== null) throw new Error(`${p.name} exited early:\n${p.output()}`);
    }
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Creates `count` Pro accounts (support/pro-accounts.js) with the installation's environment. */
function createProAccounts(env, count, password) {
  const result = spawnSync(
    process.execPath,
    [join(root, 'scripts/bench/support/pro-accounts.js'), String(count), password],
    { cwd: root, env: { ...env, PROJECTION_WAIT_SECONDS: '300' }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`creating the Pro accounts failed:\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1)).emails;
}

/**
 * Starts the installation with `settings` (the poll, webhooks, mail), creates the Pro accounts and waits until the
 * API answers and the first import has run. Returns `{ baseUrl, emails, processes, close() }`.
 */
export async function startFreshnessStack({ profile, dataDir, settings, accounts, password }) {
  const port = await freePort();
  const processes = [];
  const cleanups = [];
  const close = async () => {
    for (const p of [...processes].reverse()) await p.stop();
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    let env = { ...process.env, ...APP_ENV, DATA_DIR: dataDir, ...settings };
    if (profile === 'distributed') {
      const { freshMongoDatabase, checkMongoReachable, startKurrentDbTestServerProcess } =
        await import('./distributed-services.js');
      await checkMongoReachable();
      const kurrentDb = await startKurrentDbTestServerProcess(join(dataDir, 'kurrentdb'));
      cleanups.push(() => kurrentDb.stop());
      const mongo = freshMongoDatabase('freshness');
      cleanups.push(() => mongo.drop());
      env = {
        ...env,
        PROFILE: 'distributed',
        KURRENTDB_URL: kurrentDb.url,
        MONGO_URL: mongo.url,
        KAFKA_BROKERS: process.env.KAFKA_BROKERS ?? '127.0.0.1:9092',
        KAFKA_NAMESPACE: `bench-freshness-${randomBytes(4).toString('hex')}`,
        KAFKA_FETCH_WAIT_MS: '250',
        JWT_SECRET: randomBytes(32).toString('base64url'),
        STREAM_NAME_KEY: randomBytes(32).toString('base64url'),
      };
      for (const name of WORKERS.filter((w) => w !== 'scheduler')) {
        const health = { HEALTH_PORT: String(await freePort()) };
        processes.push(startProcess(name, [join(root, 'backend/dist/workers/main.js'), name], { ...env, ...health }));
      }
      await waitFor(
        'the workers',
        async () => processes.every((p) => p.output().includes('worker running')),
        120_000,
        processes,
      );
    }
    // The accounts before the first import, as the demo does (on distributed the CLI waits for the projections).
    const emails = createProAccounts(env, accounts, password);
    if (profile === 'distributed') {
      const health = { HEALTH_PORT: String(await freePort()) };
      processes.push(
        startProcess('scheduler', [join(root, 'backend/dist/workers/main.js'), 'scheduler'], { ...env, ...health }),
      );
    }
    processes.push(
      startProcess('api', [...APP_NODE_FLAGS, join(root, 'backend/dist/main.js')], { ...env, PORT: String(port) }),
    );
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitFor('the API', async () => (await fetch(`${baseUrl}/api/health/ready`)).ok, 180_000, processes);
    return { baseUrl, emails, processes, close };
  } catch (error) {
    for (const p of processes) console.error(`--- ${p.name} (last lines)\n${p.output()}`);
    await close();
    throw error;
  }
}
