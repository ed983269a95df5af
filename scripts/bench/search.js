// `npm run bench -- search [options]`: the search endpoint on a realistic read model of 1,000,000 cases.
//   (1) seed N cases (default 1,000,000) into a temporary DATA_DIR's read-models.sqlite through the compiled
//       cases projection (synthetic CaseImported events, positions 1..N), checkpoint at N, an event store without
//       these events whose position sequence stands at N (the app refuses read models beyond its log);
//       case ids as an import reserves them: hashes of the case keys over 100,000,000–999,999,999
//   (2) start the real application (backend/dist/main.js) on that DATA_DIR as a child process
//   (3) load-test GET /api/insolvency/search as a logged-in free-plan user with 16 keep-alive connections,
//       one query type at a time; the same for GET /api/health/live (a constant: the framework's ceiling) and for
//       a bare node:http server answering the same constant (the physical limit, support/bare-http-server.js).
//       Issue #33: the bare server and the constant endpoint are warmed until their throughput is stable, each
//       query type with 200 requests; then every entry is measured in --rounds round-robin blocks, each round
//       starting one entry later (support/rotation.js), and every figure is printed as a share of both; each
//       entry's CPU time per request is read from the serving process itself (process.cpuUsage() over IPC,
//       support/cpu-usage-probe.js), so the shares also show per CPU what a loaded machine hides in req/s
//   (4) deep pages (page 500 of 20) through searchCases() in-process, as anonymous callers always get page 1
// It also reports the application's memory (RSS now and at its peak, from /proc) and the search index's bytes
// (from /api/health), against the budget for 1,000,000 cases: RSS ≤ 400 MB, index ≤ 64 MiB.
// `--store mongo` (issue #17) and `--profile distributed` (issue #18): steps (1)–(3) on SQLite at a smaller size
// (default 300 cases, 10 requests per type, 4 connections), then the same cases as CaseImported events in an event store (embedded SQLite, or the
// KurrentDB test server for the distributed profile), projected by the application itself into a fresh MongoDB
// database (MONGO_URL, default the FerretDB test server; dropped afterwards unless --keep), the catch-up timed,
// and the same load test; both printed side by side (see support/search-read-stores.js).
// Options: --cases N, --requests N (per query type), --connections N, --deep N (deep-page calls per type),
//          --data-dir DIR (reuse or create a seeded directory and keep it), --keep (keep the temporary directory),
//          --store sqlite|mongo, --profile embedded|distributed, --rounds N (round-robin blocks per entry, 4),
//          --app-root DIR (the application of another checkout's build, e.g. a worktree of main: before/after
//          with the same client and seed)
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { casesProjection } from '@insolvenz/projections/read-models/cases/cases.projection.js';
import { CHECKPOINT_SCHEMA, writeCheckpoint } from '@insolvenz/projections/store/sqlite/checkpoints.js';
import { SqliteProjectionStore } from '@insolvenz/projections/store/sqlite/sqlite-projection-store.js';
import { openDatabase } from '@insolvenz/backend/platform/sqlite/open-database.js';
import { SqliteEventStore } from '@insolvenz/backend/platform/event-store/sqlite/sqlite-event-store.js';
import { searchCases } from '@insolvenz/backend/cases/read-model/sqlite/search/search-read-model.js';
import { SearchIndex } from '@insolvenz/backend/cases/read-model/sqlite/search/search-index/search-index.js';
import { foldGerman, significantTokens } from '@insolvenz/backend/platform/text/german-search.js';
import { caseKey } from '@insolvenz/backend/cases/domain/case-key.js';
import { CASE_ID_BASE } from '@insolvenz/backend/cases/import-case/case-id-scheme.js';
import { SeedCaseIds } from '@insolvenz/backend/cases/test/case-ids.js';
import { fmt, formatBytes, freePort, machineLine, progressReporter } from './support/report.js';
import { adminHealth, BENCH_ADMIN_ENV, PUBLIC_API_KEY, registerUser } from './support/api-user.js';
import { APP_ENV, APP_NODE_FLAGS } from '../lib.js';
import {
  CPU_PROBE_FLAGS,
  cpuReader,
  measureInRotation,
  rateRange,
  startBareServer,
  warmUntilStable,
} from './support/rotation.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const TARGET_P95_MS = 50;
const TARGET_SHARE = 0.3;
/** Issue #33, against the bare node:http server: the constant endpoint, all search types together, each type. */
const TARGET_CEILING_OF_BARE = 0.6;
const TARGET_SEARCH_OF_BARE = 0.35;
const TARGET_TYPE_OF_BARE = 0.2;
const TARGET_P95_ISSUE_33_MS = 25;
/** Memory budget at 1,000,000 cases: the application's resident set, and the search index's typed arrays. */
const TARGET_RSS_BYTES = 400 * 1000 * 1000;
const TARGET_INDEX_BYTES = 64 * 1024 * 1024;
const TRANSACTION_SIZE = 50_000;
const REQUEST_TIMEOUT_MS = 30_000;
/** Defaults of the MongoDB and distributed runs (FerretDB v1 is slow): minutes, not hours. */
const MONGO_DEFAULT_CASES = 300;
const MONGO_DEFAULT_REQUESTS = 10;
/** FerretDB answers one query at a time (about 1–4 s each here): 16 connections would only queue past timeouts. */
const MONGO_DEFAULT_CONNECTIONS = 4;
const MONGO_WARM_UP = 2;

