// `npm run bench -- retention [--cases N] [--data-dir DIR] [--keep] [--cpu-prof DIR] [--seeded DIR] [--blocks DIR]
// [--slow-statements MS]`: the retention cleanup
// through the running application's HTTP API. Seeds N expired cases (default 100,000; hashed case ids, realistic notices) into a
// fresh DATA_DIR, starts the app (backend/dist), lets its read models catch up, then an administrator starts
// the cleanup (POST /api/admin/cleanup answers 202 at once) and the admin dashboard is polled until the run
// is over. Meanwhile one client calls GET /api/health/live back to back: its latency shows whether the cleanup
// keeps the API responsive. Prints the cleanup time, cases/s and p50/p95/p99/max of the liveness probe, the app's
// main-thread event-loop delay over the cleanup (perf_hooks, preloaded by support/loop-delay-probe.js) and the
// event-loop delay of a bare Node process beside it (support/bare-loop-lag.js: what the loaded machine alone
// causes). --seeded DIR: a seeded data dir whose read models have caught up, copied for each run (prepared there
// on the first use: seed, start, catch up, stop), so a run at 100,000 cases does not wait minutes for the app's
// catch-up. --blocks DIR: a CPU profile of the app's main thread over the cleanup (support/cpu-profile-probe.js),
// and its longest stretches without an idle sample, named by our frames (support/profile-blocks.js).
// --slow-statements MS: every SQLite call slower than MS over the cleanup, on any thread, with its SQL and stack
// (support/slow-statements-probe.js): a statement waiting for another connection's lock stalls the event loop
// without a CPU sample, so --blocks cannot name it.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fmt, freePort, machineLine } from './support/report.js';
import { PUBLIC_API_KEY } from './support/api-user.js';
import { seedExpiredCases } from './support/retention-seed.js';
import { longestBlocks } from './support/profile-blocks.js';
import { APP_NODE_FLAGS } from '../lib.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const TARGET_SECONDS = 60;
const ADMIN = { email: 'bench-admin@example.de', password: 'Bench-Admin-Passwort-1' };

