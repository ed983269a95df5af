// `npm run bench -- search-parts --data-dir DIR [options]` (issue #33): the CPU of one search request's own work,
// in process, split into its parts: the search use case's handler (`SearchCasesHandler.execute`) on a seeded
// read model (the search benchmark's --data-dir: use a copy of a 1,000,000-case directory, the app's settings open it), with
// the HTTP benchmark's exact query types and callers (free plan: page 1, 5 results; pro: 20 results), with the
// application's term-set thread (its CPU counts: process.cpuUsage() covers every thread). Per query type
// and caller, CPU µs per call (process.cpuUsage(), this process's threads) of
//   - the whole `execute` (what a request pays beyond the HTTP pipeline),
//   - `understandQuery`, the read model's `search`, `toCaseView`, `highlightCase` and `countCases()`, each called on
//     its own the way `execute` calls them (so their sum can differ from the whole by the handler's own glue).
// --app-root DIR measures another checkout's build the same way (before/after in one sitting: run both, or
// --compare DIR to interleave this checkout and DIR type by type). --cpu-prof-dir DIR additionally writes a V8 CPU
// profile per query type and caller (both checkouts' calls; the read model's inner parts by function).
// Options: --data-dir DIR (required), --calls N per type and caller (1000), --app-root DIR, --compare DIR,
//          --only REGEX (query types whose name matches), --cpu-prof-dir DIR.
import { Session } from 'node:inspector/promises';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { httpTypes, queryPools } from './search.js';
import { fmt } from './support/report.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

export async function run(args) {
  const options = { calls: 1000, appRoot: root, compare: undefined, dataDir: undefined, cpuProfDir: undefined };
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i].split('=', 2);
    const value = () => inline ?? args[++i];
    if (flag === '--data-dir') options.dataDir = resolve(value());
    else if (flag === '--calls') options.calls = Number(value());
    else if (flag === '--app-root') options.appRoot = resolve(value());
    else if (flag === '--compare') options.compare = resolve(value());
    else if (flag === '--cpu-prof-dir') options.cpuProfDir = resolve(value());
    else if (flag === '--only') options.only = new RegExp(value());
    else throw new Error(`unknown option ${args[i]}`);
  }
  if (!options.dataDir) throw new Error('--data-dir DIR is required (a seeded search benchmark directory)');
  const file = join(options.dataDir, 'read-models.sqlite');
  const pools = queryPools(file);
  const types = httpTypes(pools).filter((type) => !options.only || options.only.test(type.name));
  const apps = [await loadApp(options.appRoot, file)];
  if (options.compare) apps.push(await loadApp(options.compare, file));
  for (const app of apps) console.log(`${app.label}: search index built in ${app.buildMs} ms`);

  // The same requests for every app: drawn once per type and caller.
  const callers = [
    { name: 'free', caller: { userId: 1, plan: 'free', role: 'user' } },
    { name: 'pro', caller: { userId: 1, plan: 'pro_monthly', role: 'user' } },
  ];
  const session = options.cpuProfDir ? new Session() : undefined;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
  }
  const rows = [];
  for (const { name: callerName, caller } of callers) {
    for (const type of types) {
      const requests = Array.from({ length: options.calls }, () => ({ page: 1, limit: 20, ...type.query() }));
      // Warm-up (term sets cached, code optimised), then the measured calls; apps interleaved per type.
      for (const app of apps) for (const request of requests.slice(0, 100)) await app.execute(request, caller);
      if (session) await session.post('Profiler.start');
      for (const app of apps) {
        const parts = await measure(app, requests, caller);
        rows.push({ app: app.label, type: `${type.name} (${callerName})`, ...parts });
      }
      if (session) {
        const { profile } = await session.post('Profiler.stop');
        mkdirSync(options.cpuProfDir, { recursive: true });
        const name = `${callerName}-${type.name.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`;
        writeFileSync(join(options.cpuProfDir, name), JSON.stringify(profile));
      }
    }
  }
  print(rows, apps.length);
  for (const app of apps) await app.close();
}

