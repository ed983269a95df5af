// `npm run bench -- import [--volume 4000] [--parse 6000]`: notice parsing speed, and a full import of one
// working day from the portal replica through the real app (client, parser, ImportCase, projections).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath, pathToFileURL } from 'node:url';

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

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
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

async function benchImport(volume) {
  const { startPortalReplica } = await load('e2e/dist/portal-replica/replica-server.js');
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
  const replica = await startPortalReplica({ port: 0, seed: 5, volume, today, days: 3 });
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-import-'));
  const port = await freePort();
  const started = Date.now();
  const app = spawn(process.execPath, [join(root, 'backend/dist/main.js')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      PORTAL_URL: replica.url,
      IMPORT_DAYS: '3',
      IMPORT_ON_START: 'true',
      IMPORT_SCHEDULE: 'off',
      IMPORT_DELAY_MS: '0',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      await new Promise((r) => setTimeout(r, 500));
      const response = await fetch(`http://127.0.0.1:${port}/api/insolvency/import-status`).catch(() => null);
      if (!response?.ok) continue;
      const status = await response.json();
      if (status.systemStatus.status !== 'running' && status.systemStatus.lastImportTime) break;
      if (Date.now() - started > 30 * 60_000) throw new Error('import did not finish within 30 minutes');
    }
    const db = new DatabaseSync(join(dataDir, 'events.sqlite'), { readOnly: true });
    const notices = db
      .prepare("SELECT COUNT(*) AS n FROM es_events WHERE type IN ('CaseImported', 'CaseNoticePublished')")
      .get().n;
    const run = JSON.parse(db.prepare("SELECT data FROM es_events WHERE type = 'ImportRunCompleted'").get().data);
    db.close();
    return { notices, seconds: run.durationMs / 1000, requests: replica.stats().requests };
  } finally {
    app.kill('SIGTERM');
    await new Promise((r) => app.once('exit', r));
    await replica.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run(args) {
  const parse = await benchParse(option(args, 'parse', 6000));
  const volume = option(args, 'volume', 4000);
  console.log(`machine: ${cpus().length} cores, Node ${process.version}`);
  const rate = (r) => Math.round(r.notices / r.seconds).toLocaleString('en-US');
  console.log(
    `parse, generated notices: ${parse.generated.notices} in ${parse.generated.seconds.toFixed(2)} s = ${rate(parse.generated)} notices/s`,
  );
  if (parse.real)
    console.log(
      `parse, real corpus (5 rounds): ${parse.real.notices} in ${parse.real.seconds.toFixed(2)} s = ${rate(parse.real)} notices/s`,
    );
  console.log(`full import from the replica (${volume} notices per working day, last 3 days, 4 sessions, no delay) …`);
  const result = await benchImport(volume);
  console.log(`full import: ${result.notices} notices in ${result.seconds.toFixed(1)} s = ${rate(result)} notices/s`);
  console.log(`replica requests: ${JSON.stringify(result.requests)}`);
}