export async function run(args) {
  const options = parseArgs(args);
  const dir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'insolvenz-bench-retention-'));
  let app;
  const cleanup = () => {
    app?.kill('SIGKILL');
    if (!options.keep) rmSync(dir, { recursive: true, force: true });
  };
  const onSignal = () => {
    cleanup();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  console.log(
    'Retention benchmark: POST /api/admin/cleanup on the embedded profile, /api/health/live probed meanwhile',
  );
  console.log(machineLine());
  console.log(`DATA_DIR: ${dir} (${options.keep ? 'kept' : 'temporary, deleted at the end'})\n`);
  try {
    if (options.seeded) await prepareSeeded(options.seeded, options.cases);
    if (options.seeded) {
      cpSync(options.seeded, dir, { recursive: true });
      console.log(`data: a copy of ${options.seeded} (seeded, read models caught up)`);
    } else {
      const seedStarted = Date.now();
      const events = seedExpiredCases(dir, options.cases);
      console.log(`seed: ${fmt(options.cases)} expired cases (${fmt(events)} events) in ${seconds(seedStarted)} s`);
    }

    const port = await freePort();
    const appStarted = Date.now();
    app = await startApp(dir, port, options.cpuProf, options.blocks, options.slowStatements);
    await caughtUp(port);
    console.log(`app: started and read models caught up in ${seconds(appStarted)} s`);
    const bare = startBareLoopLag();

    const token = await login(port);
    const before = await dashboard(port, token);
    const due = before.insolvencyData.pendingDeletion.individuals + before.insolvencyData.pendingDeletion.companies;
    console.log(`due for erasure: ${fmt(due)} of ${fmt(before.insolvencyData.total)} cases\n`);

    const probe = startProbe(port);
    app.send('loop-delay:reset');
    bare.send('loop-delay:reset');
    const loadBefore = loadavg()[0];
    const cpuBefore = cpuSeconds(app.pid);
    const started = Date.now();
    const response = await call(port, 'POST', '/api/admin/cleanup', token);
    const answeredMs = Date.now() - started;
    if (response.status !== 202 && response.status !== 200) {
      throw new Error(`POST /api/admin/cleanup answered ${response.status}: ${response.body}`);
    }
    const { runId } = JSON.parse(response.body);
    const outcome = response.status === 202 ? await finished(port, token, runId) : JSON.parse(response.body);
    const elapsedMs = Date.now() - started;
    const cpu = cpuSeconds(app.pid) - cpuBefore;
    const latencies = await probe.stop();
    const appLoop = await ask(app, 'loopDelay', 'loop-delay:report', [
      ...(options.blocks ? ['cpuProfile'] : []),
      ...(options.slowStatements ? ['slowStatements'] : []),
    ]);
    const bareLoop = (await ask(bare, 'loopDelay', 'loop-delay:report')).loopDelay;
    bare.kill();
    const loadAfter = loadavg()[0];
    const after = await dashboard(port, token);

    const erased = outcome.erased ?? outcome.deleted;
    const rate = erased / (elapsedMs / 1000);
    const s = stats(latencies);
    console.log(`POST /api/admin/cleanup answered ${response.status} after ${fmt(answeredMs)} ms`);
    console.log(
      `cleanup: ${outcome.status ?? 'completed'}, ${fmt(erased)} cases erased in ${(elapsedMs / 1000).toFixed(1)} s`,
    );
    console.log(`throughput: ${fmt(Math.round(rate))} cases/s`);
    if (!Number.isNaN(cpu)) {
      console.log(
        `app CPU time during the cleanup: ${cpu.toFixed(1)} s (${((cpu * 1000) / Math.max(1, erased)).toFixed(2)} ms ` +
          'per case; the wall time is longer when other processes share the cores)',
      );
    }
    console.log(
      `GET /api/health/live during the cleanup: ${fmt(latencies.length)} requests, ` +
        `p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms, max ${s.max.toFixed(1)} ms`,
    );
    const delay = (d) => (d ? `p50 ${d.p50} ms, p99 ${d.p99} ms, max ${d.max} ms` : 'no answer');
    console.log(`app's main-thread event-loop delay (10 ms timer): ${delay(appLoop.loopDelay)}`);
    console.log(`bare Node process beside it (the machine's own stalls): ${delay(bareLoop)}`);
    console.log(
      `load average (1 min) at the cleanup's start / end: ${loadBefore.toFixed(1)} / ${loadAfter.toFixed(1)}`,
    );
    console.log(`liveness target ≤ 250 ms max: ${s.max <= 250 ? 'met' : 'NOT met'}`);
    if (appLoop.cpuProfile) printBlocks(appLoop.cpuProfile);
    if (appLoop.slowStatements) printSlowStatements(appLoop.slowStatements, options.slowStatements);
    console.log(`cases left: ${fmt(after.insolvencyData.total)}`);
    const completed = (outcome.status ?? 'completed') === 'completed';
    if (!completed) {
      console.log(`run ${outcome.status}: ${outcome.error ?? 'no error recorded'}`);
      console.log(`application's stderr (last lines):\n${app.stderrTail().split('\n').slice(-15).join('\n')}`);
    }
    const fast = elapsedMs / 1000 <= (TARGET_SECONDS * options.cases) / 100_000;
    const verdict = !completed ? `NOT met (the run ${outcome.status})` : fast ? 'met' : 'NOT met';
    console.log(`\ntarget ≤ ${TARGET_SECONDS} s per 100,000 cases: ${verdict}`);
  } finally {
    if (app) await stopApp(app);
    app = undefined;
    cleanup();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

function parseArgs(args) {
  const options = {
    cases: 100_000,
    dataDir: undefined,
    keep: false,
    cpuProf: undefined,
    seeded: undefined,
    blocks: undefined,
    slowStatements: undefined,
  };
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i].split('=', 2);
    if (flag === '--help' || flag === '-h') usage();
    else if (flag === '--keep') options.keep = true;
    else if (flag === '--data-dir')
      options.dataDir = resolve(inline ?? args[++i] ?? usage(`${flag} needs a directory`));
    else if (flag === '--seeded') options.seeded = resolve(inline ?? args[++i] ?? usage(`${flag} needs a directory`));
    else if (flag === '--blocks') options.blocks = resolve(inline ?? args[++i] ?? usage(`${flag} needs a directory`));
    else if (flag === '--slow-statements') {
      const raw = inline ?? args[++i];
      const value = Number(raw);
      if (!Number.isInteger(value) || value < 1) usage(`--slow-statements needs milliseconds, got "${raw}"`);
      options.slowStatements = value;
    } else if (flag === '--cpu-prof')
      options.cpuProf = resolve(inline ?? args[++i] ?? usage(`${flag} needs a directory`));
    else if (flag === '--cases') {
      const raw = inline ?? args[++i];
      const value = Number(String(raw).replaceAll('_', ''));
      if (!Number.isInteger(value) || value < 1) usage(`--cases needs a positive integer, got "${raw}"`);
      options.cases = value;
    } else usage(`unknown option ${args[i]}`);
  }
  if (options.dataDir) options.keep = true;
  return options;
}

