// `npm run bench -- search --store mongo` (issue #17) and `--profile distributed` (issue #18): the search load
// test on the MongoDB read store, beside the SQLite figures at the same size, from the same seed and query mix.
//   (1) SQLite: N cases seeded into read-models.sqlite through the cases projection, the app started on it, the
//       load test as in search.js (no deep pages: N is too small for page 500)
//   (2) the same N cases (the same CaseGenerator) as CaseImported events on their case streams (`case-<key>`, as
//       an import appends them) in an event store: the embedded SQLite event store (`--store mongo`) or the
//       KurrentDB test server in a child process (`--profile distributed`); then the app with READ_STORE=mongo
//       on a fresh MongoDB database projects them itself, timed from its start until the cases read model has
//       caught up; then the same load test with the same query pools (drawn from the SQLite seed)
// The distributed run is the API on the embedded profile with every distributed adapter switched on
// (EVENT_STORE=kurrentdb, READ_STORE=mongo, RATE_LIMIT_STORE=mongo): in this build PROFILE=distributed refuses to
// start the API until its processes are split, and the projections run in the API process here.
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '@insolvenz/backend/platform/event-store/sqlite/sqlite-event-store.js';
import { KurrentDbEventStore } from '@insolvenz/backend/platform/event-store/kurrentdb/kurrentdb-event-store.js';
import { adminHealth } from './api-user.js';
import { CaseGenerator, get, httpTypes, load, processMemory, queryPools, seed, startApp, stopApp } from '../search.js';
import { registerUser } from './api-user.js';
import {
  checkMongoReachable,
  freshMongoDatabase,
  MONGO_BASE_URL,
  startKurrentDbTestServerProcess,
  TEST_SERVER_NOTE,
} from './distributed-services.js';
import { fmt, formatBytes, freePort, machineLine, progressReporter } from './report.js';

/** Appends running at once while seeding the event store (each is a round trip to KurrentDB). */
const APPEND_CONCURRENCY = 16;
const CATCH_UP_TIMEOUT_MS = 30 * 60_000;

