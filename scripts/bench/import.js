// `npm run bench -- import [--volume 4000] [--parse 6000] [--days 3] [--cpu-prof DIR]`: notice parsing speed, deadline
// extraction accuracy on the labelled real notices (support/deadline-accuracy.js), and a full import of
// the last days from the portal replica through the real app (client, parser, ImportCase, projections). While
// the import runs, a probe requests GET /api/health/live (a constant) one request after the other and reports
// its latency (p50/p95/max; target p95 <= 20 ms), and the app's own main-thread event loop delay is recorded
// (perf_hooks.monitorEventLoopDelay, preloaded by support/loop-delay-probe.js). With --cpu-prof DIR, the app's
// main thread is profiled over the same window (support/cpu-profile-probe.js) and each run's profile is written
// to DIR.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { freePort } from './support/report.js';
import { PUBLIC_API_KEY, registerUser } from './support/api-user.js';
import { corpusTypeCounts, printTypeShares, recordedTypeCounts } from './support/type-shares.js';
import { printDeadlineAccuracy } from './support/deadline-accuracy.js';
import { APP_ENV, APP_NODE_FLAGS } from '../lib.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const load = (path) => import(pathToFileURL(join(root, path)).href);

function option(args, name, fallback) {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
}

/** A recent weekday (Berlin), so the generator publishes a full working day. */
function recentWeekday() {
  const day = new Date();
  while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

async function benchParse(count) {
  const { parseNotice } = await load('backend/dist/cases/notice-parser/parse-notice.js');
  const { generateDay } = await load('e2e/dist/portal-replica/generator/generate-day.js');
  const texts = generateDay(recentWeekday(), { seed: 11, volume: count }).map((n) => n.text);
  for (const text of texts.slice(0, 200)) parseNotice(text); // warm-up
  let started = performance.now();
  for (const text of texts) parseNotice(text);
  const generated = { notices: texts.length, seconds: (performance.now() - started) / 1000 };
  const corpusFile = join(root, '../shared/fixtures/real-notices/corpus.json');
  let real = null;
  if (existsSync(corpusFile)) {
    const corpus = JSON.parse(readFileSync(corpusFile, 'utf8')).map((n) => n.text);
    started = performance.now();
    for (let round = 0; round < 5; round++) for (const text of corpus) parseNotice(text);
    real = { notices: corpus.length * 5, seconds: (performance.now() - started) / 1000 };
  }
  return { generated, real };
}

async function benchImport(volume, days, cpuProfDir) {
  const { startPortalReplica } = await load('e2e/dist/portal-replica/replica-server.js');
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
  const replica = await startPortalReplica({ port: 0, seed: 5, volume, today, days });
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-import-'));
  try {
    const first = await importOnce(replica, dataDir, days, cpuProfDir);
    const types = recordedTypeCounts(dataDir);
    const second = await importOnce(replica, dataDir, days, cpuProfDir);
    return { first, second, types, requests: replica.stats().requests };
  } finally {
    await replica.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// The probe runs in its own thread: the replica serves from this process's main thread, and its work must not
// count as the app's latency.
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
const latencies = [];
let stopped = false;
parentPort.once('message', () => (stopped = true));
(async () => {
  while (!stopped) {
    const sent = performance.now();
    const response = await fetch(workerData.url).catch(() => null);
    if (response) {
      await response.arrayBuffer();
      if (response.ok) latencies.push(performance.now() - sent);
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  parentPort.postMessage(latencies);
})();
`;

/** Requests a constant endpoint one after the other until `stop()`; returns the latencies in ms. */
function latencyProbe(baseUrl) {
  const worker = new Worker(PROBE, { eval: true, workerData: { url: `${baseUrl}/api/health/live` } });
  const result = new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    stop: async () => {
      worker.postMessage('stop');
      const latencies = await result;
      await worker.terminate();
      return latencies;
    },
  };
}

/** Waits for the app's answer carrying `key` (null if none comes within 5 s). */
function answer(app, key) {
  return new Promise((resolve) => {
    const timer = setTimeout(done, 5000, null);
    app.on('message', onMessage);
    function onMessage(message) {
      if (message?.[key] !== undefined) done(message[key]);
    }
    function done(value) {
      clearTimeout(timer);
      app.off('message', onMessage);
      resolve(value);
    }
  });
}

/**
 * Asks the app's preloaded probes for the event loop delay since the reset (null if it does not answer) and,
 * when profiling, waits until the CPU profile is written.
 */
async function reportLoopDelay(app, profiling) {
  const loopDelay = answer(app, 'loopDelay');
  const profile = profiling ? answer(app, 'cpuProfile') : null;
  app.send('loop-delay:report');
  const written = await profile;
  if (written) console.log(`CPU profile of the app's main thread: ${written}`);
  return loopDelay;
}

function percentile(sorted, p) {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function summarise(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1], n: sorted.length };
}

/** Starts the app on `dataDir`, lets it run one import at start-up, and reports what that run recorded. */
async function importOnce(replica, dataDir, days, cpuProfDir) {
  const port = await freePort();
  const started = Date.now();
  const preload = (file) => ['--import', pathToFileURL(join(root, 'scripts/bench/support', file)).href];
  const probes = [...preload('loop-delay-probe.js'), ...(cpuProfDir ? preload('cpu-profile-probe.js') : [])];
  const app = spawn(process.execPath, [...APP_NODE_FLAGS, ...probes, join(root, 'backend/dist/main.js')], {
    env: {
      ...APP_ENV,
      ...process.env,
      ...(cpuProfDir ? { BENCH_CPU_PROF_DIR: cpuProfDir } : {}),
      DATA_DIR: dataDir,
      PORT: String(port),
      PORTAL_URL: replica.url,
      IMPORT_DAYS: String(days),
      IMPORT_ON_START: 'true',
      IMPORT_SCHEDULE: 'off',
      IMPORT_DELAY_MS: '0',
    },
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
  let probe;
  let latencies = [];
  let loopDelay;
  try {
    let token;
    for (;;) {
      await new Promise((r) => setTimeout(r, 500));
      token ??= await registerUser(`http://127.0.0.1:${port}`).catch(() => undefined);
      if (!token) continue;
      if (!probe) {
        app.send('loop-delay:reset'); // the app listens: record its event loop delay from here on
        probe = latencyProbe(`http://127.0.0.1:${port}`);
      }
      const response = await fetch(`http://127.0.0.1:${port}/api/insolvency/import-status`, {
        headers: { 'X-API-Key': PUBLIC_API_KEY, Authorization: `Bearer ${token}` },
      }).catch(() => null);
      if (!response?.ok) continue;
      const status = await response.json();
      const last = status.systemStatus.lastImportTime;
      if (status.systemStatus.status !== 'running' && last && Date.parse(last) >= started) break;
      if (Date.now() - started > 60 * 60_000) throw new Error('import did not finish within 60 minutes');
    }
  } finally {
    if (probe) latencies = await probe.stop();
    loopDelay = await reportLoopDelay(app, Boolean(cpuProfDir));
    app.kill('SIGTERM');
    await new Promise((r) => app.once('exit', r));
  }
  const db = new DatabaseSync(join(dataDir, 'events.sqlite'), { readOnly: true });
  const runs = db.prepare("SELECT data FROM es_events WHERE type = 'ImportRunCompleted' ORDER BY position").all();
  const run = JSON.parse(runs[runs.length - 1].data);
  db.close();
  const sum = (key) => run.days.reduce((n, d) => n + d[key], 0);
  return {
    listed: sum('listed'),
    fetched: sum('fetched'),
    notices: run.newCases + run.newNotices,
    newCases: run.newCases,
    complete: run.days.every((d) => d.complete),
    seconds: run.durationMs / 1000,
    live: summarise(latencies),
    loopDelay,
  };
}

function latencyLine(label, r) {
  const ms = (n) => `${n.toFixed(1)} ms`;
  const loop = r.loopDelay
    ? `; app event loop delay p50 ${r.loopDelay.p50} ms, p99 ${r.loopDelay.p99} ms, max ${r.loopDelay.max} ms`
    : '';
  return (
    `${label}: GET /api/health/live during the import (${r.live.n} requests, one at a time): p50 ${ms(r.live.p50)}, ` +
    `p95 ${ms(r.live.p95)}, max ${ms(r.live.max)} (target p95 <= 20 ms)${loop}`
  );
}

export async function run(args) {
  const parse = await benchParse(option(args, 'parse', 6000));
  const volume = option(args, 'volume', 4000);
  const days = option(args, 'days', 3);
  const profIndex = args.indexOf('--cpu-prof');
  const cpuProfDir = profIndex >= 0 ? resolve(args[profIndex + 1] ?? '.') : undefined;
  if (cpuProfDir) mkdirSync(cpuProfDir, { recursive: true });
  console.log(`machine: ${cpus().length} cores, Node ${process.version}`);
  const rate = (r) => Math.round(r.notices / r.seconds).toLocaleString('en-US');
  console.log(
    `parse, generated notices: ${parse.generated.notices} in ${parse.generated.seconds.toFixed(2)} s = ${rate(parse.generated)} notices/s`,
  );
  if (parse.real)
    console.log(
      `parse, real corpus (5 rounds): ${parse.real.notices} in ${parse.real.seconds.toFixed(2)} s = ${rate(parse.real)} notices/s`,
    );
  await printDeadlineAccuracy(root);
  console.log(
    `full import from the replica (${volume} notices per working day, last ${days} days, 4 sessions, no delay) …`,
  );
  const { first, second, types, requests } = await benchImport(volume, days, cpuProfDir);
  console.log(
    `first run: ${first.listed} listed, ${first.fetched} fetched, ${first.notices} notices recorded (${first.newCases} cases) ` +
      `in ${first.seconds.toFixed(1)} s = ${rate(first)} notices/s, all days complete: ${first.complete}`,
  );
  console.log(
    `second run: ${second.listed} listed, ${second.fetched} fetched, ${second.notices} new notices in ${second.seconds.toFixed(1)} s`,
  );
  console.log(latencyLine('first run', first));
  console.log(latencyLine('second run', second));
  console.log(`replica requests: ${JSON.stringify(requests)}`);
  await printNoticeTypes(types);
}

/** Notice types recorded by the replica import, and the parser's types on the real corpus. */
async function printNoticeTypes(replicaTypes) {
  printTypeShares('replica import', replicaTypes);
  const corpus = await corpusTypeCounts(root);
  if (corpus) printTypeShares('real corpus', corpus);
  else console.log('notice types, real corpus: ../shared/fixtures/real-notices/corpus.json not found');
}