export async function run(args) {
  const options = parseArgs(args);
  if (options.store === 'mongo' || options.profile === 'distributed') {
    // Loaded here, so that the SQLite run needs neither mongoose nor the KurrentDB client.
    const { runOnReadStores } = await import('./support/search-read-stores.js');
    return runOnReadStores(options);
  }
  const dir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'insolvenz-bench-search-'));
  const keep = options.keep || options.dataDir !== undefined;
  let app;
  let bare;
  const cleanup = () => {
    app?.kill('SIGKILL');
    if (bare) process.kill(bare.pid, 'SIGKILL');
    if (!keep) rmSync(dir, { recursive: true, force: true });
  };
  const onSignal = () => {
    cleanup();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  console.log('Search benchmark: GET /api/insolvency/search on the embedded profile (SQLite FTS5 read model)');
  console.log(machineLine());
  console.log(`DATA_DIR: ${dir} (${keep ? 'kept' : 'temporary, deleted at the end'})\n`);

  try {
    const file = join(dir, 'read-models.sqlite');
    const seeded = seededCount(file);
    if (seeded === options.cases) {
      console.log(`seed: reusing ${fmt(seeded)} cases in ${file}`);
    } else {
      if (seeded !== undefined) throw new Error(`${file} holds ${fmt(seeded)} cases, not ${fmt(options.cases)}`);
      const seconds = seed(file, options.cases);
      console.log(
        `seed: ${fmt(options.cases)} cases in ${seconds.toFixed(1)} s (${fmt(Math.round(options.cases / seconds))} ` +
          `cases/s), read-models.sqlite ${formatBytes(statSync(file).size)}`,
      );
    }
    const pools = queryPools(file);
    console.log(
      `queries: common words ${pools.common.slice(0, 6).join(', ')}, …; rare words ${pools.rare.slice(0, 4).join(', ')}, …`,
    );

    const port = await freePort();
    app = await startApp(dir, port, { appRoot: options.appRoot });
    if (options.appRoot !== root) console.log(`app: ${join(options.appRoot, 'backend/dist/main.js')}`);
    const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
    const token = await registerUser(`http://127.0.0.1:${port}`);
    const http = (path) => get(agent, port, path, token);

    bare = await startBareServer();
    const bareAgent = new Agent({ keepAlive: true, maxSockets: options.connections });
    const entries = [
      {
        name: 'bare node:http (physical limit)',
        http: (path) => get(bareAgent, bare.port, path),
        path: () => '/',
        cpu: bare.cpu,
      },
      { name: 'GET /api/health/live (ceiling)', http, path: () => '/api/health/live', cpu: app.cpu },
      ...httpTypes(pools).map((type) => ({
        name: type.name,
        http,
        cpu: app.cpu,
        path: () => `/api/insolvency/search?${new URLSearchParams(type.query())}`,
      })),
    ];
    // Warm-up, not measured: both constant endpoints until their throughput is stable, each query type briefly.
    const warm = [];
    for (const entry of entries.slice(0, 2)) warm.push(await warmUntilStable(entry, options.connections, runRequests));
    for (const entry of entries.slice(2))
      await runRequests(entry.http, entry.path, options.warmUp, options.connections);
    console.log(
      `warm-up: bare node:http ${describeWarmUp(warm[0])}; constant endpoint ${describeWarmUp(warm[1])}; ` +
        `each query type ${fmt(options.warmUp)} requests`,
    );
    const totals = await measureInRotation(entries, options, runRequests);
    const measured = entries.map((entry, index) => measuredResult(entry.name, totals[index], options));
    const [bareResult, ceiling, ...results] = measured;
    const memory = { ready: app.memoryWhenReady, afterLoad: processMemory(app.pid) };
    const ceilingRates = totals[1].rates;
    console.log(
      `ceiling: ${fmt(Math.round(ceilingRates[0]))} req/s in the first round, ` +
        `${fmt(Math.round(ceilingRates.at(-1)))} req/s in the last; compared with all ${options.rounds} rounds ` +
        `together (bare node:http ${rateRange(totals[0].rates)} req/s per round)`,
    );
    const index = await searchIndexStatus(port);
    console.log(
      `search index after the load: ${index.state}, ${formatBytes(index.bytes)} (snapshot ` +
        `${formatBytes(index.snapshotBytes)}, ${fmt(index.termSets)} term sets cached ` +
        `${formatBytes(index.termSetBytes)}), ${fmt(index.termSetHits)} searches from the cache, ` +
        `${fmt(index.termSetLoads)} term sets read from FTS5`,
    );
    agent.destroy();
    bareAgent.destroy();
    await bare.stop();
    bare = undefined;

    const deep = deepPages(file, pools, options.deep);
    printReport(ceiling, results, deep, options, { ...memory, index }, bareResult);
  } finally {
    if (app) await stopApp(app);
    app = undefined;
    await bare?.stop();
    bare = undefined;
    cleanup();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

function parseArgs(args) {
  const options = {
    cases: undefined,
    requests: undefined,
    connections: undefined,
    deep: 200,
    rounds: 4,
    dataDir: undefined,
    keep: false,
    store: 'sqlite',
    profile: 'embedded',
    appRoot: root,
  };
  const choices = { store: ['sqlite', 'mongo'], profile: ['embedded', 'distributed'] };
  const numeric = new Set(['cases', 'requests', 'connections', 'deep', 'rounds']);
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i].split('=', 2);
    const name = flag.replace(/^--/, '').replace(/-(\w)/g, (_, c) => c.toUpperCase());
    if (flag === '--help' || flag === '-h') usage();
    if (flag === '--keep') {
      options.keep = true;
    } else if (flag === '--app-root') {
      options.appRoot = resolve(inline ?? args[++i] ?? usage(`${flag} needs a directory`));
    } else if (flag === '--data-dir') {
      options.dataDir = resolve(inline ?? args[++i] ?? usage(`${flag} needs a directory`));
    } else if (choices[name]) {
      const raw = inline ?? args[++i];
      if (!choices[name].includes(raw)) usage(`${flag} must be ${choices[name].join(' or ')}, got "${raw}"`);
      options[name] = raw;
    } else if (numeric.has(name)) {
      const raw = inline ?? args[++i];
      const value = Number(String(raw).replaceAll('_', ''));
      if (!Number.isInteger(value) || value < 1) usage(`${flag} needs a positive integer, got "${raw}"`);
      options[name] = value;
    } else {
      usage(`unknown option ${args[i]}`);
    }
  }
  const onMongo = options.store === 'mongo' || options.profile === 'distributed';
  if (onMongo && options.dataDir !== undefined) usage('--data-dir is for the SQLite run only');
  // FerretDB projects and answers far slower than SQLite: a size and a request count that finish in minutes.
  options.cases ??= onMongo ? MONGO_DEFAULT_CASES : 1_000_000;
  options.requests ??= onMongo ? MONGO_DEFAULT_REQUESTS : 2000;
  options.connections ??= onMongo ? MONGO_DEFAULT_CONNECTIONS : 16;
  options.warmUp = onMongo ? MONGO_WARM_UP : 200;
  return options;
}

function usage(problem) {
  if (problem) console.error(problem);
  console.error(
    'Usage: npm run bench -- search [--cases N (1000000)] [--requests N per type (2000)] [--connections N (16)]\n' +
      '                              [--deep N (200)] [--data-dir DIR (reused, kept)] [--keep]\n' +
      '                              [--store sqlite|mongo] [--profile embedded|distributed] [--rounds N (4)]\n' +
      "                              [--app-root DIR (another checkout's build of the app)]\n" +
      `  mongo and distributed: --cases ${MONGO_DEFAULT_CASES}, --requests ${MONGO_DEFAULT_REQUESTS} and ` +
      `--connections ${MONGO_DEFAULT_CONNECTIONS} by default (${MONGO_WARM_UP} warm-up requests per type), ` +
      'the SQLite run at the same size beside them; --keep keeps the MongoDB database too',
  );
  process.exit(problem ? 1 : 0);
}

// ---- (1) Seeding through the compiled projection ------------------------------------------------------------

/** Cases in a seeded read-models.sqlite of the current projection version, or undefined (absent or outdated). */
export function seededCount(file) {
  if (!existsSync(file)) return undefined;
  const db = new DatabaseSync(file, { readOnly: true });
  let seeded;
  try {
    const row = db.prepare("SELECT version FROM projection_checkpoints WHERE name = 'cases'").get();
    if (!row || row.version !== casesProjection.version) return undefined;
    // Counted, not read from the checkpoint: the app's own events of a run (the bench user's registration) come
    // after the seeded positions (`logReachingSeed`) and move the checkpoint on.
    const cases = db.prepare('SELECT COALESCE(SUM(n), 0) AS n FROM rm_case_counts').get().n;
    seeded = { cases, lowestId: db.prepare('SELECT MIN(id) AS id FROM rm_cases').get().id };
  } catch {
    return undefined;
  } finally {
    db.close();
  }
  if (seeded.lowestId !== null && seeded.lowestId < CASE_ID_BASE) {
    throw new Error(`${file} was seeded with sequential case ids, not the real (hashed) ones: delete it first`);
  }
  return seeded.cases;
}

/**
 * Seeds `total` cases; `generator.event(position)` answers each one's CaseImported event (default: this file's
 * CaseGenerator; the relevance benchmark passes the portal replica's cases, support/replica-cases.js).
 */
export function seed(file, total, generator = new CaseGenerator(total)) {
  mkdirSync(join(file, '..'), { recursive: true });
  rmSync(file, { force: true });
  const db = new DatabaseSync(file);
  // Bulk load: no journal, no fsync, a big page cache. The application reopens the file with WAL and FULL sync.
  db.exec(`PRAGMA journal_mode = MEMORY; PRAGMA synchronous = OFF; PRAGMA cache_size = -1048576;
           PRAGMA temp_store = MEMORY; PRAGMA locking_mode = EXCLUSIVE;`);
  db.exec(CHECKPOINT_SCHEMA);
  const readModels = new SqliteProjectionStore(db);
  readModels.prepareNow(casesProjection);
  const progress = progressReporter('seed', total);
  const started = process.hrtime.bigint();
  for (let position = 1; position <= total;) {
    const end = Math.min(total, position + TRANSACTION_SIZE - 1);
    db.exec('BEGIN');
    const events = [];
    for (; position <= end; position++) events.push(generator.event(position));
    readModels.writeNow(casesProjection, events);
    writeCheckpoint(db, casesProjection.name, BigInt(end), casesProjection.version);
    db.exec('COMMIT');
    progress(end);
  }
  // The FTS index as the application's daily run leaves it (issue #33: the retention run merges the segments into one
  // every day, `maintainSearchIndex`/`compactSearchIndex`, in steps; 'optimize' ends in the same index at once). No
  // ANALYZE: the application's database never gets one.
  db.exec("INSERT INTO rm_cases_fts(rm_cases_fts) VALUES('optimize')");
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  db.close();
  // The event store stays without these events; `startApp` moves its sequence up to the seeded position.
  return seconds;
}

