// Development aid for issue #33 (not a `npm run bench` target): the API's CPU time per request (the constant
// endpoint, a common word, a search without `q`, and the search benchmark's 17 query types in turn), which a busy,
// shared machine disturbs far less than requests per second. Starts each given build of the application in turn on
// one seeded DATA_DIR (from `npm run bench -- search --data-dir DIR`), sends the same requests with 16 keep-alive
// connections and reads the process's user+system CPU from /proc before and after. Builds alternate round by round,
// so both see the same machine.
// With --first N, each start's first N requests of the constant endpoint are measured before anything else (the
// cold process, what HTTP_WARM_UP_REQUESTS is about).
//   node scripts/bench/support/cpu-per-request.js --data-dir DIR --rounds 3 --requests 3000 [--first N] MAIN_JS…
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { adminHealth, BENCH_ADMIN_ENV, PUBLIC_API_KEY, registerUser } from './api-user.js';
import { freePort } from './report.js';
import { APP_ENV, APP_NODE_FLAGS } from '../../lib.js';
import { httpTypes, queryPools } from '../search.js';

const TICK_MS = 10; // USER_HZ = 100 on Linux

function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

async function start(mainJs, dir, port) {
  const root = resolve(dirname(mainJs), '../..');
  // CPU_PROF_DIR=dir: the application writes a CPU profile there (it is stopped with SIGTERM, not SIGKILL).
  const profile = process.env.CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CPU_PROF_DIR}`] : [];
  const child = spawn(process.execPath, [...APP_NODE_FLAGS, ...profile, mainJs], {
    cwd: root,
    env: {
      ...APP_ENV,
      ...process.env,
      DATA_DIR: dir,
      PORT: String(port),
      HOST: '127.0.0.1',
      IMPORT_SCHEDULE: 'off',
      QUERY_QUOTA_FREE: '100000000',
      ...BENCH_ADMIN_ENV,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    await new Promise((r) => setTimeout(r, 200));
    // A start that fails (the data dir still locked by another run, a build error) ends the run, not a wait for ever.
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
        headers: {
          'X-API-Key': PUBLIC_API_KEY,
          Authorization: `Bearer ${token}`,
          // As `npm run bench -- search` (none) unless ACCEPT_ENCODING says otherwise (a browser: "gzip, deflate, br").
          ...(process.env.ACCEPT_ENCODING ? { 'Accept-Encoding': process.env.ACCEPT_ENCODING } : {}),
        },
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
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < count) {
        const i = next++;
        await get(agent, port, paths[i % paths.length], token);
      }
    }),
  );
  return count / (Number(process.hrtime.bigint() - started) / 1e9);
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
  const first = Number(option('--first', '0'));
  const builds = args.map((a) => resolve(a));
  const pools = queryPools(join(dir, 'read-models.sqlite'));
  const search = (q) => `/api/insolvency/search?${new URLSearchParams({ q })}`;
  const types = {
    'health/live': ['/api/health/live'],
    'search common word': pools.common.slice(0, 20).map(search),
    'search no q': ['/api/insolvency/search'],
    // The search benchmark's 17 query types in turn, 100 queries of each (its mix, without its rotation).
    'search, all 17 types': Array.from({ length: 100 }, () =>
      httpTypes(pools).map((type) => `/api/insolvency/search?${new URLSearchParams(type.query())}`),
    ).flat(),
  };
  const results = new Map();
  for (let round = 0; round < rounds; round++) {
    for (const build of builds) {
      const port = await freePort();
      const child = await start(build, dir, port);
      const agent = new Agent({ keepAlive: true, maxSockets: 16 });
      const token = await registerUser(`http://127.0.0.1:${port}`);
      const record = (name, us, rps) => {
        const key = `${build}\t${name}`;
        results.set(key, [...(results.get(key) ?? []), { us, rps }]);
        console.log(`round ${round + 1} ${build} ${name}: ${us.toFixed(0)} µs CPU/request, ${rps.toFixed(0)} req/s`);
      };
      if (first > 0) {
        const before = cpuMs(child.pid);
        const rps = await load(agent, port, token, ['/api/health/live'], first);
        record(`health/live, first ${first} after start`, ((cpuMs(child.pid) - before) * 1000) / first, rps);
      }
      for (const [name, paths] of Object.entries(types)) {
        await load(agent, port, token, paths, Math.round(requests / 3));
        const before = cpuMs(child.pid);
        const rps = await load(agent, port, token, paths, requests);
        record(name, ((cpuMs(child.pid) - before) * 1000) / requests, rps);
      }
      agent.destroy();
      child.kill(process.env.CPU_PROF_DIR ? 'SIGTERM' : 'SIGKILL');
      await new Promise((r) => child.once('exit', r));
    }
  }
  console.log('\nmedian over rounds: µs of CPU per request (req/s)');
  for (const [key, list] of results) {
    const med = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    console.log(
      `${key}\t${med(list.map((r) => r.us)).toFixed(0)} µs\t(${med(list.map((r) => r.rps)).toFixed(0)} req/s)`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
