// temporary: CPU profile of the API under prefix load (not committed)
import { spawn } from 'node:child_process';
import { Agent } from 'node:http';
import { join } from 'node:path';
import { queryPools, httpTypes, get, load, processMemory } from './search.js';
import { registerUser } from './support/api-user.js';
export async function run(args) {
  const dir = '/tmp/bench-search-1m';
  const port = 39411;
  const prof = args.includes('--prof');
  const child = spawn(process.execPath, ['--max-semi-space-size=8', ...(prof ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []), ...(args.includes('--mem') ? ['--import', '/tmp/memlog.mjs'] : []), ...(process.env.EXTRA_FLAGS ? process.env.EXTRA_FLAGS.split(' ') : []), 'backend/dist/main.js'], {
    env: { ...process.env, DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1', IMPORT_SCHEDULE: 'off', QUERY_QUOTA_FREE: '100000000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    await new Promise((r) => setTimeout(r, 500));
    const h = await get(undefined, port, '/api/health').catch(() => undefined);
    if (h?.status === 200) { const b = JSON.parse(h.body); if (b.components.find((c) => c.name === 'search-index')?.details?.state === 'ready') break; }
  }
  await new Promise((r) => setTimeout(r, 3000));
  console.log('ready', processMemory(child.pid));
  const token = await registerUser(`http://127.0.0.1:${port}`);
  const pools = queryPools(join(dir, 'read-models.sqlite'));
  const wanted = args.find((a) => a.startsWith('--type='))?.slice(7) ?? 'prefix (3–4 letters)';
  const types = wanted === 'all' ? httpTypes(pools) : httpTypes(pools).filter((t) => t.name === wanted);
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  const anon = args.includes('--anon');
  const http = (path) => get(agent, port, path, anon ? undefined : token);
  const { readFileSync } = await import('node:fs');
  const cpu = () => { const f = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
  const c0 = cpu(); let total = 0;
  for (const type of types) {
    const path = () => `/api/insolvency/search?${new URLSearchParams(type.query())}`;
    const r = await load(http, type.name, path, { requests: Number(args.find((a) => a.startsWith('--n='))?.slice(4) ?? 2200), connections: 16, warmUp: 200 });
    console.log(JSON.stringify({ ...r, failures: r.failures.length }), processMemory(child.pid));
    total += Number(args.find((a) => a.startsWith('--n='))?.slice(4) ?? 2200) + 200;
  }
  console.log(`CPU ms per request ${((cpu() - c0) / total).toFixed(3)} peak ${(processMemory(child.pid).peak / 1e6).toFixed(0)} MB`);
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}