/** Courts (Insolvenzgerichte) by Land with a weight (cases per year, roughly by population) and departments. */
const COURTS = [
  ['BW', 'Stuttgart', '70', 6, ['1', '4', '7']],
  ['BW', 'Mannheim', '68', 3, ['1', '4']],
  ['BW', 'Karlsruhe', '76', 3, ['2', '3']],
  ['BW', 'Freiburg im Breisgau', '79', 2, ['8', '9']],
  ['BW', 'Ulm', '89', 2, ['2']],
  ['BW', 'Heilbronn', '74', 2, ['6']],
  ['BY', 'München', '80', 8, ['1502', '1503', '1506', '1507']],
  ['BY', 'Nürnberg', '90', 4, ['8004', '8005']],
  ['BY', 'Augsburg', '86', 2, ['1', '2']],
  ['BY', 'Regensburg', '93', 2, ['2']],
  ['BY', 'Würzburg', '97', 2, ['1']],
  ['BE', 'Charlottenburg', '10', 9, ['36', '36a', '36b', '36c']],
  ['BB', 'Potsdam', '14', 2, ['35']],
  ['BB', 'Cottbus', '03', 1, ['63']],
  ['BB', 'Frankfurt (Oder)', '15', 1, ['3']],
  ['BB', 'Neuruppin', '16', 1, ['15']],
  ['HB', 'Bremen', '28', 3, ['40', '41']],
  ['HB', 'Bremerhaven', '27', 1, ['11']],
  ['HH', 'Hamburg', '20', 8, ['67a', '67b', '67c', '67g', '68e']],
  ['HE', 'Frankfurt am Main', '60', 5, ['810', '816']],
  ['HE', 'Darmstadt', '64', 2, ['9']],
  ['HE', 'Wiesbaden', '65', 2, ['10']],
  ['HE', 'Kassel', '34', 2, ['660']],
  ['HE', 'Gießen', '35', 1, ['6']],
  ['MV', 'Rostock', '18', 2, ['60', '61']],
  ['MV', 'Schwerin', '19', 1, ['581']],
  ['MV', 'Neubrandenburg', '17', 1, ['10']],
  ['MV', 'Stralsund', '18', 1, ['160']],
  ['NI', 'Hannover', '30', 5, ['902', '903', '904', '908']],
  ['NI', 'Braunschweig', '38', 2, ['271']],
  ['NI', 'Göttingen', '37', 1, ['74']],
  ['NI', 'Oldenburg (Oldenburg)', '26', 2, ['64']],
  ['NI', 'Osnabrück', '49', 2, ['34']],
  ['NI', 'Lüneburg', '21', 1, ['47']],
  ['NW', 'Köln', '50', 8, ['71', '72', '73', '75']],
  ['NW', 'Düsseldorf', '40', 6, ['500', '501', '502', '503', '504', '507', '513']],
  ['NW', 'Essen', '45', 5, ['160', '161', '162', '163', '164', '166']],
  ['NW', 'Dortmund', '44', 5, ['250', '251', '253', '254', '255', '256', '258', '259']],
  ['NW', 'Bochum', '44', 3, ['80', '81', '82', '83', '84', '85']],
  ['NW', 'Münster', '48', 3, ['80', '82', '83', '85', '86', '87']],
  ['NW', 'Bielefeld', '33', 3, ['43']],
  ['NW', 'Aachen', '52', 3, ['91', '92', '93', '94', '95']],
  ['NW', 'Duisburg', '47', 3, ['60', '61', '62', '63', '64']],
  ['NW', 'Wuppertal', '42', 3, ['145', '146']],
  ['NW', 'Bonn', '53', 2, ['98', '99']],
  ['RP', 'Mainz', '55', 2, ['260']],
  ['RP', 'Koblenz', '56', 2, ['21', '23']],
  ['RP', 'Trier', '54', 1, ['23']],
  ['RP', 'Ludwigshafen am Rhein', '67', 1, ['3a', '3b']],
  ['RP', 'Kaiserslautern', '67', 1, ['1']],
  ['SL', 'Saarbrücken', '66', 2, ['106', '107', '108']],
  ['SN', 'Leipzig', '04', 3, ['401', '402', '403', '404', '405']],
  ['SN', 'Dresden', '01', 3, ['501', '502', '503', '504', '505', '531']],
  ['SN', 'Chemnitz', '09', 2, ['1301', '1302', '1303']],
  ['ST', 'Magdeburg', '39', 2, ['360', '367']],
  ['ST', 'Halle (Saale)', '06', 2, ['59']],
  ['ST', 'Dessau-Roßlau', '06', 1, ['1']],
  ['ST', 'Stendal', '39', 1, ['7']],
  ['SH', 'Kiel', '24', 2, ['26', '27']],
  ['SH', 'Lübeck', '23', 1, ['65']],
  ['SH', 'Flensburg', '24', 1, ['56']],
  ['SH', 'Neumünster', '24', 1, ['93']],
  ['SH', 'Itzehoe', '25', 1, ['28']],
  ['TH', 'Erfurt', '99', 2, ['172']],
  ['TH', 'Gera', '07', 1, ['9']],
  ['TH', 'Jena', '07', 1, ['2']],
  ['TH', 'Meiningen', '98', 1, ['3']],
  ['TH', 'Mühlhausen', '99', 1, ['5']],
].map(([state, city, zip, weight, departments]) => ({ state, city, zip, weight, departments }));

