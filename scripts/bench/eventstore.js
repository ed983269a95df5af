// `npm run bench -- eventstore [--store sqlite|kurrentdb] [--profile embedded|distributed] [--events N]
// [--single N]`: throughput of the embedded-profile event store (SQLite adapter, compiled) on a fresh temporary
// file that is deleted at the end; with `--store kurrentdb` (or `--profile distributed`, whose event store is
// KurrentDB: the same run) then the same steps on the KurrentDB adapter against KURRENTDB_URL, or against the
// KurrentDB test server when it is unset (a child process on a free port, stopped by its PID at the end): that
// figure measures the client path, not KurrentDB.
//   (a) append N events (default 1,000,000) in batches of 100, one new stream per batch ('no_stream')
//   (b) append events one per append (default 10,000: every append is its own fsynced transaction)
//   (c) replay the N events of (a) with readAll pages of 1000, folding a small projection
//   (d) replay the same through subscribeToAll until caught up
//   (e) catch-up of every read model (the application's projections host) from an empty read-model database over
//       a log in the importer's shape (default 100,000 cases = 200,000 events, `--catch-up-cases N`, 0 skips it),
//       beside the raw replay of the same events (support/catch-up.js)
//   (f) the application's own catch-up over (e)'s log: backend/dist/main.js started on a copy of it without read
//       models, timed until every projection and reactor is at the head (support/app-catch-up.js;
//       `--no-app-catch-up` skips it), with what a readiness and a liveness probe cost meanwhile (`--app-root DIR`:
//       another checkout's build)
//   (g) that app started again after an upgrade that changed the cases and debtor-files read models: it answers at
//       once and rebuilds both while serving; timed until ready and rebuilt, with the probes' cost meanwhile
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SqliteEventStore } from '@insolvenz/backend/platform/event-store/sqlite/sqlite-event-store.js';
import { KurrentDbEventStore } from '@insolvenz/backend/platform/event-store/kurrentdb/kurrentdb-event-store.js';
import { streamCategory } from '@insolvenz/backend/platform/event-store/event.js';
import { fmt, formatBytes, machineLine, progressReporter } from './support/report.js';
import { startKurrentDbTestServerProcess, TEST_SERVER_NOTE } from './support/distributed-services.js';
import { measureAppCatchUp, measureAppRebuild, printAppCatchUp, printAppRebuild } from './support/app-catch-up.js';
import { measureCatchUp, printCatchUp } from './support/catch-up.js';

const BATCH_SIZE = 100;
const PAGE_SIZE = 1000;
const TARGET_APPEND = 20_000;
const TARGET_REPLAY = 100_000;