/** The app's compiled handler and read model on the read-only database, with its search index built at once. */
async function loadApp(appRoot, file) {
  const dist = (path) => import(pathToFileURL(join(appRoot, 'backend/dist', path)).href);
  const { openDatabase } = await dist('platform/sqlite/open-database.js');
  const { SearchIndex } = await dist('cases/read-model/sqlite/search/search-index/search-index.js');
  const { SqliteCaseQueries } = await dist('cases/read-model/sqlite/sqlite-case-queries.js');
  const { SearchCasesHandler } = await dist('cases/search-cases/search-cases.query-handler.js');
  const { understandQuery } = await dist('cases/domain/search-query/understand-query.js');
  const { toCaseView } = await dist('cases/read-model/case-view.js');
  const { highlightCase } = await dist('cases/domain/search-query/highlights.js');
  const { TermSetThread } = await dist(
    'cases/read-model/sqlite/search/search-index/term-set-thread/term-set-thread.js',
  );
  const db = openDatabase(file, { readHeavy: true });
  const index = new SearchIndex(db);
  // As in the application (CaseSearchIndex): word sets read ahead in the term-set thread, whose CPU counts too.
  const thread = TermSetThread.start(file);
  index.useThread(thread);
  const started = performance.now();
  if (!index.rebuildNow()) throw new Error('the search index could not be built');
  const buildMs = Math.round(performance.now() - started);
  const queries = new SqliteCaseQueries(db, index);
  const handler = new SearchCasesHandler(queries);
  return {
    label: appRoot === root ? 'this checkout' : appRoot,
    buildMs,
    execute: (request, caller) => handler.execute({ request, caller }),
    queries,
    understandQuery,
    toCaseView,
    highlightCase,
    close: async () => {
      index.useThread(null);
      index.close();
      await thread?.close();
      db.close();
    },
  };
}

function cpuMicros(since) {
  const used = process.cpuUsage(since);
  return used.user + used.system;
}

/** CPU µs per call of the whole handler and of its parts, each part called on its own over all requests. */
async function measure(app, requests, caller) {
  const pro = caller.plan !== 'free';
  const page = (request) => (pro ? { offset: 0, limit: request.limit } : { offset: 0, limit: 5 });
  let start = process.cpuUsage();
  for (const request of requests) await app.execute(request, caller);
  const execute = cpuMicros(start);

  start = process.cpuUsage();
  for (const request of requests) app.understandQuery(request.q);
  const understand = cpuMicros(start);

  const found = [];
  start = process.cpuUsage();
  for (const request of requests) found.push(await app.queries.search(request, page(request)));
  const search = cpuMicros(start);

  const views = [];
  start = process.cpuUsage();
  for (const result of found) views.push(result.cases.map((record) => app.toCaseView(record, { fullText: false })));
  const view = cpuMicros(start);

  const queries = requests.map((request) => app.understandQuery(request.q));
  start = process.cpuUsage();
  for (let i = 0; i < requests.length; i++) for (const v of views[i]) app.highlightCase(queries[i], v);
  const highlight = cpuMicros(start);

  start = process.cpuUsage();
  for (let i = 0; i < requests.length; i++) await app.queries.countCases();
  const count = cpuMicros(start);

  const n = requests.length;
  const hits = found.filter((result) => result.total > 0).length / n;
  return {
    execute: execute / n,
    understand: understand / n,
    search: search / n,
    view: view / n,
    highlight: highlight / n,
    count: count / n,
    hits,
  };
}

function print(rows, apps) {
  const head = [
    'query type (caller)',
    'execute',
    'understand',
    'search',
    'toCaseView',
    'highlight',
    'countCases',
    'hits',
  ];
  const width = Math.max(...rows.map((row) => row.type.length), head[0].length) + 2;
  console.log('\nCPU µs per call (process.cpuUsage), in process, page 1');
  console.log(
    `${apps > 1 ? 'app'.padEnd(16) : ''}${head[0].padEnd(width)}${head
      .slice(1)
      .map((h) => h.padStart(11))
      .join('')}`,
  );
  for (const row of rows) {
    const figures = [row.execute, row.understand, row.search, row.view, row.highlight, row.count].map((v) =>
      v.toFixed(1).padStart(11),
    );
    const app = apps > 1 ? (row.app === 'this checkout' ? 'after' : 'before').padEnd(16) : '';
    console.log(`${app}${row.type.padEnd(width)}${figures.join('')}${`${Math.round(row.hits * 100)} %`.padStart(11)}`);
  }
  for (const label of new Set(rows.map((row) => row.app))) {
    const mine = rows.filter((row) => row.app === label);
    const mean = mine.reduce((sum, row) => sum + row.execute, 0) / mine.length;
    console.log(
      `${label}: mean execute ${fmt(Math.round(mean))} µs CPU per call over ${mine.length} type × caller rows`,
    );
  }
}
