// Load measurement of `npm run bench -- search` against the physical limit (issue #33 item 2): every endpoint is
// first warmed until its throughput is stable, then all of them (the bare node:http server, the app's constant
// endpoint, each query type) are measured in round-robin blocks, each round starting one entry later, so that
// no entry absorbs the warm-up or a quiet or busy stretch of a shared machine.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { fmt, progressReporter } from './report.js';

const BARE_SERVER = fileURLToPath(new URL('./bare-http-server.js', import.meta.url));
/** `node --import` of the probe that answers a process's own process.cpuUsage() over IPC (cpuReader). */
export const CPU_PROBE_FLAGS = ['--import', new URL('./cpu-usage-probe.js', import.meta.url).href];
const CPU_READ_TIMEOUT_MS = 5000;
/** Warm-up blocks: stable when two blocks in a row are within STABLE_SPREAD of each other. */
const WARM_BLOCK = 500;
const WARM_MAX_BLOCKS = 30;
const STABLE_SPREAD = 0.07;

/** Starts the bare server; `{ port, stop }`. */
export async function startBareServer() {
  const child = spawn(process.execPath, [...CPU_PROBE_FLAGS, BARE_SERVER], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`the bare node:http server exited (${code})`)));
  });
  return {
    port,
    pid: child.pid,
    cpu: cpuReader(child),
    stop: async () => {
      child.kill('SIGTERM');
      const timeout = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timeout);
    },
  };
}

/**
 * For a child spawned with CPU_PROBE_FLAGS and an 'ipc' channel: an async function answering its user + system
 * CPU time so far in µs (process.cpuUsage() inside it). One question at a time, as measureInRotation asks.
 */
export function cpuReader(child) {
  return () =>
    new Promise((resolve, reject) => {
      const timeout = setTimeout(() => {
        child.off('message', onMessage);
        reject(new Error(`process ${child.pid} did not answer its CPU usage (started without the probe?)`));
      }, CPU_READ_TIMEOUT_MS);
      const onMessage = (message) => {
        if (!message?.cpuUsage) return;
        clearTimeout(timeout);
        child.off('message', onMessage);
        resolve(message.cpuUsage.user + message.cpuUsage.system);
      };
      child.on('message', onMessage);
      child.send('cpu-usage');
    });
}

/**
 * Blocks of WARM_BLOCK requests until two in a row differ by at most STABLE_SPREAD (at most WARM_MAX_BLOCKS):
 * `{ requests, blocks, rps, stable }`, rps of the last block.
 */
export async function warmUntilStable(entry, connections, runRequests) {
  let previous = 0;
  for (let block = 1; block <= WARM_MAX_BLOCKS; block++) {
    const started = process.hrtime.bigint();
    const outcome = await runRequests(entry.http, entry.path, WARM_BLOCK, connections);
    if (outcome.failures.length > 0) throw new Error(`${entry.name}: warm-up failed: ${outcome.failures[0]}`);
    const rps = WARM_BLOCK / (Number(process.hrtime.bigint() - started) / 1e9);
    if (block >= 3 && Math.abs(rps - previous) <= STABLE_SPREAD * Math.max(rps, previous)) {
      return { requests: block * WARM_BLOCK, blocks: block, rps, stable: true };
    }
    previous = rps;
  }
  return { requests: WARM_MAX_BLOCKS * WARM_BLOCK, blocks: WARM_MAX_BLOCKS, rps: previous, stable: false };
}

/**
 * Measures `entries` ({ name, http, path, cpu? }) in `rounds` rounds of `requests / rounds` requests each,
 * round r starting with entry r (mod the number of entries). Returns per entry its latencies, requests, busy
 * seconds and hits, per round its rates (the spread a shared machine adds), and with `entry.cpu` (cpuReader of
 * the serving process) the CPU µs that process spent on the entry's blocks (`cpuMicros`).
 */
export async function measureInRotation(entries, { requests, rounds, connections }, runRequests) {
  const perBlock = Math.ceil(requests / rounds);
  const totals = entries.map(() => ({
    latencies: [],
    seconds: 0,
    requests: 0,
    hits: 0,
    failures: [],
    rates: [],
    cpuMicros: 0,
  }));
  const progress = progressReporter('rotation', rounds * entries.length);
  let done = 0;
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < entries.length; k++) {
      const index = (round + k) % entries.length;
      const entry = entries[index];
      const cpuBefore = await entry.cpu?.();
      const started = process.hrtime.bigint();
      const outcome = await runRequests(entry.http, entry.path, perBlock, connections);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const total = totals[index];
      if (entry.cpu) total.cpuMicros += (await entry.cpu()) - cpuBefore;
      total.latencies.push(...outcome.latencies);
      total.seconds += seconds;
      total.requests += perBlock;
      total.hits += outcome.hits;
      total.failures.push(...outcome.failures);
      total.rates.push(perBlock / seconds);
      progress(++done);
    }
  }
  return totals;
}

export function rateRange(rates) {
  return `${fmt(Math.round(Math.min(...rates)))}–${fmt(Math.round(Math.max(...rates)))}`;
}
