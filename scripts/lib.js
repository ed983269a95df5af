// Helpers shared by the start and dev scripts (plain Node ESM, no build step).
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const tscBin = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
export const serverProjects = [
  'backend/tsconfig.build.json',
  'projections/tsconfig.build.json',
  'e2e/tsconfig.build.json',
];

/**
 * V8 flags of the API process. Node 24 lets the young generation grow to 128 MiB under a steady request load
 * (measured: heapTotal 210 MiB with 75 MiB live, RSS 490 MB at 200,000 cases). 8 MiB semi-spaces keep it at
 * 16 MiB: at 1,000,000 cases under a minute of searches peak RSS 333 MB (16 MiB: 357 MB), 4 % fewer searches per
 * second (within noise).
 * The old generation, under the search benchmark's load, grew to 206 MiB with 63 MiB live (a full GC every 5 s
 * kept it there): V8's dynamic growing factor lets garbage pile up between full collections, and the peak RSS
 * at 1,000,000 cases went from 336–351 MB to 426–453 MB between runs. `--heap-growing-percent=60` sets the
 * factor to 1.6: peak 316–326 MB over every query type, CPU per request 1.28–1.31 ms against 1.27–1.37 ms
 * without (30 %: 289–304 MB but about 5 % more CPU; 100 %: 346 MB). The Dockerfile's CMD passes the same flags.
 */
export const APP_NODE_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=60'];

/**
 * Environment of the API process. `MALLOC_ARENA_MAX=2`: SQLite's memory comes from glibc's malloc, which gives every
 * thread that allocates (the event loop, the search index's term-set thread, libuv's pool) an arena of its own and
 * keeps what they freed; two arenas took 34–65 MB off the search benchmark's peak RSS at 1,000,000 cases (511 → 477
 * and 520 → 455 MB in two sittings) at the same throughput (issue #29). The Dockerfile sets the same.
 */
export const APP_ENV = { MALLOC_ARENA_MAX: '2' };

/**
 * The demos' alert settings (overridable from the environment): the replica publishes through the day, and a poll
 * every 2 minutes shows a "sofort" alert and a webhook arriving while one watches (issue #30); webhook endpoints on
 * 127.0.0.1 let a local receiver try them. `WEBHOOKS_ALLOW_LOOPBACK` is a test and demo setting only.
 */
export const DEMO_ALERTS_ENV = { IMPORT_POLL_MINUTES: '2', WEBHOOKS_ALLOW_LOOPBACK: 'true' };

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n"${[command, ...args].join(' ')}" failed with exit code ${result.status ?? result.signal}`);
    process.exit(result.status ?? 1);
  }
}

/**
 * Brings the server's and the SPA's builds up to date, one process at a time. Two `npm start`s at once (the test
 * apps of a local `npm run test:unit` right after a frontend edit) both found the SPA stale and built it into the
 * same `dist`: one app failed on an asset the other build had just replaced, and a test read a mixed bundle. The
 * second process now waits for the first and then finds everything built.
 */
export function buildWhatIsStale() {
  withFileLock(join(root, 'node_modules', '.cache', 'insolvenzmonitor', 'build.lock'), () => {
    console.log('Prüfe Server-Build …');
    run(process.execPath, [tscBin, '-b', ...serverProjects]);
    if (frontendIsStale()) {
      console.log('Baue die Weboberfläche …');
      run('npm', ['run', 'build', '-w', 'frontend', '--silent']);
    }
  });
}

/**
 * Runs `work` (synchronous) while holding `path`, a file created exclusively with the holder's PID. A lock whose
 * holder is gone (killed, or ended by `run`'s exit on a failed build) is taken over; a live holder is waited for.
 */
export function withFileLock(path, work, { waitMs = 15 * 60_000 } = {}) {
  mkdirSync(dirname(path), { recursive: true });
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const deadline = Date.now() + waitMs;
  let told = false;
  for (;;) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const holder = lockHolder(path);
    if (holder !== null && !isAlive(holder)) {
      rmSync(path, { force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`${path}: seit ${waitMs / 1000} s von Prozess ${holder} gehalten`);
    if (!told) console.log(`Warte auf den Build eines anderen Prozesses (${holder ?? '?'}) …`);
    told = true;
    Atomics.wait(pause, 0, 0, 100);
  }
  const release = () => {
    if (lockHolder(path) === process.pid) rmSync(path, { force: true });
  };
  process.once('exit', release);
  try {
    work();
  } finally {
    release();
    process.removeListener('exit', release);
  }
}

function lockHolder(path) {
  try {
    const pid = Number(readFileSync(path, 'utf8'));
    // A file just created and not yet written reads empty: its holder is alive, we wait.
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Newest modification time below `path` (files only), ignoring node_modules and dist. */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path)
    .filter((name) => name !== 'node_modules' && name !== 'dist')
    .reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), 0);
}

export function frontendIsStale() {
  const built = join(root, 'frontend', 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const sources = ['src', 'index.html', 'vite.config.ts', 'package.json'].map((p) =>
    newestMtime(join(root, 'frontend', p)),
  );
  return Math.max(...sources) > statSync(built).mtimeMs;
}

/**
 * Starts a child that dies with us; returns it. Signals go on to it: the stop signals, and SIGUSR2 for Node's
 * diagnostics in the child (a heap snapshot of the server, not of this wrapper, which it would otherwise end).
 */
export function start(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGUSR2']) process.on(signal, () => child.kill(signal));
  return child;
}