/** Frequent family names first: the generator draws them with a Zipf-like bias, so some words are common. */
const SURNAMES = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Schäfer',
  'Koch',
  'Bauer',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
  'Hofmann',
  'Hartmann',
  'Lange',
  'Schmitt',
  'Werner',
  'Schmitz',
  'Krause',
  'Meier',
  'Lehmann',
  'Schmid',
  'Schulze',
  'Maier',
  'Köhler',
  'Herrmann',
  'König',
  'Walter',
  'Mayer',
  'Huber',
  'Kaiser',
  'Fuchs',
  'Peters',
  'Lang',
  'Scholz',
  'Möller',
  'Weiß',
  'Jung',
  'Hahn',
  'Schubert',
  'Vogel',
  'Friedrich',
  'Keller',
  'Günther',
  'Frank',
  'Berger',
  'Winkler',
  'Roth',
  'Beck',
  'Lorenz',
  'Baumann',
  'Franke',
  'Albrecht',
  'Schuster',
  'Simon',
  'Ludwig',
  'Böhm',
  'Winter',
  'Kraus',
  'Martin',
  'Schumacher',
  'Krämer',
  'Vogt',
  'Stein',
  'Jäger',
  'Otto',
  'Sommer',
  'Groß',
  'Seidel',
  'Heinrich',
  'Brandt',
  'Haas',
  'Schreiber',
  'Graf',
  'Schulte',
  'Dietrich',
  'Ziegler',
  'Kuhn',
  'Kühn',
  'Pohl',
  'Engel',
  'Horn',
  'Busch',
  'Bergmann',
  'Thomas',
  'Voigt',
  'Sauer',
  'Arnold',
  'Wolff',
  'Pfeiffer',
  'Yılmaz',
  'Kaya',
  'Öztürk',
  'Nowak',
  'Kowalski',
  'Popescu',
  'Nguyen',
  'Dąbrowski',
  'Petrović',
];
const FIRST_NAMES = [
  'Thomas',
  'Michael',
  'Andreas',
  'Stefan',
  'Frank',
  'Jürgen',
  'Jörg',
  'Uwe',
  'Klaus',
  'Günter',
  'Björn',
  'Sören',
  'Jens',
  'Lukas',
  'Jonas',
  'Mehmet',
  'Sabine',
  'Petra',
  'Katrin',
  'Claudia',
  'Monika',
  'Anna',
  'Käthe',
  'Jürgen',
  'Hans-Peter',
  'Karl-Heinz',
  'Ursula',
  'Brigitte',
  'Gabriele',
  'Renate',
  'Ayşe',
  'Özlem',
  'Lea',
  'Sophie',
  'Marie',
  'Dörte',
  'Ingrid',
  'Heike',
  'Birgit',
  'Susanne',
  'Nicole',
  'Sandra',
  'Tobias',
  'Florian',
  'Sebastian',
  'Matthias',
  'Christian',
  'Daniel',
  'Alexander',
  'Dominik',
  'René',
  'André',
];
const TRADES = [
  'Bau',
  'Hochbau',
  'Tiefbau',
  'Logistik',
  'Spedition',
  'Transporte',
  'Haustechnik',
  'Gastronomie',
  'Metallbau',
  'Immobilien',
  'Elektrotechnik',
  'Handel',
  'Autohaus',
  'Bäckerei',
  'Fleischerei',
  'Dachdeckerei',
  'Malerbetrieb',
  'Gebäudereinigung',
  'Sanitär',
  'Heizungsbau',
  'Holzbau',
  'Zimmerei',
  'Garten- und Landschaftsbau',
  'Personaldienstleistungen',
  'Software',
  'IT-Service',
  'Beratung',
  'Consulting',
  'Vertrieb',
  'Textil',
  'Möbelhaus',
  'Druckerei',
  'Reisebüro',
  'Pflegedienst',
  'Fahrschule',
  'Kfz-Werkstatt',
  'Getränkehandel',
  'Hotelbetriebs',
  'Brauerei',
  'Energietechnik',
  'Solartechnik',
  'Maschinenbau',
  'Kunststofftechnik',
  'Verwaltungs',
  'Beteiligungs',
  'Grundbesitz',
  'Projektentwicklung',
  'Medien',
  'Werbeagentur',
  'Friseursalon',
  'Kosmetikstudio',
  'Blumenhandel',
  'Optik',
  'Schreinerei',
  'Fliesenlegerei',
  'Glaserei',
  'Umzüge',
  'Kurierdienst',
  'Sicherheitsdienst',
  'Catering',
  'Eventservice',
];
const PLACES = [
  'Nordlicht',
  'Rheintal',
  'Alpenblick',
  'Elbufer',
  'Sonnenschein',
  'Mainstern',
  'Weserland',
  'Ostsee',
  'Harzwerk',
  'Schwarzwald',
  'Bodensee',
  'Spreeblick',
  'Havelland',
  'Isartal',
  'Moselgold',
  'Eifel',
  'Allgäu',
  'Lausitz',
  'Alpha',
  'Omega',
  'Delta',
  'Prima',
  'Optima',
  'Nova',
  'Vita',
  'Terra',
  'Novum',
  'Hanse',
  'Rhein-Main',
  'Süd',
  'Nord',
  'West',
  'Ost',
  'Mitteldeutsche',
  'Fränkische',
  'Schwäbische',
];
// A long tail of rarer family names, built from syllables: Kreimann, Blöhorst, Schauckbach, … (~49,000).
const SYLLABLES_START = ['Kr', 'Br', 'St', 'Gr', 'Pf', 'Sch', 'W', 'H', 'L', 'M', 'N', 'T', 'R', 'Z', 'Bl', 'Fl', 'D'];
const SYLLABLES_VOWEL = ['a', 'e', 'i', 'o', 'u', 'ä', 'ö', 'ü', 'au', 'ei', 'ie', 'eu'];
const SYLLABLES_MIDDLE = ['', 'l', 'n', 'r', 'st', 'ck', 'tt', 'nn', 'ß', 'h'];
const SYLLABLES_END = [
  'ling',
  'mann',
  'berg',
  'dorf',
  'bach',
  'hagen',
  'feld',
  'stein',
  'hof',
  'rath',
  'wald',
  'brück',
  'rode',
  'heim',
  'ner',
  'ke',
  'lich',
  'ing',
  'au',
  'horst',
  'thal',
  'burg',
  'busch',
  'kamp',
];
/** Legal forms of companies: [name suffix, legalForm field, register type, weight]. */
const FORMS = [
  ['GmbH', 'GmbH', 'HRB', 45],
  ['UG (haftungsbeschränkt)', 'UG (haftungsbeschränkt)', 'HRB', 15],
  ['GmbH & Co. KG', 'GmbH & Co. KG', 'HRA', 12],
  ['AG', 'AG', 'HRB', 3],
  ['KG', 'KG', 'HRA', 5],
  ['OHG', 'OHG', 'HRA', 3],
  ['e.K.', 'e.K.', 'HRA', 8],
  ['GbR', 'GbR', null, 4],
  ['e.V.', 'e.V.', 'VR', 2],
  ['eG', 'eG', 'GnR', 1],
  ['Ltd.', 'Limited', null, 2],
];
const STREETS = [
  'Hauptstraße',
  'Industriestraße',
  'Bahnhofstraße',
  'Gewerbering',
  'Am Hafen',
  'Lindenallee',
  'Schulstraße',
  'Gartenstraße',
  'Dorfstraße',
  'Bergstraße',
  'Kirchstraße',
  'Mühlenweg',
  'Goethestraße',
  'Schillerstraße',
  'Königsallee',
  'Friedrich-Ebert-Straße',
  'Äußere Sulzbacher Straße',
  'Große Bleichen',
  'Am Anger',
];
const ADMINISTRATORS = [
  ['Dr. Anna Schäfer', 'Schäfer Rechtsanwälte'],
  ['Thomas Krüger', 'Krüger & Partner Insolvenzverwaltung'],
  ['Dr. Jens Wolf', 'Wolf Restrukturierung PartG mbB'],
  ['Katrin Neumann', 'Neumann Rechtsanwälte'],
  ['Prof. Dr. Lutz Braun', 'Braun Kanzlei für Insolvenzrecht'],
  ['Dr. Björn Gößling', 'Gößling Insolvenzverwaltung'],
  ['Sören Lüdtke', 'Lüdtke Rechtsanwälte'],
];
/** CaseImported publication types of a first notice, with weights. */
const FIRST_TYPES = [
  ['sicherungsmassnahmen', 35],
  ['eroeffnung', 35],
  ['abweisung_mangels_masse', 8],
  ['termin', 5],
  ['restschuldbefreiung', 5],
  ['einstellung', 4],
  ['aufhebung', 4],
  ['verteilungsverzeichnis', 2],
  ['sonstiges', 2],
];
const DAYS = 60;

/**
 * Deterministic generator of realistic cases, in publication order; case ids are those an import reserves (hashes
 * of the case keys, spread over 100,000,000–999,999,999), so the index is sized as in production. The retention
 * benchmark seeds with it too.
 */
export class CaseGenerator {
  constructor(total) {
    this.total = total;
    this.seed = 0x9e3779b9;
    this.courts = weighted(COURTS.map((c) => [c, c.weight]));
    // Zipf-like: Müller ≈ 1 % of family names, the top hundred ≈ 12 %; "Bau" ≈ 7 % of trade words.
    this.topSurname = weighted(SURNAMES.map((name, rank) => [name, (rank + 1) ** -0.7]));
    this.trade = weighted(TRADES.map((trade, rank) => [trade, (rank + 1) ** -0.5]));
    this.forms = weighted(FORMS.map((f) => [f, f[3]]));
    this.types = weighted(FIRST_TYPES);
    this.numbers = new Map();
    this.ids = new SeedCaseIds();
    const today = new Date();
    this.firstDay = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - (DAYS - 1) * 86_400_000;
  }