export async function run(args) {
  const options = parseArgs(args);
  const dir = mkdtempSync(join(tmpdir(), 'insolvenz-bench-eventstore-'));
  const file = join(dir, 'events.sqlite');
  let testServer = null;
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  const onSignal = () => {
    cleanup();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  console.log('Event store benchmark: SqliteEventStore (node:sqlite, WAL, synchronous=FULL, secure_delete=ON)');
  console.log(machineLine());
  console.log(`file: ${file} (temporary, deleted at the end)\n`);

  const store = new SqliteEventStore({ location: file });
  try {
    const { results, a, c } = await measure(store, options);
    const liveSize = fileSize(file);
    await store.close();
    const closedSize = fileSize(file);

    printTable(results);
    const total = options.events + options.single;
    console.log(
      `\n(b) uses ${options.single.toLocaleString('en-US')} events, not ${options.events.toLocaleString('en-US')}: every ` +
        'single-event append is its own BEGIN IMMEDIATE … COMMIT with an fsync (synchronous=FULL), so its rate is ' +
        'bound by the disk flush latency and does not change with more events.',
    );
    console.log(
      `event data: ~${Math.round(a.avgDataBytes)} B JSON, metadata ~${Math.round(a.avgMetadataBytes)} B; ` +
        `projection: ${formatCounts(c.projection.byType)}; categories ${formatCounts(c.projection.byCategory)}; ` +
        `last position ${c.projection.lastPosition}`,
    );
    console.log(
      `file size: ${formatBytes(closedSize)} after close (${Math.round(closedSize / total)} B/event, ` +
        `${total.toLocaleString('en-US')} events); ${formatBytes(liveSize)} incl. WAL while open`,
    );
    console.log(
      `targets: append (batches of ${BATCH_SIZE}) ≥ ${fmt(TARGET_APPEND)} events/s; replay ≥ ${fmt(TARGET_REPLAY)} events/s`,
    );
    if (options.catchUpCases > 0) {
      const catchUp = await measureCatchUp(join(dir, 'catch-up'), options.catchUpCases);
      printCatchUp(catchUp, c);
      if (options.appCatchUp) {
        const app = await measureAppCatchUp(join(dir, 'catch-up'), join(dir, 'app-catch-up'), catchUp.events, {
          cpuProfDir: options.appCpuProf,
          appRoot: options.appRoot,
        });
        printAppCatchUp(app, catchUp.replay);
        printAppRebuild(
          await measureAppRebuild(join(dir, 'app-catch-up'), catchUp.events, { appRoot: options.appRoot }),
        );
      }
    }

    if (options.store === 'kurrentdb') {
      let url = process.env.KURRENTDB_URL;
      if (!url) {
        testServer = await startKurrentDbTestServerProcess(join(dir, 'kurrentdb'));
        url = testServer.url;
      }
      console.log(`\nEvent store benchmark: KurrentDbEventStore (@kurrent/kurrentdb-client) against ${url}`);
      if (testServer) {
        console.log(
          'KURRENTDB_URL is unset: this runs against the KurrentDB TEST SERVER (a Node.js gRPC test double with a ' +
            `JSON-lines file, pid ${testServer.pid}). The figures measure the client path (adapter, client, gRPC, ` +
            'Rust bridge) and the test double, NOT KurrentDB.',
        );
      } else {
        console.log('the server must be empty: the replay steps count every event of $all');
      }
      const kurrent = new KurrentDbEventStore({ connectionString: url });
      try {
        printTable((await measure(kurrent, options)).results);
        if (testServer) console.log(`\nNote: ${TEST_SERVER_NOTE}`);
      } finally {
        await kurrent.close();
      }
    }
  } finally {
    await store.close().catch(() => undefined);
    await testServer?.stop();
    cleanup();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

/** Steps (a)–(d) on one store; (b) last so that the replays read only the batches of (a). */
async function measure(store, options) {
  const results = [];
  const a = await appendBatches(store, options.events);
  results.push({ step: `(a) append, batches of ${BATCH_SIZE}`, ...a, target: TARGET_APPEND });
  const c = await replayReadAll(store, options.events);
  const d = await replaySubscription(store, options.events);
  if (!sameProjection(c.projection, d.projection))
    throw new Error('readAll and subscribeToAll folded different results');
  const b = await appendSingles(store, options.single);
  results.push({ step: '(b) append, batches of 1 (fsync each)', ...b, target: undefined });
  results.push({ step: `(c) replay readAll, pages of ${PAGE_SIZE}`, ...c, target: TARGET_REPLAY });
  results.push({ step: `(d) replay subscribeToAll (batch ${PAGE_SIZE})`, ...d, target: TARGET_REPLAY });
  return { results, a, c };
}

function parseArgs(args) {
  const options = {
    events: undefined,
    single: undefined,
    store: 'sqlite',
    catchUpCases: 100_000,
    appCatchUp: true,
    appCpuProf: undefined,
    appRoot: undefined,
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const [flag, inline] = arg.split('=', 2);
    if (flag === '--help' || flag === '-h') {
      console.log(
        'Usage: npm run bench -- eventstore [--store sqlite|kurrentdb] [--profile embedded|distributed] ' +
          '[--events N (default 1000000; kurrentdb: 20000)] [--single N (default 10000; kurrentdb: 1000)]\n' +
          '  [--catch-up-cases N (default 100000: 200,000 events; 0 skips steps (e) and (f))]\n' +
          "  [--no-app-catch-up (skips step (f): the application's own start-up catch-up over (e)'s log)]\n" +
          "  [--app-cpu-prof DIR (writes a V8 CPU profile of step (f)'s application into DIR)]\n" +
          '  [--app-root DIR (step (f) runs the build of another checkout, e.g. a worktree of main: before/after)]\n' +
          "  --profile distributed = --store kurrentdb (the distributed profile's event store)",
      );
      process.exit(0);
    }
    if (flag === '--profile') {
      const profile = inline ?? args[++i];
      if (profile !== 'embedded' && profile !== 'distributed')
        usage(`--profile must be embedded or distributed, got "${profile}"`);
      if (profile === 'distributed') options.store = 'kurrentdb';
      continue;
    }
    if (flag === '--no-app-catch-up') {
      options.appCatchUp = false;
      continue;
    }
    if (flag === '--app-root') {
      options.appRoot = resolve(inline ?? args[++i]);
      continue;
    }
    if (flag === '--app-cpu-prof') {
      options.appCpuProf = resolve(inline ?? args[++i]);
      continue;
    }
    if (flag === '--store') {
      const store = inline ?? args[++i];
      if (store !== 'sqlite' && store !== 'kurrentdb') usage(`--store must be sqlite or kurrentdb, got "${store}"`);
      options.store = store;
      continue;
    }
    if (flag !== '--events' && flag !== '--single' && flag !== '--catch-up-cases') usage(`unknown option ${arg}`);
    const raw = inline ?? args[++i];
    const value = Number(String(raw).replaceAll('_', ''));
    const least = flag === '--catch-up-cases' ? 0 : 1;
    if (!Number.isInteger(value) || value < least) usage(`${flag} needs an integer ≥ ${least}, got "${raw}"`);
    options[flag === '--catch-up-cases' ? 'catchUpCases' : flag.slice(2)] = value;
  }
  // Over gRPC every append is a round trip: the KurrentDB run defaults to fewer events (SQLite runs the same).
  options.events ??= options.store === 'kurrentdb' ? 20_000 : 1_000_000;
  options.single ??= options.store === 'kurrentdb' ? 1_000 : 10_000;
  options.single = Math.min(options.single, options.events);
  return options;
}

function usage(problem) {
  console.error(
    `${problem}\nUsage: npm run bench -- eventstore [--store sqlite|kurrentdb] [--profile embedded|distributed] ` +
      '[--events N] [--single N] [--catch-up-cases N]',
  );
  process.exit(1);
}

// ---- (a) and (b): appends ----------------------------------------------------------------------------------

async function appendBatches(store, total) {
  const progress = progressReporter('(a) append', total);
  let elapsed = 0n;
  let dataBytes = 0;
  let metadataBytes = 0;
  let sampled = 0;
  for (let n = 0, written = 0; written < total; n++) {
    const size = Math.min(BATCH_SIZE, total - written);
    const events = caseEvents(n, size); // built outside the timed region: only the adapter is measured
    if (n % 97 === 0) {
      dataBytes += Buffer.byteLength(JSON.stringify(events[0].data));
      metadataBytes += Buffer.byteLength(JSON.stringify(events[0].metadata));
      sampled++;
    }
    const started = process.hrtime.bigint();
    await store.append(`case-${n}`, events, { expectedRevision: 'no_stream' });
    elapsed += process.hrtime.bigint() - started;
    written += size;
    progress(written);
  }
  return {
    events: total,
    seconds: seconds(elapsed),
    avgDataBytes: dataBytes / sampled,
    avgMetadataBytes: metadataBytes / sampled,
  };
}

async function appendSingles(store, total) {
  const progress = progressReporter('(b) append singles', total);
  let elapsed = 0n;
  for (let n = 0; n < total; n++) {
    const events = caseEvents(1_000_000_000 + n, 1);
    const started = process.hrtime.bigint();
    await store.append(`case-single${n}`, events, { expectedRevision: 'no_stream' });
    elapsed += process.hrtime.bigint() - started;
    progress(n + 1);
  }
  return { events: total, seconds: seconds(elapsed) };
}

// ---- (c) and (d): replays ----------------------------------------------------------------------------------

function newProjection() {
  return { count: 0, byType: new Map(), byCategory: new Map(), lastPosition: 0n };
}

function fold(projection, event) {
  projection.count++;
  projection.byType.set(event.type, (projection.byType.get(event.type) ?? 0) + 1);
  const category = streamCategory(event.streamName);
  projection.byCategory.set(category, (projection.byCategory.get(category) ?? 0) + 1);
  projection.lastPosition = event.position;
}

async function replayReadAll(store, total) {
  const progress = progressReporter('(c) replay readAll', total);
  const projection = newProjection();
  const started = process.hrtime.bigint();
  let after = 0n;
  for (;;) {
    const page = await store.readAll({ after, maxCount: PAGE_SIZE });
    if (page.length === 0) break;
    for (const event of page) fold(projection, event);
    after = page[page.length - 1].position;
    progress(projection.count);
  }
  const elapsed = process.hrtime.bigint() - started;
  if (projection.count !== total) throw new Error(`readAll replayed ${projection.count} events, expected ${total}`);
  return { events: projection.count, seconds: seconds(elapsed), projection };
}

async function replaySubscription(store, total) {
  const progress = progressReporter('(d) replay subscribeToAll', total);
  const head = await store.headPosition();
  const projection = newProjection();
  const started = process.hrtime.bigint();
  let subscription;
  const elapsed = await new Promise((resolve, reject) => {
    subscription = store.subscribeToAll({
      after: 0n,
      batchSize: PAGE_SIZE,
      onEvents: async (events) => {
        for (const event of events) fold(projection, event);
        progress(projection.count);
        if (projection.lastPosition >= head) resolve(process.hrtime.bigint() - started);
      },
      onError: reject,
    });
  });
  await subscription.stop();
  if (projection.count !== total)
    throw new Error(`subscribeToAll replayed ${projection.count} events, expected ${total}`);
  return { events: projection.count, seconds: seconds(elapsed), projection };
}

function sameProjection(x, y) {
  const same = (m1, m2) => m1.size === m2.size && [...m1].every(([k, v]) => m2.get(k) === v);
  return (
    x.count === y.count &&
    x.lastPosition === y.lastPosition &&
    same(x.byType, y.byType) &&
    same(x.byCategory, y.byCategory)
  );
}

// ---- Test data: notices of companies, ~400 bytes of JSON each ----------------------------------------------

const COURTS = [
  ['Amtsgericht Charlottenburg', 'BE', 'Berlin', '10'],
  ['Amtsgericht München', 'BY', 'München', '80'],
  ['Amtsgericht Hamburg', 'HH', 'Hamburg', '20'],
  ['Amtsgericht Köln', 'NW', 'Köln', '50'],
  ['Amtsgericht Frankfurt am Main', 'HE', 'Frankfurt am Main', '60'],
  ['Amtsgericht Stuttgart', 'BW', 'Stuttgart', '70'],
  ['Amtsgericht Leipzig', 'SN', 'Leipzig', '04'],
  ['Amtsgericht Hannover', 'NI', 'Hannover', '30'],
];
const NAMES = ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann'];
const TRADES = ['Bau', 'Logistik', 'Haustechnik', 'Gastronomie', 'Metallbau', 'Immobilien', 'Elektro', 'Handel'];
const FORMS = ['GmbH', 'GmbH & Co. KG', 'UG (haftungsbeschränkt)', 'AG', 'KG', 'OHG'];
const STREETS = ['Hauptstraße', 'Industriestraße', 'Bahnhofstraße', 'Gewerbering', 'Am Hafen', 'Lindenallee'];
const TYPES = ['sicherungsmassnahmen', 'eroeffnung', 'termin', 'verteilungsverzeichnis', 'aufhebung', 'einstellung'];
const ADMINS = ['Dr. Anna Schäfer', 'Thomas Krüger', 'Dr. Jens Wolf', 'Katrin Neumann', 'Prof. Dr. Lutz Braun'];

function pick(list, n) {
  return list[n % list.length];
}

/** `size` events of stream `case-<n>`: a `CaseImported` followed by `CaseNoticePublished`s. */
function caseEvents(n, size) {
  const [court, state, city, zip] = pick(COURTS, n);
  const year = 20 + (n % 6);
  const caseNumber = `${(n % 90) + 10} IN ${(n % 9000) + 100}/${year}`;
  const name = `${pick(NAMES, n)} ${pick(TRADES, n >> 3)} ${pick(FORMS, n >> 6)}`;
  const debtor = {
    name,
    kind: 'company',
    legalForm: pick(FORMS, n >> 6),
    street: `${pick(STREETS, n >> 2)} ${(n % 180) + 1}`,
    postalCode: `${zip}${String(n % 1000).padStart(3, '0')}`,
    city,
  };
  const register = { type: 'HRB', number: String(100000 + (n % 900000)) };
  const correlationId = randomUUID();
  const events = new Array(size);
  for (let i = 0; i < size; i++) {
    const day = new Date(Date.UTC(2000 + year, 0, 1) + (n % 300) * 86_400_000 + i * 3_600_000);
    events[i] = {
      type: i === 0 ? 'CaseImported' : 'CaseNoticePublished',
      data: {
        caseKey: `${state}-${caseNumber}`,
        court,
        caseNumber,
        publicationType: i === 0 ? 'sicherungsmassnahmen' : pick(TYPES, n + i),
        decisionDate: day.toISOString().slice(0, 10),
        debtor,
        register,
        administrator: {
          role: i === 0 ? 'vorlaeufig' : 'verwalter',
          name: pick(ADMINS, n + i),
        },
        claimsDeadline: i === 0 ? null : new Date(day.getTime() + 42 * 86_400_000).toISOString().slice(0, 10),
      },
      metadata: {
        eventId: randomUUID(),
        correlationId,
        causationId: null,
        actorId: 'system:bench',
        occurredAt: day.toISOString(),
        schemaVersion: 1,
      },
    };
  }
  return events;
}

// ---- Output ------------------------------------------------------------------------------------------------

function printTable(results) {
  const rows = [['step', 'events', 'seconds', 'events/s', 'target', 'result']];
  for (const r of results) {
    const rate = r.events / r.seconds;
    rows.push([
      r.step,
      fmt(r.events),
      r.seconds.toFixed(2),
      fmt(Math.round(rate)),
      r.target === undefined ? '–' : `≥ ${fmt(r.target)}`,
      r.target === undefined ? '–' : rate >= r.target ? 'PASS' : 'MISS',
    ]);
  }
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => row[col].length)));
  for (const [index, row] of rows.entries()) {
    console.log(row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col]) : cell.padStart(widths[col]))).join('  '));
    if (index === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

function seconds(nanoseconds) {
  return Number(nanoseconds) / 1e9;
}

function formatCounts(map) {
  return [...map].map(([k, v]) => `${k}=${fmt(v)}`).join(', ');
}

function fileSize(file) {
  return ['', '-wal', '-shm'].reduce((sum, suffix) => {
    try {
      return sum + statSync(file + suffix).size;
    } catch {
      return sum;
    }
  }, 0);
}
