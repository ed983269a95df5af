// `npm run bench -- registration [options]`: a registration flood against the real application (issue #12).
//   (1) start backend/dist/main.js on a temporary DATA_DIR (outbox mail, no imports)
//   (2) measure GET /api/health/live alone (one probe every 50 ms), the baseline
//   (3) N clients (default 16) register new accounts back to back for S seconds (default 15), each request from
//       another X-Forwarded-For address (the app trusts it from loopback), so the per-IP limit does not stop
//       them: this is the load the bounded password-hashing pool has to absorb; the probe keeps measuring
//   (4) print answers by status (201 created, 503 pool full, 429 limited), accounts/s and probe latencies
// Options: --clients N, --seconds S, --concurrency N and --queue N (PASSWORD_HASH_CONCURRENCY/_QUEUE of the app)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fmt, freePort, machineLine } from './support/report.js';
import { PUBLIC_API_KEY } from './support/api-user.js';
import { APP_NODE_FLAGS } from '../lib.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** What a liveness probe may take under a registration flood before orchestrators start to worry. */
const TARGET_LIVE_P95_MS = 100;

export async function run(args) {
  const options = parseArgs(args);
  const dir = mkdtempSync(join(tmpdir(), 'insolvenz-bench-registration-'));
  const port = await freePort();
  const env = { REGISTRATIONS_PER_IP: '100000' };
  if (options.concurrency) env.PASSWORD_HASH_CONCURRENCY = String(options.concurrency);
  if (options.queue) env.PASSWORD_HASH_QUEUE = String(options.queue);
  console.log('Registration benchmark: POST /api/auth/register flood, liveness probe latency (issue #12)');
  console.log(machineLine());
  console.log(
    `clients: ${options.clients}, ${options.seconds} s; PASSWORD_HASH_CONCURRENCY=${env.PASSWORD_HASH_CONCURRENCY ?? 'default (2)'}, ` +
      `PASSWORD_HASH_QUEUE=${env.PASSWORD_HASH_QUEUE ?? 'default (16)'}\n`,
  );
  const app = await startApp(dir, port, env);
  const base = `http://127.0.0.1:${port}`;
  try {
    const idle = await probe(base, 3_000);
    report('liveness, idle', idle);

    let stop = false;
    const statuses = new Map();
    const latencies = [];
    let sequence = 0;
    const client = async () => {
      while (!stop) {
        const n = sequence++;
        const started = performance.now();
        const response = await fetch(`${base}/api/auth/register`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-API-Key': PUBLIC_API_KEY,
            'X-Forwarded-For': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
          },
          body: JSON.stringify({
            email: `flut-${n}-${process.pid}@example.de`,
            password: 'Bench-Passwort-1',
            firstName: 'Flut',
            lastName: 'Welle',
          }),
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        // A refused client waits as told, like a well-behaved one; a script would not, which costs it nothing here.
        if (response.status === 503) await sleep(Number(response.headers.get('retry-after') ?? 1) * 100);
      }
    };
    const clients = Array.from({ length: options.clients }, client);
    const flood = await probe(base, options.seconds * 1000);
    stop = true;
    await Promise.all(clients);

    report('liveness, during the flood', flood);
    const created = statuses.get(201) ?? 0;
    console.log(
      `registrations: ${[...statuses].map(([status, count]) => `${status}: ${fmt(count)}`).join(', ')}; ` +
        `${(created / options.seconds).toFixed(1)} accounts/s; answer p50 ${percentile(latencies, 50).toFixed(0)} ms, ` +
        `p95 ${percentile(latencies, 95).toFixed(0)} ms`,
    );
    const p95 = percentile(flood, 95);
    console.log(
      `\nliveness p95 during the flood: ${p95.toFixed(1)} ms (target ≤ ${TARGET_LIVE_P95_MS} ms): ` +
        (p95 <= TARGET_LIVE_P95_MS ? 'met' : 'NOT met'),
    );
  } finally {
    app.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Sequential GET /api/health/live every 50 ms for `ms`; the latencies in milliseconds. */
async function probe(base, ms) {
  const latencies = [];
  const until = performance.now() + ms;
  while (performance.now() < until) {
    const started = performance.now();
    const response = await fetch(`${base}/api/health/live`);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    await sleep(50);
  }
  return latencies;
}

function report(label, latencies) {
  console.log(
    `${label}: ${latencies.length} probes, p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
      `p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`,
  );
}

function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function startApp(dir, port, env) {
  const child = spawn(process.execPath, [...APP_NODE_FLAGS, join(root, 'backend/dist/main.js')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1', IMPORT_SCHEDULE: 'off', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (;;) {
    const code = await Promise.race([exited, sleep(200).then(() => undefined)]);
    if (code !== undefined) throw new Error(`the application exited (${code}) during start:\n${stderr}`);
    const live = await fetch(`http://127.0.0.1:${port}/api/health/live`).catch(() => undefined);
    if (live?.status === 200) return child;
  }
}

function parseArgs(args) {
  const options = { clients: 16, seconds: 15, concurrency: undefined, queue: undefined };
  for (let i = 0; i < args.length; i++) {
    const value = Number(args[i + 1]);
    if (args[i] === '--clients') options.clients = value;
    else if (args[i] === '--seconds') options.seconds = value;
    else if (args[i] === '--concurrency') options.concurrency = value;
    else if (args[i] === '--queue') options.queue = value;
    else throw new Error(`unknown option ${args[i]}`);
    i++;
  }
  return options;
}