  random() {
    // mulberry32
    let t = (this.seed = (this.seed + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(n) {
    return Math.floor(this.random() * n);
  }

  pick(list) {
    return list[this.int(list.length)];
  }

  surname() {
    const r = this.random();
    if (r < 0.12) return this.topSurname(this.random());
    const made =
      this.pick(SYLLABLES_START) + this.pick(SYLLABLES_VOWEL) + this.pick(SYLLABLES_MIDDLE) + this.pick(SYLLABLES_END);
    return r < 0.97 ? made : `${this.topSurname(this.random())}-${made}`;
  }

  companyName(form) {
    const r = this.random();
    let core;
    if (r < 0.35) core = `${this.surname()} ${this.trade(this.random())}`;
    else if (r < 0.5) core = `${this.surname()} & ${this.surname()} ${this.trade(this.random())}`;
    else if (r < 0.7) core = `${this.pick(PLACES)} ${this.trade(this.random())}`;
    else if (r < 0.8) core = `${this.trade(this.random())} ${this.pick(COURTS).city.replace(/ \(.*\)$/, '')}`;
    else if (r < 0.9) core = `${this.surname()}${this.pick(['bau', 'tec', 'plan', 'trans', 'invest', 'data'])}`;
    else core = `${this.pick(FIRST_NAMES)} ${this.surname()} ${this.trade(this.random())}`;
    const name = `${core} ${form[0]}`;
    return this.random() < 0.15 ? name.toUpperCase() : name;
  }

  event(position) {
    const court = this.courts(this.random());
    const kindRoll = this.random();
    const kind = kindRoll < 0.5 ? 'company' : kindRoll < 0.95 ? 'person' : kindRoll < 0.99 ? 'estate' : 'unknown';
    const consumer = kind === 'person' && this.random() < 0.85;
    let publicationType = this.types(this.random());
    if (publicationType === 'restschuldbefreiung' && kind === 'company') publicationType = 'eroeffnung';
    // Mostly this year's files; later notices (Termin, Aufhebung, …) often belong to older ones.
    const yearRoll = this.random();
    const year = yearRoll < 0.7 ? 26 : yearRoll < 0.9 ? 25 : yearRoll < 0.97 ? 24 : 19 + this.int(5);
    const department = this.pick(court.departments);
    const register = consumer ? 'IK' : 'IN';
    const counterKey = `${court.city}|${department}|${register}|${year}`;
    const number = (this.numbers.get(counterKey) ?? 0) + 1 + this.int(3);
    this.numbers.set(counterKey, number);
    const caseNumber = `${department} ${register} ${number}/${year}`;
    const courtName = `Amtsgericht ${court.city}`;
    const key = caseKey(courtName, caseNumber);

    let debtorName;
    let legalForm = null;
    let registerEntry = null;
    if (kind === 'company') {
      const form = this.forms(this.random());
      debtorName = this.companyName(form);
      legalForm = form[1];
      if (form[2]) registerEntry = { court: courtName, type: form[2], number: String(1000 + this.int(240_000)) };
    } else {
      const first = this.pick(FIRST_NAMES);
      const last = this.surname();
      const born = this.random() < 0.15 ? ` geb. ${this.surname()}` : '';
      if (kind === 'estate') debtorName = `Nachlass des ${first} ${last}`;
      else if (kind === 'unknown') debtorName = `${first} ${last} handelnd als ${this.trade(this.random())} ${last}`;
      else debtorName = this.random() < 0.7 ? `${last}, ${first}${born}` : `${first} ${last}${born}`;
    }

    // Days follow the positions (imports arrive in order); a few notices arrive a little late.
    const dayIndex = Math.min(DAYS - 1, Math.floor(((position - 1) * DAYS) / this.total));
    const late = this.random() < 0.05 ? this.int(4) : 0;
    const day = new Date(this.firstDay + Math.max(0, dayIndex - late) * 86_400_000);
    const publicationDate = day.toISOString().slice(0, 10);
    const decisionDate = new Date(day.getTime() - (1 + this.int(5)) * 86_400_000).toISOString().slice(0, 10);
    const street = `${this.pick(STREETS)} ${1 + this.int(180)}${this.random() < 0.1 ? 'a' : ''}`;
    const postalCode = `${court.zip}${String(this.int(1000)).padStart(3, '0')}`;
    const withAdministrator = publicationType !== 'sicherungsmassnahmen' || this.random() < 0.6;
    const [adminName, firm] = this.pick(ADMINISTRATORS);
    const administrator = withAdministrator
      ? {
          role: publicationType === 'sicherungsmassnahmen' ? 'vorläufiger Insolvenzverwalter' : 'Insolvenzverwalter',
          name: adminName,
          firm,
          street: this.pick(STREETS) + ' ' + (1 + this.int(60)),
          postalCode: `${court.zip}${String(this.int(1000)).padStart(3, '0')}`,
          city: court.city,
          phone: `0${court.zip}${this.int(10)} ${100000 + this.int(899999)}`,
          email: 'kanzlei@example.de',
        }
      : null;
    const text =
      `${courtName}, Aktenzeichen: ${caseNumber}\nIn dem ${publicationType === 'sicherungsmassnahmen' ? 'Insolvenzeröffnungsverfahren' : 'Insolvenzverfahren'} ` +
      `über das Vermögen ${kind === 'company' ? 'der' : 'von'} ${debtorName}, ${street}, ${postalCode} ${court.city}` +
      `${registerEntry ? ` (${courtName}, ${registerEntry.type} ${registerEntry.number})` : ''}, ` +
      `ist am ${decisionDate.split('-').reverse().join('.')} ${textFor(publicationType)}` +
      `${administrator ? ` Insolvenzverwalter: ${adminName}, ${administrator.street}, ${administrator.postalCode} ${court.city}.` : ''}`;
    const notice = {
      fingerprint: createHash('sha256')
        .update(`${position}|${courtName}|${caseNumber}|${publicationDate}`)
        .digest('hex'),
      listingFingerprint: createHash('sha256').update(`listing|${position}|${publicationDate}`).digest('hex'),
      publicationDate,
      publicationType,
      decisionDate,
      court: courtName,
      caseNumber,
      state: court.state,
      debtorName,
      debtorKind: kind,
      legalForm,
      street,
      postalCode,
      city: court.city,
      register: registerEntry,
      administrator,
      claimsDeadline: publicationType === 'eroeffnung' ? addDays(day, 42) : null,
      text,
    };
    const occurredAt = `${publicationDate}T${String(8 + this.int(12)).padStart(2, '0')}:30:00.000Z`;
    return {
      type: 'CaseImported',
      data: { caseId: this.ids.idFor(key), caseKey: key, notice },
      metadata: {
        eventId: `bench-${position}`,
        correlationId: `bench-${position}`,
        causationId: null,
        actorId: 'system:bench',
        occurredAt,
        schemaVersion: 1,
      },
      streamName: `case-${position}`,
      revision: 0n,
      position: BigInt(position),
      recordedAt: new Date(occurredAt),
    };
  }
}

function textFor(type) {
  switch (type) {
    case 'sicherungsmassnahmen':
      return 'die vorläufige Verwaltung des Vermögens angeordnet worden. Verfügungen sind nur mit Zustimmung wirksam.';
    case 'eroeffnung':
      return 'das Insolvenzverfahren eröffnet worden. Forderungen sind bis zum Prüfungstermin anzumelden.';
    case 'abweisung_mangels_masse':
      return 'der Antrag auf Eröffnung des Insolvenzverfahrens mangels Masse abgewiesen worden.';
    case 'restschuldbefreiung':
      return 'der Schuldnerin/dem Schuldner die Restschuldbefreiung erteilt worden.';
    default:
      return 'ein Beschluss im Insolvenzverfahren ergangen. Der vollständige Beschluss ist einsehbar.';
  }
}

function addDays(day, days) {
  return new Date(day.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A picker over [value, weight] pairs: maps a uniform number in [0, 1) to a value. */
function weighted(entries) {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  const cumulative = [];
  let acc = 0;
  for (const [value, w] of entries) cumulative.push([(acc += w) / total, value]);
  return (r) => cumulative.find(([limit]) => r < limit)?.[1] ?? cumulative[cumulative.length - 1][1];
}

// ---- Query pools drawn from the seeded data -----------------------------------------------------------------

export function queryPools(file) {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    // About 2,000 sampled cases: every 487th id at 1,000,000 cases, every case at small sizes.
    const total = db.prepare('SELECT COUNT(*) AS n FROM rm_cases').get().n;
    const every = Math.max(1, Math.min(487, Math.round(total / 2000)));
    const sample = db
      .prepare(
        `SELECT company_name AS name, case_number AS caseNumber, register_type AS registerType,
                register_number AS registerNumber, state, procedure_type AS procedureType, publication_date AS date
         FROM rm_cases WHERE id % ? = 0`,
      )
      .all(every);
    // Document frequencies of the folded name words in the sample.
    const counts = new Map();
    for (const row of sample) {
      for (const token of new Set(foldGerman(row.name).split(' '))) counts.set(token, (counts.get(token) ?? 0) + 1);
    }
    const words = [...counts]
      .filter(([token]) => token.length >= 3 && !/^\d/.test(token) && isPlainWord(token))
      .sort((a, b) => b[1] - a[1]);
    const common = words.slice(0, 25).map(([token]) => token);
    const rare = words.filter(([, n]) => n === 1).map(([token]) => token);
    const dates = db
      .prepare('SELECT MIN(publication_date) AS first, MAX(publication_date) AS last FROM rm_cases')
      .get();
    const originals = sample.map((row) => row.name.split(/[\s,&]+/).filter((w) => /^\p{L}{3,}/u.test(w)));
    const twoWords = originals
      .map((words) => words.filter(isPlainWord))
      .filter((words) => words.length >= 2)
      .map((words) => `${words[0]} ${words[1]}`);
    return {
      sample,
      common,
      rare: rare.length > 0 ? rare : words.slice(-50).map(([token]) => token),
      words: originals.flat().filter((w) => isPlainWord(w) && w.length >= 4),
      twoWords,
      registered: sample.filter((row) => row.registerNumber),
      first: dates.first,
      last: dates.last,
    };
  } finally {
    db.close();
  }
}

/** Words of names that nobody searches for on their own. */
const NOISE = new Set(['geb', 'des', 'als', 'handelnd']);

/** One folded token that is not a legal-form word (those are dropped from queries) or noise. */
function isPlainWord(word) {
  const folded = foldGerman(word);
  return folded !== '' && !folded.includes(' ') && !NOISE.has(folded) && significantTokens(`zz ${word}`).length === 2;
}

const STATES = ['BW', 'BY', 'BE', 'BB', 'HB', 'HH', 'HE', 'MV', 'NI', 'NW', 'RP', 'SL', 'SN', 'ST', 'SH', 'TH'];
const PROCEDURES = ['regel', 'verbraucher', 'antrag'];

function randomOf(list) {
  return list[Math.floor(Math.random() * list.length)];
}

function shiftDate(iso, days) {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A random filter: a Land, a date range (a week or two), a procedure type, or all three. */
function randomFilters(pools, kind = randomOf(['state', 'dates', 'procedure', 'all'])) {
  const filters = {};
  if (kind === 'state' || kind === 'all') filters.state = randomOf(STATES);
  if (kind === 'procedure' || kind === 'all') filters.procedureType = randomOf(PROCEDURES);
  if (kind === 'dates' || kind === 'all') {
    const to = shiftDate(pools.last, -Math.floor(Math.random() * 45));
    filters.dateFrom = shiftDate(to, -randomOf([6, 13]));
    filters.dateTo = to;
  }
  return filters;
}

/** Capitalises or not, sometimes with umlauts spelled out (Mueller): what people type. */
function typed(word) {
  const r = Math.random();
  if (r < 0.2) return word.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');
  if (r < 0.5) return word.toLowerCase();
  return word;
}

function textQueries(pools) {
  return [
    ['word, common', () => randomOf(pools.common)],
    ['word, rare', () => randomOf(pools.rare)],
    ['prefix (3–4 letters)', () => typed(randomOf(pools.words).slice(0, randomOf([3, 4])))],
    ['two words', () => typed(randomOf(pools.twoWords))],
    ['Aktenzeichen', () => randomOf(pools.sample).caseNumber],
    [
      'register number',
      () => {
        const row = randomOf(pools.registered);
        return Math.random() < 0.5 ? `${row.registerType} ${row.registerNumber}` : row.registerNumber;
      },
    ],
  ];
}

export function httpTypes(pools) {
  const types = [];
  for (const [name, q] of textQueries(pools)) {
    types.push({ name, query: () => ({ q: q() }) });
    types.push({ name: `${name} + filters`, query: () => ({ q: q(), ...randomFilters(pools) }) });
  }
  types.push({ name: 'no q, no filter', query: () => ({}) });
  types.push({ name: 'no q, state', query: () => randomFilters(pools, 'state') });
  types.push({ name: 'no q, date range', query: () => randomFilters(pools, 'dates') });
  types.push({ name: 'no q, procedureType', query: () => randomFilters(pools, 'procedure') });
  types.push({ name: 'no q, all filters', query: () => randomFilters(pools, 'all') });
  return types;
}

// ---- (2) The application as a child process -----------------------------------------------------------------

/**
 * A seeded read model stands at position N over an event store without those events (the benchmark needs the
 * cases, not their log). The application refuses read models beyond everything its log ever held (a replaced or
 * restored event store, `ReadModelAheadOfLog`), so the log's AUTOINCREMENT sequence is moved to where the seeded
 * events would have left it, as if they had been appended and erased since; the next event gets position N + 1.
 * Also for a directory seeded before that check existed (its log then holds a few events of earlier starts).
 */
async function logReachingSeed(dir) {
  const seeded = seededCheckpoint(join(dir, 'read-models.sqlite'));
  if (seeded === undefined) return;
  const location = join(dir, 'events.sqlite');
  await new SqliteEventStore({ location }).close(); // creates the log's tables
  const db = new DatabaseSync(location);
  try {
    // sqlite_sequence has no key on `name` (an INSERT OR REPLACE would add a second row): one row, the higher value.
    db.exec('BEGIN');
    const { seq } = db.prepare("SELECT MAX(seq) AS seq FROM sqlite_sequence WHERE name = 'es_events'").get();
    db.prepare("DELETE FROM sqlite_sequence WHERE name = 'es_events'").run();
    db.prepare("INSERT INTO sqlite_sequence (name, seq) VALUES ('es_events', ?)").run(Math.max(seq ?? 0, seeded));
    db.exec('COMMIT');
  } finally {
    db.close();
  }
}

/** The cases read model's checkpoint in `file`, or undefined (no file, not seeded). */
function seededCheckpoint(file) {
  if (!existsSync(file)) return undefined;
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return db.prepare("SELECT position FROM projection_checkpoints WHERE name = 'cases'").get()?.position;
  } catch {
    return undefined;
  } finally {
    db.close();
  }
}

/**
 * `env`: settings beyond the SQLite defaults (the MongoDB read store, KurrentDB). `readStore: 'mongo'` neither
 * expects a seeded checkpoint nor a search index (the MongoDB adapter has none): the caller waits for catch-up.
 */
export async function startApp(dir, port, { env = {}, readStore = 'sqlite', appRoot = root } = {}) {
  if (readStore === 'sqlite') await logReachingSeed(dir);
  const child = spawn(
    process.execPath,
    [...APP_NODE_FLAGS, ...CPU_PROBE_FLAGS, join(appRoot, 'backend/dist/main.js')],
    {
      cwd: appRoot,
      env: {
        ...APP_ENV,
        ...process.env,
        DATA_DIR: dir,
        PORT: String(port),
        HOST: '127.0.0.1',
        IMPORT_SCHEDULE: 'off',
        // The load test sends far more requests than a day's quota of one user.
        QUERY_QUOTA_FREE: '100000000',
        ...BENCH_ADMIN_ENV,
        ...env,
      },
      // One log line per request goes to /dev/null: the application still formats and writes it. The IPC channel
      // answers the app's own CPU time (support/cpu-usage-probe.js).
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    },
  );
  child.cpu = cpuReader(child);
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  const started = Date.now();
  for (;;) {
    const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r(undefined), 200))]);
    if (code !== undefined) throw new Error(`the application exited (${code}) during start:\n${stderr}`);
    const health = await adminHealth(port).catch(() => undefined);
    if (health?.status === 200) {
      const body = JSON.parse(health.body);
      const cases = body.projections.find((p) => p.name === 'cases');
      if (readStore === 'mongo') {
        child.exited = exited;
        child.startedAt = started;
        return child;
      }
      if (!cases || cases.checkpoint === '0')
        throw new Error(`the application did not keep the checkpoint: ${health.body}`);
      console.log(
        `app: started in ${((Date.now() - started) / 1000).toFixed(1)} s on port ${port}, health ${body.status}`,
      );
      child.exited = exited;
      await searchIndexReady(port);
      child.memoryWhenReady = processMemory(child.pid);
      return child;
    }
    if (Date.now() - started > 60_000) throw new Error(`the application did not answer /api/health:\n${stderr}`);
  }
}

