// Development aid for issue #33 item 1 (not a `npm run bench` target): CPU per request of the request types the
// brief names (constant endpoint, search without q, register-number search, a common word), for one or more builds
// started in turn on one seeded DATA_DIR, round by round (interleaved, so both see the same machine). The CPU is
// the app process's own `process.cpuUsage()` (all threads, µs) read over IPC before and after each block
// (cpu-usage-probe.js), as `npm run bench -- search` does. With --profile DIR, each measured block is also
// recorded as a V8 CPU profile (cpu-profile-probe.js; sampling costs CPU too, so do not mix both figures), named
// <build index>-<type>-<round>.cpuprofile; `node scripts/bench/support/profile-summary.js FILE` attributes it.
//   node scripts/bench/support/request-costs.js --data-dir DIR [--rounds 3] [--requests 3000] [--profile DIR] MAIN_JS…
import { spawn } from 'node:child_process';
import { renameSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminHealth, BENCH_ADMIN_ENV, PUBLIC_API_KEY, registerUser } from './api-user.js';
import { freePort } from './report.js';
import { APP_ENV, APP_NODE_FLAGS } from '../../lib.js';
import { queryPools } from '../search.js';

const here = dirname(fileURLToPath(import.meta.url));

function ask(child, message, key) {
  return new Promise((resolveAsk) => {
    const onMessage = (answer) => {
      if (answer && typeof answer === 'object' && key in answer) {
        child.off('message', onMessage);
        resolveAsk(answer[key]);
      }
    };
    child.on('message', onMessage);
    child.send(message);
  });
}

async function start(mainJs, dir, port, profileDir) {
  const root = resolve(dirname(mainJs), '../..');
  const probes = ['--import', join(here, 'cpu-usage-probe.js')];
  if (profileDir) probes.push('--import', join(here, 'cpu-profile-probe.js'));
  const child = spawn(process.execPath, [...APP_NODE_FLAGS, ...probes, mainJs], {
    cwd: root,
    env: {
      ...APP_ENV,
      ...process.env,
      DATA_DIR: dir,
      PORT: String(port),
      HOST: '127.0.0.1',
      IMPORT_SCHEDULE: 'off',
      QUERY_QUOTA_FREE: '100000000',
      ...(profileDir ? { BENCH_CPU_PROF_DIR: profileDir } : {}),
      ...BENCH_ADMIN_ENV,
    },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    await new Promise((r) => setTimeout(r, 200));
    if (exited) throw new Error(`${mainJs} exited during start:\n${stderr}`);
    const health = await adminHealth(port).catch(() => undefined);
    if (health?.status !== 200) continue;
    const index = JSON.parse(health.body).components.find((c) => c.name === 'search-index')?.details;
    if (index?.state === 'ready') return child;
  }
}

function get(agent, port, path, token) {
  return new Promise((resolveGet, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        agent,
        headers: { 'X-API-Key': PUBLIC_API_KEY, Authorization: `Bearer ${token}` },
      },
      (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolveGet() : reject(new Error(`${path}: ${res.statusCode}`))));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function load(agent, port, token, paths, count, connections = 16) {
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < count) {
        const i = next++;
        await get(agent, port, paths[i % paths.length], token);
      }
    }),
  );
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(name);
    if (i < 0) return fallback;
    return args.splice(i, 2)[1];
  };
  const dir = option('--data-dir');
  const rounds = Number(option('--rounds', '3'));
  const requests = Number(option('--requests', '3000'));
  const profileDir = option('--profile');
  const builds = args.map((a) => resolve(a));
  const pools = queryPools(join(dir, 'read-models.sqlite'));
  const search = (query) => `/api/insolvency/search?${new URLSearchParams(query)}`;
  const types = {
    'health/live': ['/api/health/live'],
    'no q': ['/api/insolvency/search'],
    'register number': pools.registered
      .slice(0, 50)
      .map((row, i) => search({ q: i % 2 ? `${row.registerType} ${row.registerNumber}` : row.registerNumber })),
    'word, common': pools.common.slice(0, 20).map((q) => search({ q })),
    // Mostly first reads of a word's sets, as in the search benchmark.
    'word, rare': pools.rare.map((q) => search({ q })),
    'prefix (3–4 letters)': pools.words.map((w, i) => search({ q: w.slice(0, 3 + (i % 2)) })),
    // The slowest type of the search benchmark (session 23), lower case now and then as people type.
    'two words': pools.twoWords.map((q, i) => search({ q: i % 3 ? q : q.toLowerCase() })),
  };
  const results = new Map();
  for (let round = 0; round < rounds; round++) {
    for (const [b, build] of builds.entries()) {
      const port = await freePort();
      const child = await start(build, dir, port, profileDir);
      const agent = new Agent({ keepAlive: true, maxSockets: 16 });
      const token = await registerUser(`http://127.0.0.1:${port}`);
      for (const [name, paths] of Object.entries(types)) {
        await load(agent, port, token, paths, Math.round(requests / 2));
        if (profileDir) await child.send('loop-delay:reset');
        const before = await ask(child, 'cpu-usage', 'cpuUsage');
        const started = process.hrtime.bigint();
        await load(agent, port, token, paths, requests);
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        const after = await ask(child, 'cpu-usage', 'cpuUsage');
        const us = (after.user + after.system - before.user - before.system) / requests;
        if (profileDir) {
          const file = await ask(child, 'loop-delay:report', 'cpuProfile');
          renameSync(file, join(profileDir, `${b}-${name.replace(/\W+/g, '_')}-${round + 1}.cpuprofile`));
        }
        const key = `${b} ${name}`;
        results.set(key, [...(results.get(key) ?? []), us]);
        console.log(
          `round ${round + 1} build ${b} ${name}: ${us.toFixed(0)} µs CPU/request, ${(requests / seconds).toFixed(0)} req/s`,
        );
      }
      agent.destroy();
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
    }
  }
  console.log(`\nbuilds: ${builds.map((b, i) => `${i} = ${b}`).join(', ')}`);
  console.log('median (all rounds) µs of CPU per request:');
  for (const [key, list] of results) {
    const sorted = [...list].sort((a, b) => a - b);
    console.log(
      `${key}\t${sorted[Math.floor(sorted.length / 2)].toFixed(0)} µs\t(${list.map((x) => x.toFixed(0)).join('/')})`,
    );
  }
}

await main();
