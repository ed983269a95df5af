// `npm run bench -- import [--volume 4000] [--parse 6000]`: notice parsing speed, and a full import of one
// working day from the portal replica through the real app (client, parser, ImportCase, projections).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort } from './support/report.js';
import { PUBLIC_API_KEY, registerUser } from './support/api-user.js';
import { corpusTypeCounts, printTypeShares, recordedTypeCounts } from './support/type-shares.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const load = (path) => import(pathToFileURL(join(root, path)).href);

function option(args, name, fallback) {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
}

/** A recent weekday (Berlin), so the generator publishes a full working day. */
function recentWeekday() {
  const day = new Date();
  while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

async function benchParse(count) {
  const { parseNotice } = await load('backend/dist/cases/notice-parser/parse-notice.js');
  const { generateDay } = await load('e2e/dist/portal-replica/generator/generate-day.js');
  const texts = generateDay(recentWeekday(), { seed: 11, volume: count }).map((n) => n.text);
  for (const text of texts.slice(0, 200)) parseNotice(text); // warm-up
  let started = performance.now();
  for (const text of texts) parseNotice(text);
  const generated = { notices: texts.length, seconds: (performance.now() - started) / 1000 };
  const corpusFile = join(root, '../shared/fixtures/real-notices/corpus.json');
  let real = null;
  if (existsSync(corpusFile)) {
    const corpus = JSON.parse(readFileSync(corpusFile, 'utf8')).map((n) => n.text);
    started = performance.now();
    for (let round = 0; round < 5; round++) for (const text of corpus) parseNotice(text);
    real = { notices: corpus.length * 5, seconds: (performance.now() - started) / 1000 };
  }
  return { generated, real };
}

async function benchImport(volume, days) {
  const { startPortalReplica } = await load('e2e/dist/portal-replica/replica-server.js');
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
  const replica = await startPortalReplica({ port: 0, seed: 5, volume, today, days });
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-import-'));
  try {
    const first = await importOnce(replica, dataDir, days);
    const types = recordedTypeCounts(dataDir);
    const second = await importOnce(replica, dataDir, days);
    return { first, second, types, requests: replica.stats().requests };
  } finally {
    await replica.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Starts the app on `dataDir`, lets it run one import at start-up, and reports what that run recorded. */
async function importOnce(replica, dataDir, days) {
  const port = await freePort();
  const started = Date.now();
  const app = spawn(process.execPath, [join(root, 'backend/dist/main.js')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      PORTAL_URL: replica.url,
      IMPORT_DAYS: String(days),
      IMPORT_ON_START: 'true',
      IMPORT_SCHEDULE: 'off',
      IMPORT_DELAY_MS: '0',
    },
    stdio: 'ignore',
  });
  try {
    let token;
    for (;;) {
      await new Promise((r) => setTimeout(r, 500));
      token ??= await registerUser(`http://127.0.0.1:${port}`).catch(() => undefined);
      if (!token) continue;
      const response = await fetch(`http://127.0.0.1:${port}/api/insolvency/import-status`, {
        headers: { 'X-API-Key': PUBLIC_API_KEY, Authorization: `Bearer ${token}` },
      }).catch(() => null);
      if (!response?.ok) continue;
      const status = await response.json();
      const last = status.systemStatus.lastImportTime;
      if (status.systemStatus.status !== 'running' && last && Date.parse(last) >= started) break;
      if (Date.now() - started > 60 * 60_000) throw new Error('import did not finish within 60 minutes');
    }
  } finally {
    app.kill('SIGTERM');
    await new Promise((r) => app.once('exit', r));
  }
  const db = new DatabaseSync(join(dataDir, 'events.sqlite'), { readOnly: true });
  const runs = db.prepare("SELECT data FROM es_events WHERE type = 'ImportRunCompleted' ORDER BY position").all();
  const run = JSON.parse(runs[runs.length - 1].data);
  db.close();
  const sum = (key) => run.days.reduce((n, d) => n + d[key], 0);
  return {
    listed: sum('listed'),
    fetched: sum('fetched'),
    notices: run.newCases + run.newNotices,
    newCases: run.newCases,
    complete: run.days.every((d) => d.complete),
    seconds: run.durationMs / 1000,
  };
}

export async function run(args) {
  const parse = await benchParse(option(args, 'parse', 6000));
  const volume = option(args, 'volume', 4000);
  const days = option(args, 'days', 3);
  console.log(`machine: ${cpus().length} cores, Node ${process.version}`);
  const rate = (r) => Math.round(r.notices / r.seconds).toLocaleString('en-US');
  console.log(
    `parse, generated notices: ${parse.generated.notices} in ${parse.generated.seconds.toFixed(2)} s = ${rate(parse.generated)} notices/s`,
  );
  if (parse.real)
    console.log(
      `parse, real corpus (5 rounds): ${parse.real.notices} in ${parse.real.seconds.toFixed(2)} s = ${rate(parse.real)} notices/s`,
    );
  console.log(
    `full import from the replica (${volume} notices per working day, last ${days} days, 4 sessions, no delay) …`,
  );
  const { first, second, types, requests } = await benchImport(volume, days);
  console.log(
    `first run: ${first.listed} listed, ${first.fetched} fetched, ${first.notices} notices recorded (${first.newCases} cases) ` +
      `in ${first.seconds.toFixed(1)} s = ${rate(first)} notices/s, all days complete: ${first.complete}`,
  );
  console.log(
    `second run: ${second.listed} listed, ${second.fetched} fetched, ${second.notices} new notices in ${second.seconds.toFixed(1)} s`,
  );
  console.log(`replica requests: ${JSON.stringify(requests)}`);
  await printNoticeTypes(types);
}

/** Notice types recorded by the replica import, and the parser's types on the real corpus. */
async function printNoticeTypes(replicaTypes) {
  printTypeShares('replica import', replicaTypes);
  const corpus = await corpusTypeCounts(root);
  if (corpus) printTypeShares('real corpus', corpus);
  else console.log('notice types, real corpus: ../shared/fixtures/real-notices/corpus.json not found');
}