/** The application builds its search index in steps after start-up; the load test measures the steady state. */
async function searchIndexReady(port) {
  const started = Date.now();
  for (;;) {
    const index = await searchIndexStatus(port);
    if (index?.state === 'ready') {
      console.log(
        `app: search index ready after ${((Date.now() - started) / 1000).toFixed(1)} s ` +
          `(${fmt(index.cases)} cases, ${formatBytes(index.snapshotBytes)}, built in ${fmt(index.lastBuildMs)} ms ` +
          'in steps between requests)\n',
      );
      return;
    }
    if (Date.now() - started > 120_000) throw new Error(`the search index was not built: ${JSON.stringify(index)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function searchIndexStatus(port) {
  const health = JSON.parse((await adminHealth(port)).body);
  return health.components.find((c) => c.name === 'search-index')?.details;
}

/**
 * The resident set of a process from /proc (Linux): now and at its peak, split into anonymous memory (heap,
 * typed arrays, SQLite's page cache) and file pages (code, the read model's memory-mapped pages); null elsewhere.
 */
export function processMemory(pid) {
  let status;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return null;
  }
  const kib = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kib('VmRSS'), peak: kib('VmHWM'), anon: kib('RssAnon'), file: kib('RssFile') };
}

export async function stopApp(child) {
  child.kill('SIGTERM');
  const timeout = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await child.exited;
  clearTimeout(timeout);
}

export function get(agent, port, path, token) {
  return new Promise((resolveResponse, reject) => {
    const headers = { 'X-API-Key': PUBLIC_API_KEY, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
    const req = request({ host: '127.0.0.1', port, path, agent, headers });
    req.once('error', reject);
    // A request the app never answers fails after a while instead of stalling the benchmark for ever.
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS / 1000} s`)));
    req.once('response', (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.once('end', () =>
        resolveResponse({ status: response.statusCode, body: Buffer.concat(chunks).toString('utf8') }),
      );
      response.once('error', reject);
    });
    req.end();
  });
}