export async function runOnReadStores(options) {
  const distributed = options.profile === 'distributed';
  const label = distributed ? 'distributed' : 'MongoDB';
  const dir = mkdtempSync(join(tmpdir(), 'insolvenz-bench-search-'));
  const database = freshMongoDatabase('search');
  let kurrent;
  console.log(
    distributed
      ? 'Search benchmark, distributed profile: KurrentDB test server + MongoDB read store, beside the embedded profile'
      : 'Search benchmark: the MongoDB read store (READ_STORE=mongo) beside the SQLite read store',
  );
  console.log(machineLine());
  console.log(
    `size: ${fmt(options.cases)} cases on both (chosen for FerretDB; --cases N for another), ${fmt(options.requests)} ` +
      `requests per query type, the same seed and query mix on both`,
  );
  console.log(
    `MongoDB: database ${database.name} on ${MONGO_BASE_URL.replace(/\/\/[^@/]*@/, '//').replace(/\/[^/]*$/, '')} ` +
      `(${options.keep ? 'kept' : 'dropped at the end'}); DATA_DIR ${dir} (${options.keep ? 'kept' : 'temporary'})\n`,
  );
  await checkMongoReachable();
  // Ctrl-C or a timeout: the app, the KurrentDB test server and the database go too.
  const apps = new Set();
  const onSignal = () => {
    for (const app of apps) app.kill('SIGKILL');
    const cleanup = Promise.all([
      kurrent?.stop(),
      options.keep ? undefined : database.drop().catch(() => undefined),
    ]).finally(() => {
      if (!options.keep) rmSync(dir, { recursive: true, force: true });
      process.exit(130);
    });
    void cleanup;
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  options.apps = apps;
  // Failed and unanswered requests are counted and printed (FerretDB), not fatal.
  options.countFailures = true;
  try {
    const sqliteDir = join(dir, 'sqlite');
    const file = join(sqliteDir, 'read-models.sqlite');
    const seconds = seed(file, options.cases);
    console.log(
      `SQLite seed: ${fmt(options.cases)} cases through the cases projection in ${seconds.toFixed(1)} s, ` +
        `read-models.sqlite ${formatBytes(statSync(file).size)}`,
    );
    const pools = queryPools(file);
    console.log(`queries: common words ${pools.common.slice(0, 6).join(', ')}, …\n`);
    const embedded = await loadTest('SQLite', sqliteDir, {}, pools, options);

    const otherDir = join(dir, distributed ? 'distributed' : 'mongo');
    mkdirSync(otherDir, { recursive: true });
    const env = { READ_STORE: 'mongo', MONGO_URL: database.url };
    let store;
    if (distributed) {
      kurrent = await startKurrentDbTestServerProcess(join(dir, 'kurrentdb'));
      console.log(`\nKurrentDB test server: pid ${kurrent.pid}, ${kurrent.url}`);
      Object.assign(env, { EVENT_STORE: 'kurrentdb', KURRENTDB_URL: kurrent.url, RATE_LIMIT_STORE: 'mongo' });
      store = new KurrentDbEventStore({ connectionString: kurrent.url });
    } else {
      store = new SqliteEventStore({ location: join(otherDir, 'events.sqlite') });
    }
    try {
      const appended = await appendCases(store, options.cases);
      console.log(
        `\nevent store (${distributed ? 'KurrentDB test server' : 'SQLite'}): ${fmt(options.cases)} CaseImported ` +
          `events appended to their case streams in ${appended.toFixed(1)} s (${APPEND_CONCURRENCY} appends at once)`,
      );
    } finally {
      await store.close();
    }
    const other = await loadTest(label, otherDir, env, pools, options, { readStore: 'mongo' });
    printComparison(embedded, other, options, label);
    console.log(`\nNote: ${TEST_SERVER_NOTE}`);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await kurrent?.stop();
    if (!options.keep) {
      await database.drop().catch((error) => console.error(`could not drop ${database.name}: ${error.message}`));
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

/** The CaseImported events of the SQLite seed, each appended to its case stream as an import does. */
async function appendCases(store, total) {
  const generator = new CaseGenerator(total);
  const progress = progressReporter('appending cases', total);
  const started = performance.now();
  let next = 1;
  let done = 0;
  const worker = async () => {
    while (next <= total) {
      const { type, data, metadata } = generator.event(next++);
      await store.append(`case-${data.caseKey}`, [{ type, data, metadata }], { expectedRevision: 'no_stream' });
      progress(++done);
    }
  };
  await Promise.all(Array.from({ length: APPEND_CONCURRENCY }, worker));
  return (performance.now() - started) / 1000;
}

/** Starts the app on `dir` with `env`, waits for its read models (timed on MongoDB), load-tests, stops it. */
async function loadTest(label, dir, env, pools, options, { readStore = 'sqlite' } = {}) {
  const port = await freePort();
  const app = await startApp(dir, port, { env, readStore });
  options.apps.add(app);
  try {
    const catchUp = readStore === 'mongo' ? await caughtUp(app, port, options.cases) : undefined;
    const memoryWhenReady = processMemory(app.pid);
    const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
    const token = await registerUser(`http://127.0.0.1:${port}`);
    const http = (path) => get(agent, port, path, token);
    console.log(`${label}: load test on port ${port}`);
    const ceilingBefore = await load(http, `${label}: /api/health/live`, () => '/api/health/live', options);
    const results = [];
    for (const type of httpTypes(pools)) {
      const path = () => `/api/insolvency/search?${new URLSearchParams(type.query())}`;
      const result = await load(http, `${label}: ${type.name}`, path, options);
      results.push(result);
      console.log(
        `  ${type.name}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ` +
          `${rate(result.rps)} req/s` +
          (result.failures.length ? `, ${result.failures.length} failed (first: ${result.failures[0]})` : ''),
      );
    }
    const ceilingAfter = await load(http, `${label}: /api/health/live`, () => '/api/health/live', options);
    agent.destroy();
    const ceiling = ceilingAfter.rps > ceilingBefore.rps ? ceilingAfter : ceilingBefore;
    return { ceiling, results, catchUp, memory: { ready: memoryWhenReady, afterLoad: processMemory(app.pid) } };
  } finally {
    await stopApp(app);
    options.apps.delete(app);
  }
}

/** Waits until the app's cases projection has applied every event of the store; answers the time it took. */
async function caughtUp(app, port, cases) {
  const progress = progressReporter('projecting into MongoDB', cases);
  for (;;) {
    const health = JSON.parse((await adminHealth(port)).body);
    const projection = health.projections.find((p) => p.name === 'cases');
    if (projection?.error) throw new Error(`the cases projection failed: ${projection.error}`);
    const head = BigInt(health.eventStore.headPosition);
    if (projection && projection.lag === 0 && BigInt(projection.checkpoint) >= head && head > 0n) {
      const seconds = (Date.now() - app.startedAt) / 1000;
      const others = health.projections.filter((p) => p.lag > 0).map((p) => `${p.name} (lag ${p.lag})`);
      console.log(
        `catch-up: the app projected ${fmt(cases)} cases into MongoDB in ${seconds.toFixed(1)} s from its start ` +
          `(${(cases / seconds).toFixed(1)} cases/s)${others.length ? `; still behind: ${others.join(', ')}` : ''}`,
      );
      return { seconds };
    }
    if (projection) progress(Math.max(0, cases - projection.lag));
    if (Date.now() - app.startedAt > CATCH_UP_TIMEOUT_MS) {
      throw new Error(`the cases projection did not catch up in ${CATCH_UP_TIMEOUT_MS / 60_000} min`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Requests per second: whole numbers, one decimal below 10 (FerretDB). */
function rate(rps) {
  return rps < 10 ? rps.toFixed(1) : fmt(Math.round(rps));
}

function printComparison(embedded, other, options, label) {
  const head = [
    'query type',
    'SQLite p50',
    'p95',
    'p99',
    'req/s',
    'hits',
    `${label} p50`,
    'p95',
    'p99',
    'req/s',
    'hits',
    'failed',
  ];
  const cells = (r) => [r.p50.toFixed(1), r.p95.toFixed(1), r.p99.toFixed(1), rate(r.rps)];
  const hits = (r) => `${Math.round(r.hits * 100)} %`;
  const failed = (r) => String(r.failures.length);
  const rows = [
    head,
    [
      embedded.ceiling.name.replace(/^[^:]+: /, ''),
      ...cells(embedded.ceiling),
      '–',
      ...cells(other.ceiling),
      '–',
      failed(other.ceiling),
    ],
  ];
  embedded.results.forEach((r, i) => {
    const o = other.results[i];
    rows.push([r.name.replace(/^[^:]+: /, ''), ...cells(r), hits(r), ...cells(o), hits(o), failed(o)]);
  });
  console.log(
    `\nHTTP, ${fmt(options.cases)} cases: ${fmt(options.requests)} requests per type after ${options.warmUp} warm-up, ` +
      `${options.connections} keep-alive connections, logged-in free-plan user (5 results, page 1); times in ms; ` +
      '"hits" = share of requests with at least one result (the same on both when the adapters agree); ' +
      `"failed" = requests of the ${label} run answered with an error or not at all within 30 s (counted in the times)`,
  );
  const widths = head.map((_, col) => Math.max(...rows.map((row) => row[col].length)));
  for (const [index, row] of rows.entries()) {
    console.log(row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]) : cell.padStart(widths[col]))).join('  '));
    if (index === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  const overall = (run) =>
    (run.results.length * options.requests) / run.results.reduce((sum, r) => sum + options.requests / r.rps, 0);
  for (const [name, run] of [
    ['SQLite', embedded],
    [label, other],
  ]) {
    const all = overall(run);
    console.log(
      `${name}: all search types together ${rate(all)} req/s = ` +
        `${((all / run.ceiling.rps) * 100).toFixed(0)} % of its constant endpoint (${rate(run.ceiling.rps)} req/s)`,
    );
  }
  const mb = (bytes) => `${fmt(Math.round(bytes / 1e6))} MB`;
  const rss = ({ ready, afterLoad }) =>
    ready && afterLoad
      ? `RSS ${mb(ready.rss)} ready, ${mb(afterLoad.rss)} after the load, peak ${mb(afterLoad.peak)}`
      : 'RSS not available';
  console.log(`app memory: SQLite ${rss(embedded.memory)}; ${label} ${rss(other.memory)}`);
  console.log(
    `MongoDB catch-up: ${fmt(options.cases)} cases projected by the app in ${other.catchUp.seconds.toFixed(1)} s ` +
      `(${(options.cases / other.catchUp.seconds).toFixed(1)} cases/s, including the app's start)`,
  );
}