function usage(problem) {
  if (problem) console.error(problem);
  console.error(
    'Usage: npm run bench -- retention [--cases N (100000)] [--data-dir DIR (must be empty; kept)] [--keep]\n' +
      '                                 [--cpu-prof DIR (the app writes a V8 CPU profile there when it stops)]\n' +
      '                                 [--seeded DIR (prepared once, seeded and caught up; copied for each run)]\n' +
      '                                 [--blocks DIR (CPU profile over the cleanup; prints the longest blocks)]\n' +
      '                                 [--slow-statements MS (prints every SQLite call slower than MS during\n' +
      '                                  the cleanup, on any thread: a lock wait stalls without CPU samples)]',
  );
  process.exit(problem ? 1 : 0);
}

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

const preload = (file) => ['--import', pathToFileURL(join(root, 'scripts/bench/support', file)).href];

async function startApp(dir, port, cpuProfileDir, blocksDir, slowStatementsMs) {
  const profile = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [];
  if (blocksDir) mkdirSync(blocksDir, { recursive: true });
  const probes = [
    ...preload('loop-delay-probe.js'),
    ...(blocksDir ? preload('cpu-profile-probe.js') : []),
    ...(slowStatementsMs ? preload('slow-statements-probe.js') : []),
  ];
  const child = spawn(
    process.execPath,
    [...APP_NODE_FLAGS, ...profile, ...probes, join(root, 'backend/dist/main.js')],
    {
      cwd: root,
      env: {
        ...process.env,
        ...(blocksDir ? { BENCH_CPU_PROF_DIR: blocksDir } : {}),
        ...(slowStatementsMs ? { BENCH_SLOW_STATEMENTS_MS: String(slowStatementsMs) } : {}),
        DATA_DIR: dir,
        PORT: String(port),
        HOST: '127.0.0.1',
        IMPORT_SCHEDULE: 'off',
        RETENTION_CLEANUP_TIME: 'off',
        ALERT_DIGEST_TIME: 'off',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  child.exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  child.stderrTail = () => stderr;
  const started = Date.now();
  for (;;) {
    const code = await Promise.race([child.exited, new Promise((r) => setTimeout(() => r(undefined), 200))]);
    if (code !== undefined) throw new Error(`the application exited (${code}) during start:\n${stderr}`);
    const live = await call(port, 'GET', '/api/health/live').catch(() => undefined);
    if (live?.status === 200) return child;
    // Start-up waits for the read models to catch up with the seeded log (ADMIN_EMAIL is ensured against them).
    if (Date.now() - started > 1_800_000) throw new Error(`the application did not answer:\n${stderr}`);
  }
}

/**
 * A seeded data dir with caught-up read models at `dir` (prepared on the first use: seeded, the app started
 * there until its read models caught up, then stopped), so that each run copies it instead of waiting for the
 * app's catch-up of the seeded log (minutes at 100,000 cases on a loaded machine).
 */
async function prepareSeeded(dir, cases) {
  if (existsSync(dir) && readdirSync(dir).length > 0) return;
  const started = Date.now();
  const events = seedExpiredCases(dir, cases);
  console.log(`seed (${dir}): ${fmt(cases)} expired cases (${fmt(events)} events) in ${seconds(started)} s`);
  const port = await freePort();
  const app = await startApp(dir, port);
  try {
    await caughtUp(port);
  } finally {
    await stopApp(app);
  }
  console.log(`seeded data dir prepared (read models caught up) in ${seconds(started)} s`);
}

/** The bare event-loop-lag process (support/bare-loop-lag.js). */
function startBareLoopLag() {
  return spawn(process.execPath, [join(root, 'scripts/bench/support/bare-loop-lag.js')], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
}

/** Sends `request` over IPC; resolves with the answers carrying `key` and every key of `also`, or what came in 60 s. */
function ask(child, key, request, also = []) {
  return new Promise((resolveAnswer) => {
    const answers = {};
    const done = () => {
      child.off('message', onMessage);
      clearTimeout(timer);
      resolveAnswer(answers);
    };
    const timer = setTimeout(done, 60_000);
    const onMessage = (message) => {
      Object.assign(answers, message);
      if (key in answers && also.every((k) => k in answers)) done();
    };
    child.on('message', onMessage);
    child.send(request);
  });
}

function printBlocks(profileFile) {
  console.log(`\nCPU profile of the app's main thread over the cleanup: ${profileFile}`);
  console.log('longest stretches without an idle sample (upper bounds; our frames, deepest first):');
  for (const block of longestBlocks(profileFile, { count: 12, minMs: 50 })) {
    console.log(`  ${block.ms.toFixed(0)} ms at ${block.atS.toFixed(1)} s:`);
    for (const { name, ms } of block.top) console.log(`      ${ms.toFixed(0)} ms ${name}`);
  }
}

function printSlowStatements(entries, limitMs) {
  const main = entries.filter((e) => e.thread === 0);
  console.log(
    `\nSQLite calls slower than ${limitMs} ms during the cleanup: ${main.length} on the main thread (they stall ` +
      `the API), ${entries.length - main.length} on other threads`,
  );
  const slowest = (list, count) => [...list].sort((a, b) => b.ms - a.ms).slice(0, count);
  const others = entries.filter((e) => e.thread !== 0);
  for (const e of [...slowest(main, 10), ...slowest(others, 5)]) {
    console.log(`  ${e.ms} ms, thread ${e.thread === 0 ? 'main' : e.thread}, ${e.call}: ${e.sql}`);
    for (const frame of e.stack.slice(0, 3)) console.log(`      ${frame}`);
  }
}

/** Projections and the new-case feed have applied every seeded event. */
async function caughtUp(port) {
  for (;;) {
    const health = JSON.parse((await call(port, 'GET', '/api/health', await login(port))).body);
    const lags = [
      ...health.projections.map((p) => p.lag),
      ...health.components.filter((c) => c.details?.lag !== undefined).map((c) => c.details.lag),
    ];
    if (lags.every((lag) => lag === 0)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function stopApp(child) {
  child.kill('SIGTERM');
  const timeout = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await child.exited;
  clearTimeout(timeout);
}

async function login(port) {
  const response = await call(port, 'POST', '/api/auth/login', undefined, ADMIN);
  if (response.status !== 200 && response.status !== 201) throw new Error(`login failed: ${response.body}`);
  return JSON.parse(response.body).token;
}

async function dashboard(port, token) {
  const response = await call(port, 'GET', '/api/admin/dashboard', token);
  if (response.status !== 200) throw new Error(`dashboard: ${response.status} ${response.body}`);
  return JSON.parse(response.body);
}

/** Polls the admin dashboard once a second until the run is over, as the admin screen does (every 2 s). */
async function finished(port, token, runId) {
  for (;;) {
    const run = (await dashboard(port, token)).cleanupRun;
    if (run?.runId === runId && run.status !== 'running') return run;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** One client calling /api/health/live back to back (with a 5 ms pause) until stopped. */
function startProbe(port) {
  const latencies = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const t0 = process.hrtime.bigint();
      await call(port, 'GET', '/api/health/live');
      latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return latencies;
    },
  };
}

/** User + system CPU seconds of a process so far (Linux /proc; NaN elsewhere). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

function stats(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted[sorted.length - 1] ?? 0 };
}

function call(port, method, path, token, body) {
  return new Promise((resolveResponse, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = {
      'X-API-Key': PUBLIC_API_KEY,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } : {}),
    };
    const req = request({ host: '127.0.0.1', port, path, method, headers, agent: false });
    req.once('error', reject);
    req.once('response', (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.once('end', () =>
        resolveResponse({ status: response.statusCode, body: Buffer.concat(chunks).toString('utf8') }),
      );
      response.once('error', reject);
    });
    req.end(payload);
  });
}