// ---- (3) Load over HTTP -------------------------------------------------------------------------------------

export async function load(http, name, path, options) {
  const progress = progressReporter(name, options.requests);
  // Warm-up: connections opened, code paths and pages hot; not measured.
  await runRequests(http, path, Math.min(options.warmUp ?? 200, options.requests), options.connections);
  const started = process.hrtime.bigint();
  const outcome = await runRequests(http, path, options.requests, options.connections, progress);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (outcome.failures.length > 0 && !options.countFailures) {
    throw new Error(`${name}: ${outcome.failures.length} failed requests, first: ${outcome.failures[0]}`);
  }
  return {
    name,
    ...stats(outcome.latencies),
    rps: options.requests / seconds,
    hits: outcome.hits / options.requests,
    failures: outcome.failures,
  };
}

/** One entry's blocks of the rotation as a result row (the shape `load` returns). */
function measuredResult(name, total, options) {
  if (total.failures.length > 0 && !options.countFailures) {
    throw new Error(`${name}: ${total.failures.length} failed requests, first: ${total.failures[0]}`);
  }
  return {
    name,
    ...stats(total.latencies),
    rps: total.requests / total.seconds,
    hits: total.hits / total.requests,
    failures: total.failures,
    // µs of the serving process's CPU per request (undefined without a probe).
    cpuMicros: total.cpuMicros > 0 ? total.cpuMicros / total.requests : undefined,
  };
}

function describeWarmUp(warm) {
  return (
    `${fmt(warm.requests)} requests, ${warm.stable ? 'stable' : 'NOT stable'} at ${fmt(Math.round(warm.rps))} ` +
    `req/s after ${warm.blocks} blocks`
  );
}

