// Step (f) of `npm run bench -- eventstore` (issue #33 item 3): the application's own catch-up over the log of
// step (e). Step (e) measures the projections host alone; the app's start also runs what reacts to the log beside
// the read models (the court check of issue #28, the portfolio matching of new cases, the alert matcher and the
// new-case feed) and did so ten times slower than step (e) showed until session 20, unseen. Here the real app
// (backend/dist/main.js, as `npm start` runs it) starts on a copy of the log with no read models, and the time
// until it answers and reports every projection and reactor at the head is printed beside the raw replay.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { APP_ENV, APP_NODE_FLAGS, root } from '../../lib.js';
import { adminHealth, BENCH_ADMIN_ENV } from './api-user.js';
import { fmt, freePort } from './report.js';

/**
 * Starts the app on a copy of `logDir`'s events.sqlite in `workDir`; resolves once it has caught up. With
 * `cpuProfDir` the app writes a V8 CPU profile of its whole run there (at its exit after SIGTERM); `appRoot` runs
 * another checkout's build (before/after in one sitting).
 */
export async function measureAppCatchUp(logDir, workDir, events, { cpuProfDir, appRoot = root } = {}) {
  mkdirSync(workDir, { recursive: true });
  // The log and the installation's key its case streams are named with (the app refuses a log of another key).
  for (const file of ['events.sqlite', 'events.sqlite-wal', 'stream-name-key']) {
    const from = join(logDir, file);
    if (existsSync(from)) copyFileSync(from, join(workDir, file));
  }
  const app = await startApp(workDir, appRoot, cpuProfDir);
  try {
    // The app answers at once; requests that read a read model not rebuilt yet get 503 until it is (issue #33).
    const answering = await app.answering();
    const probes = await probeUntilCaughtUp(app.port);
    const seconds = app.seconds();
    const { user, system } = await cpuUsage(app.child);
    return { events, answering, seconds, cpuSeconds: (user + system) / 1e6, probes };
  } finally {
    await app.stop();
  }
}

/** The read models an upgrade rebuilds in step (g): the two largest, as a change of their versions would. */
const REBUILT = ['cases', 'debtor-files'];

/**
 * Step (g): the app of step (f) started again after an upgrade that changed the cases and debtor-files read models
 * (their stored versions set back: the app rebuilds both from the first event). The other read models are at the
 * head, so it answers at once and rebuilds while it serves: what the readiness probe every open page asks every
 * 30 s and a liveness check cost meanwhile. Until the probe says `ok` (every lag within the tolerance) no login is
 * tried (the detailed health needs one).
 */
export async function measureAppRebuild(workDir, events, { appRoot = root } = {}) {
  const db = new DatabaseSync(join(workDir, 'read-models.sqlite'));
  try {
    const outdate = db.prepare('UPDATE projection_checkpoints SET version = version - 1 WHERE name = ?');
    for (const name of REBUILT) if (outdate.run(name).changes !== 1) throw new Error(`no checkpoint of ${name}`);
  } finally {
    db.close();
  }
  const app = await startApp(workDir, appRoot);
  try {
    const answering = await app.answering();
    const rebuilding = { ready: [], live: [] };
    for (;;) {
      const ready = await timed(app.port, '/api/health/ready', rebuilding.ready);
      await timed(app.port, '/api/health/live', rebuilding.live);
      if (ready.status === 'ok') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const ready = app.seconds();
    await probeUntilCaughtUp(app.port);
    return { events, answering, ready, seconds: app.seconds(), rebuilding };
  } finally {
    await app.stop();
  }
}

async function startApp(workDir, appRoot, cpuProfDir) {
  const port = await freePort();
  const started = process.hrtime.bigint();
  const child = spawn(
    process.execPath,
    [
      ...APP_NODE_FLAGS,
      ...(cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', cpuProfDir] : []),
      '--import',
      new URL('./cpu-usage-probe.js', import.meta.url).href,
      'backend/dist/main.js',
    ],
    {
      cwd: appRoot,
      env: {
        ...process.env,
        ...APP_ENV,
        DATA_DIR: workDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        IMPORT_SCHEDULE: 'off',
        RETENTION_CLEANUP_TIME: 'off',
        ALERT_DIGEST_TIME: 'off',
        ...BENCH_ADMIN_ENV,
      },
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
  return {
    port,
    child,
    seconds,
    /** Seconds until /api/health/live answers. */
    answering: async () => {
      for (;;) {
        const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r(undefined), 100))]);
        if (code !== undefined) throw new Error(`the application exited (${code}) during start:\n${stderr}`);
        const live = await fetch(`http://127.0.0.1:${port}/api/health/live`).catch(() => undefined);
        if (live?.status === 200) return seconds();
      }
    },
    stop: async () => {
      child.kill('SIGTERM');
      const timeout = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timeout);
    },
  };
}

