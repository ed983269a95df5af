// Step (f) of `npm run bench -- eventstore` (issue #33 item 3): the application's own catch-up over the log of
// step (e). Step (e) measures the projections host alone; the app's start also runs what reacts to the log beside
// the read models (the court check of issue #28, the portfolio matching of new cases, the alert matcher and the
// new-case feed) and did so ten times slower than step (e) showed until session 20, unseen. Here the real app
// (backend/dist/main.js, as `npm start` runs it) starts on a copy of the log with no read models, and the time
// until it answers and reports every projection and reactor at the head is printed beside the raw replay.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { APP_ENV, APP_NODE_FLAGS, root } from '../../lib.js';
import { adminHealth, BENCH_ADMIN_ENV } from './api-user.js';
import { fmt, freePort } from './report.js';

/**
 * Starts the app on a copy of `logDir`'s events.sqlite in `workDir`; resolves once it has caught up. With
 * `cpuProfDir` the app writes a V8 CPU profile of its whole run there (at its exit after SIGTERM).
 */
export async function measureAppCatchUp(logDir, workDir, events, { cpuProfDir } = {}) {
  mkdirSync(workDir, { recursive: true });
  // The log and the installation's key its case streams are named with (the app refuses a log of another key).
  for (const file of ['events.sqlite', 'events.sqlite-wal', 'stream-name-key']) {
    const from = join(logDir, file);
    if (existsSync(from)) copyFileSync(from, join(workDir, file));
  }
  const port = await freePort();
  const started = process.hrtime.bigint();
  const app = spawn(
    process.execPath,
    [
      ...APP_NODE_FLAGS,
      ...(cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', cpuProfDir] : []),
      '--import',
      new URL('./cpu-usage-probe.js', import.meta.url).href,
      'backend/dist/main.js',
    ],
    {
      cwd: root,
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
  app.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = new Promise((resolve) => app.once('exit', resolve));
  try {
    // The app answers once its start-up catch-up is done (the administrator is ensured against the read models).
    for (;;) {
      const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r(undefined), 100))]);
      if (code !== undefined) throw new Error(`the application exited (${code}) during start:\n${stderr}`);
      const live = await fetch(`http://127.0.0.1:${port}/api/health/live`).catch(() => undefined);
      if (live?.status === 200) break;
    }
    const answering = Number(process.hrtime.bigint() - started) / 1e9;
    for (;;) {
      const health = JSON.parse((await adminHealth(port)).body);
      const lags = [
        ...health.projections.map((p) => p.lag),
        ...health.components.filter((c) => c.details?.lag !== undefined).map((c) => c.details.lag),
      ];
      if (lags.every((lag) => lag === 0)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const { user, system } = await cpuUsage(app);
    return { events, answering, seconds, cpuSeconds: (user + system) / 1e6 };
  } finally {
    app.kill('SIGTERM');
    const timeout = setTimeout(() => app.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timeout);
  }
}

export function printAppCatchUp({ events, answering, seconds, cpuSeconds }, replay) {
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