async function runRequests(http, path, total, connections, progress = () => undefined) {
  const latencies = new Float64Array(total);
  const failures = [];
  let next = 0;
  let hits = 0;
  const worker = async () => {
    while (next < total) {
      const index = next++;
      const url = path();
      const started = process.hrtime.bigint();
      try {
        const response = await http(url);
        latencies[index] = Number(process.hrtime.bigint() - started) / 1e6;
        if (response.status !== 200) failures.push(`${url} → ${response.status} ${response.body.slice(0, 300)}`);
        else if (response.body.startsWith('{"results":[{')) hits++;
      } catch (error) {
        // Unanswered requests count with the time they waited (the timeout), not as 0 ms.
        latencies[index] = Number(process.hrtime.bigint() - started) / 1e6;
        failures.push(`${url} → ${error.message}`);
      }
      progress(index + 1);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return { latencies, failures, hits };
}

// ---- (4) Deep pages in-process ------------------------------------------------------------------------------

function deepPages(file, pools, calls) {
  const db = openDatabase(file, { readHeavy: true });
  const index = new SearchIndex(db);
  const results = [];
  try {
    const started = process.hrtime.bigint();
    if (!index.rebuildNow()) throw new Error('the search index could not be built');
    const buildMs = Number(process.hrtime.bigint() - started) / 1e6;
    console.log(
      `\nin-process: search index built in ${buildMs.toFixed(0)} ms at once (${fmt(index.status().cases)} cases)`,
    );
    const page = { offset: 499 * 20, limit: 20 };
    const types = [
      ['no q, no filter', () => ({})],
      ['no q, state', () => randomFilters(pools, 'state')],
      ['no q, all filters', () => randomFilters(pools, 'all')],
      ...textQueries(pools).map(([name, q]) => [name, () => ({ q: q() })]),
      ['word, common + filters', () => ({ q: randomOf(pools.common), ...randomFilters(pools) })],
      ['prefix + filters', () => ({ q: randomOf(pools.words).slice(0, 3), ...randomFilters(pools) })],
    ];
    // Each type with the index (the steady state) and on SQLite alone (while an import is writing).
    for (const [label, withIndex] of [
      ['index', index],
      ['SQLite only', undefined],
    ]) {
      for (const [name, filter] of types) {
        for (let i = 0; i < Math.min(20, calls); i++) searchCases(db, filter(), page, withIndex); // warm-up
        const latencies = new Float64Array(calls);
        let reached = 0;
        const started = process.hrtime.bigint();
        for (let i = 0; i < calls; i++) {
          const t0 = process.hrtime.bigint();
          const result = searchCases(db, filter(), page, withIndex);
          latencies[i] = Number(process.hrtime.bigint() - t0) / 1e6;
          if (result.rows.length > 0) reached++;
        }
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        results.push({
          name: `deep page 500×20, ${label}: ${name}`,
          // Only the steady state counts for the targets; SQLite alone is shown for comparison.
          counted: withIndex !== undefined,
          ...stats(latencies),
          rps: calls / seconds,
          hits: reached / calls,
        });
      }
    }
  } finally {
    index.close();
    db.close();
  }
  return results;
}

// ---- Output -------------------------------------------------------------------------------------------------

function stats(latencies) {
  const sorted = Float64Array.from(latencies).sort();
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

function printReport(ceiling, results, deep, options, memory, bare) {
  const rows = [
    [
      'query type',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'req/s',
      '% ceiling',
      '% bare',
      'µs CPU',
      '% bare CPU',
      'hits',
      'p95',
      'rps',
    ],
  ];
  const percent = (share) => (share === undefined || Number.isNaN(share) ? '–' : `${(share * 100).toFixed(0)} %`);
  // Per CPU: the bare server's CPU per request over this entry's, i.e. its request rate per CPU second as a share.
  const cpuShare = (r) => (r.cpuMicros && bare.cpuMicros ? bare.cpuMicros / r.cpuMicros : undefined);
  const line = (r, share, bareShare) => [
    r.name,
    r.p50.toFixed(2),
    r.p95.toFixed(2),
    r.p99.toFixed(2),
    fmt(Math.round(r.rps)),
    percent(share),
    percent(bareShare),
    r.cpuMicros === undefined ? '–' : fmt(Math.round(r.cpuMicros)),
    percent(cpuShare(r)),
    `${Math.round(r.hits * 100)} %`,
    r.counted === false ? '(–)' : r.p95 <= TARGET_P95_MS ? 'PASS' : 'MISS',
    share === undefined ? '–' : share >= TARGET_SHARE ? 'PASS' : 'MISS',
  ];
  rows.push(line(bare, bare.rps / ceiling.rps, 1));
  rows.push(line(ceiling, 1, ceiling.rps / bare.rps));
  for (const r of results) rows.push(line(r, r.rps / ceiling.rps, r.rps / bare.rps));
  const total = results.length * options.requests;
  const seconds = results.reduce((sum, r) => sum + options.requests / r.rps, 0);
  const overall = total / seconds;
  const separator = rows.length;
  for (const r of deep) rows.push(line(r, undefined));

  console.log(
    `\nHTTP: ${fmt(options.requests)} requests per type after ${fmt(options.warmUp)} warm-up, ` +
      `${options.connections} keep-alive connections, logged-in free-plan user (5 results, page 1), in ` +
      `${options.rounds} round-robin rounds; "hits" = share of requests with at least one result`,
  );
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => row[col].length)));
  for (const [index, row] of rows.entries()) {
    if (index === separator) {
      console.log(`${'-'.repeat(widths[0])}  in-process searchCases(), ${fmt(options.deep)} calls per type, 1 thread`);
    }
    console.log(row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]) : cell.padStart(widths[col]))).join('  '));
    if (index === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  const allP95 = [...results, ...deep.filter((r) => r.counted)].every((r) => r.p95 <= TARGET_P95_MS);
  const minShare = Math.min(...results.map((r) => r.rps / ceiling.rps));
  console.log(
    `\nceiling (constant endpoint): ${fmt(Math.round(ceiling.rps))} req/s; all search types together: ` +
      `${fmt(Math.round(overall))} req/s = ${((overall / ceiling.rps) * 100).toFixed(0)} % of the ceiling ` +
      `(slowest type ${(minShare * 100).toFixed(0)} %)`,
  );
  console.log(
    `targets: p95 ≤ ${TARGET_P95_MS} ms for every type: ${allP95 ? 'PASS' : 'MISS'}; search throughput ≥ ` +
      `${TARGET_SHARE * 100} % of the ceiling: ${overall / ceiling.rps >= TARGET_SHARE ? 'PASS' : 'MISS'} ` +
      `(all types together), ${minShare >= TARGET_SHARE ? 'PASS' : 'MISS'} (every type on its own)`,
  );
  const ofBare = (rps) => rps / bare.rps;
  const minBare = Math.min(...results.map((r) => ofBare(r.rps)));
  const httpP95 = Math.max(...results.map((r) => r.p95));
  console.log(
    `bare node:http (physical limit): ${fmt(Math.round(bare.rps))} req/s; constant endpoint ` +
      `${(ofBare(ceiling.rps) * 100).toFixed(0)} % of it; all search types together ` +
      `${(ofBare(overall) * 100).toFixed(0)} % (slowest type ${(minBare * 100).toFixed(0)} %)`,
  );
  const verdict = (ok) => (ok ? 'PASS' : 'MISS');
  console.log(
    `targets (issue #33, of bare node:http): constant endpoint ≥ ${TARGET_CEILING_OF_BARE * 100} %: ` +
      `${verdict(ofBare(ceiling.rps) >= TARGET_CEILING_OF_BARE)}; all search types together ≥ ` +
      `${TARGET_SEARCH_OF_BARE * 100} %: ${verdict(ofBare(overall) >= TARGET_SEARCH_OF_BARE)}; every type ≥ ` +
      `${TARGET_TYPE_OF_BARE * 100} %: ${verdict(minBare >= TARGET_TYPE_OF_BARE)}; HTTP p95 ≤ ` +
      `${TARGET_P95_ISSUE_33_MS} ms per type: ${verdict(httpP95 <= TARGET_P95_ISSUE_33_MS)} (highest ` +
      `${httpP95.toFixed(1)} ms)`,
  );
  if (bare.cpuMicros && ceiling.cpuMicros && results.every((r) => r.cpuMicros)) {
    // All types together per CPU: the same requests per type, so the mean of their CPU per request.
    const searchCpu = results.reduce((sum, r) => sum + r.cpuMicros, 0) / results.length;
    const minCpuShare = Math.min(...results.map((r) => bare.cpuMicros / r.cpuMicros));
    console.log(
      `per CPU (each process's own CPU time, which a loaded machine disturbs less than req/s): bare node:http ` +
        `${fmt(Math.round(bare.cpuMicros))} µs per request; constant endpoint ${fmt(Math.round(ceiling.cpuMicros))} µs ` +
        `= ${((bare.cpuMicros / ceiling.cpuMicros) * 100).toFixed(0)} % of bare; all search types together ` +
        `${fmt(Math.round(searchCpu))} µs = ${((bare.cpuMicros / searchCpu) * 100).toFixed(0)} % of bare ` +
        `(slowest type ${(minCpuShare * 100).toFixed(0)} %), ` +
        `${((ceiling.cpuMicros / searchCpu) * 100).toFixed(0)} % of the constant endpoint`,
    );
  }

  const mb = (bytes) => `${fmt(Math.round(bytes / 1e6))} MB`;
  const rss = (m) => (m ? `${mb(m.rss)} (anonymous ${mb(m.anon)}, file pages ${mb(m.file)})` : 'not available');
  const { ready, afterLoad, index } = memory;
  console.log(
    `\nmemory of the application (${fmt(index.cases)} cases): RSS ${rss(ready)} with the index ready, ` +
      `${rss(afterLoad)} after the load; peak ${afterLoad ? mb(afterLoad.peak) : 'not available'}`,
  );
  console.log(
    `search index: ${formatBytes(index.bytes)} = snapshot ${formatBytes(index.snapshotBytes)} ` +
      `(${(index.snapshotBytes / Math.max(1, index.cases)) | 0} bytes per case) + ${fmt(index.termSets)} cached ` +
      `term sets ${formatBytes(index.termSetBytes)}`,
  );
  const atScale = index.cases >= 1_000_000 ? '' : ` (budget set for 1,000,000 cases; ${fmt(index.cases)} seeded)`;
  console.log(
    `memory budget${atScale}: peak RSS ≤ ${mb(TARGET_RSS_BYTES)}: ` +
      `${afterLoad ? (afterLoad.peak <= TARGET_RSS_BYTES ? 'PASS' : 'MISS') : 'not measured'}; index ≤ ` +
      `${formatBytes(TARGET_INDEX_BYTES)}: ${index.bytes <= TARGET_INDEX_BYTES ? 'PASS' : 'MISS'}`,
  );
}