/** Times one GET; its JSON body. */
async function timed(port, path, into) {
  const sent = performance.now();
  const body = await (await fetch(`http://127.0.0.1:${port}${path}`)).json();
  into.push(performance.now() - sent);
  return body;
}

/**
 * Polls until every projection and reactor is at the head, timing a readiness probe (what every open page asks
 * every 30 s) and a liveness check on each round.
 */
async function probeUntilCaughtUp(port) {
  const probes = { ready: [], live: [], loginsRefused: 0 };
  let unknownSince;
  for (;;) {
    await timed(port, '/api/health/ready', probes.ready);
    await timed(port, '/api/health/live', probes.live);
    // The administrator's login answers 503 while the accounts read model is rebuilt from the first event, and 401
    // for the moment between its end and the administrator of ADMIN_EMAIL being recorded (ensured right after).
    const answer = await adminHealth(port).catch((error) => {
      if (error.status === 401 && performance.now() - (unknownSince ??= performance.now()) < 30_000) return undefined;
      if (error.status !== 503) throw error;
      probes.loginsRefused++;
      return undefined;
    });
    if (answer === undefined) {
      await new Promise((r) => setTimeout(r, 100));
      continue;
    }
    const health = JSON.parse(answer.body);
    const lags = [
      ...health.projections.map((p) => p.lag),
      ...health.components.filter((c) => c.details?.lag !== undefined).map((c) => c.details.lag),
    ];
    if (lags.every((lag) => lag === 0)) return probes;
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function printAppCatchUp({ events, answering, seconds, cpuSeconds, probes }, replay) {
  const rate = events / seconds;
  const replayRate = replay.events / replay.seconds;
  console.log(
    `\n(f) the application's own catch-up over the same log (backend/dist/main.js, no read models; projections, ` +
      `court check, portfolio matching, alert matcher, new-case feed):`,
  );
  console.log(
    `    answering after ${answering.toFixed(1)} s, every projection and reactor at the head after ` +
      `${seconds.toFixed(1)} s: ${fmt(Math.round(rate))} events/s = ${((rate / replayRate) * 100).toFixed(1)} % of ` +
      `the raw replay; the app's CPU ${cpuSeconds.toFixed(1)} s (${((cpuSeconds / events) * 1e6).toFixed(0)} µs per ` +
      `event, start-up included); 1,000,000 events at this rate: about ${Math.round(1_000_000 / rate / 60)} min`,
  );
  console.log(
    `    from answering to the head: readiness probe (GET /api/health/ready) ${describe(probes.ready)}; liveness ` +
      `(GET /api/health/live) ${describe(probes.live)}; the administrator's login answered 503 (accounts being ` +
      `rebuilt) ${probes.loginsRefused} times`,
  );
}

export function printAppRebuild({ events, answering, ready, seconds, rebuilding }) {
  console.log(
    `\n(g) the app of (f) started again after an upgrade that changed the ${REBUILT.join(' and ')} read models ` +
      `(rebuilt from the first event while it serves; the others at the head):`,
  );
  console.log(
    `    answering after ${answering.toFixed(1)} s, readiness ok (every lag within the tolerance) after ` +
      `${ready.toFixed(1)} s, both rebuilt after ${seconds.toFixed(1)} s (${fmt(Math.round(events / seconds))} ` +
      `events/s)`,
  );
  console.log(
    `    while rebuilding: readiness probe (GET /api/health/ready) ${describe(rebuilding.ready)}; liveness ` +
      `(GET /api/health/live) ${describe(rebuilding.live)}`,
  );
}

function cpuUsage(child) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the app did not report its CPU usage')), 10_000);
    const onMessage = (message) => {
      if (!message?.cpuUsage) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(message.cpuUsage);
    };
    child.on('message', onMessage);
    child.send('cpu-usage');
  });
}

/** "n calls, median … ms, max … ms" of the durations in `ms`. */
function describe(ms) {
  if (ms.length === 0) return 'not called (no lag left once it answered)';
  const sorted = [...ms].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  return `${sorted.length} calls, median ${median.toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms`;
}
