// `npm run bench -- files --replica [--days 10] [--volume 4000] [--seed 5] [--offline] [--data-dir DIR]`: the debtor-file links
// (issue #32) on the portal replica. The replica publishes, besides its regular proceedings, renamed debtors
// ("vormals …", "früher firmierend unter …"), seat moves ("davor eingetragen beim Amtsgericht … (HRB …)"),
// referrals between courts (either court naming the other's Aktenzeichen) and near-namesakes at other courts, with
// ground truth (GET /__replica/debtor-files). The app imports the last `--days` days at `--volume` notices per
// working day (as `bench import` does: the real app, its portal client, parser and projections); the bench then
// compares the debtor-files read model with the ground truth: pair precision and recall, per kind of the replica
// and per rule of the app. `--offline` skips the app: the generated notices go through the importer's mapping
// (toCaseNotice) straight into the projection in memory (seconds instead of minutes; for working on the rules).
// `--data-dir DIR` keeps the app's data: an empty or new DIR is imported into, one that holds an import already
// (read-models.sqlite) is only measured again (e.g. after `npm run replay -- debtor-files` with changed rules).
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { spawn } from 'node:child_process';
import { evaluateDebtorFiles, printDebtorFileEvaluation } from './debtor-file-truth.js';
import { BENCH_ADMIN, BENCH_ADMIN_ENV, PUBLIC_API_KEY } from './api-user.js';
import { freePort } from './report.js';
import { APP_ENV, APP_NODE_FLAGS } from '../../lib.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const load = (path) => import(pathToFileURL(join(root, path)).href);
// `BENCH_RULES_ROOT=/path/to/other/checkout` (offline only): the importer mapping and the link rules of another
// built checkout (e.g. main before a change of the rules) on this checkout's replica: the "before" figures.
const rulesRoot = process.env.BENCH_RULES_ROOT ?? root;
const loadRules = (path) => import(pathToFileURL(join(rulesRoot, path)).href);

function option(args, name, fallback) {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
}

/** A fixed last day (a Friday), so that runs before and after a change measure the same notices. */
const UNTIL = '2026-11-27';

export async function runReplica(args) {
  const days = option(args, 'days', 10);
  const volume = option(args, 'volume', 4000);
  const seed = option(args, 'seed', 5);
  const offline = args.includes('--offline');
  const dirAt = args.indexOf('--data-dir');
  const dataDir = dirAt >= 0 ? resolve(args[dirAt + 1] ?? '.') : undefined;
  console.log(
    `Debtor files (issue #32) on the portal replica: seed ${seed}, ${volume} notices per working day, ` +
      `${days} days up to ${UNTIL}, ${offline ? 'offline (importer mapping → projection in memory)' : 'imported through the app'}`,
  );
  const started = performance.now();
  const result = offline ? await offlineRun(seed, volume, days) : await appRun(seed, volume, days, dataDir);
  const seconds = (performance.now() - started) / 1000;
  const kinds = {};
  for (const record of result.truth) kinds[record.kind] = (kinds[record.kind] ?? 0) + 1;
  console.log(
    `  ground truth in the window: ${Object.entries(kinds)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')} (${seconds.toFixed(0)} s)`,
  );
  printDebtorFileEvaluation('', evaluateDebtorFiles(result.truth, result.cases, result.links));
}

function readModel(db) {
  const cases = db
    .prepare(
      'SELECT c.id AS id, c.court AS court, c.case_number AS caseNumber, f.file_id AS fileId FROM rm_cases c LEFT JOIN rm_debtor_file_cases f ON f.case_id = c.id',
    )
    .all()
    .map((row) => ({ ...row, fileId: row.fileId ?? null }));
  const links = db
    .prepare('SELECT case_id AS caseId, other_id AS otherId, rule, reason FROM rm_debtor_file_links')
    .all();
  return { cases, links };
}

async function appRun(seed, volume, days, keptDir) {
  const { startPortalReplica } = await load('e2e/dist/portal-replica/replica-server.js');
  const replica = await startPortalReplica({ port: 0, seed, volume, today: UNTIL, days });
  if (keptDir) mkdirSync(keptDir, { recursive: true, mode: 0o700 });
  const dataDir = keptDir ?? mkdtempSync(join(tmpdir(), 'bench-files-'));
  try {
    if (existsSync(join(dataDir, 'read-models.sqlite'))) console.log(`  measuring the import already in ${dataDir}`);
    else await importWithApp(replica.url, dataDir, days);
    const db = new DatabaseSync(join(dataDir, 'read-models.sqlite'), { readOnly: true });
    const { cases, links } = readModel(db);
    db.close();
    return { truth: replica.debtorLinks(), cases, links };
  } finally {
    await replica.close();
    if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Starts the app (backend/dist/main.js, as `bench import` does) on `dataDir` with one import at start-up, waits
 * until that import finished and every read model caught up with it (GET /api/health as the administrator), stops.
 */
async function importWithApp(portalUrl, dataDir, days) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The app's clock runs on the replica's last day: its import times are that far off the real clock.
  const offsetDays = Math.round((Date.parse(`${UNTIL}T12:00:00Z`) - Date.now()) / 86_400_000);
  const started = Date.now() + offsetDays * 86_400_000;
  const app = spawn(process.execPath, [...APP_NODE_FLAGS, join(root, 'backend/dist/main.js')], {
    env: {
      ...APP_ENV,
      ...process.env,
      ...BENCH_ADMIN_ENV,
      DATA_DIR: dataDir,
      PORT: String(port),
      PORTAL_URL: portalUrl,
      IMPORT_DAYS: String(days),
      IMPORT_ON_START: 'true',
      IMPORT_SCHEDULE: 'off',
      IMPORT_DELAY_MS: '0',
      RETENTION_CLEANUP_TIME: 'off',
      // The app's clock on the replica's last day, so that its import window is the replica's.
      CLOCK_OFFSET_DAYS: String(offsetDays),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => app.once('exit', resolve));
  try {
    let token;
    for (;;) {
      await new Promise((r) => setTimeout(r, 1000));
      if (app.exitCode !== null) throw new Error(`the app exited with ${app.exitCode}`);
      token ??= await logIn(baseUrl, BENCH_ADMIN).catch(() => undefined);
      if (!token) continue;
      const headers = { 'X-API-Key': PUBLIC_API_KEY, Authorization: `Bearer ${token}` };
      const status = await fetch(`${baseUrl}/api/insolvency/import-status`, { headers })
        .then((r) => (r.ok ? r.json() : null))
        .catch(() => null);
      const last = status?.systemStatus.lastImportTime;
      if (!status || status.systemStatus.status === 'running' || !last || Date.parse(last) < started) continue;
      const health = await fetch(`${baseUrl}/api/health`, { headers })
        .then((r) => r.json())
        .catch(() => null);
      if (health?.projections?.length && health.projections.every((p) => p.lag === 0)) break;
      if (Date.now() + offsetDays * 86_400_000 - started > 90 * 60_000)
        throw new Error('import and projections not done within 90 minutes');
    }
  } finally {
    app.kill('SIGTERM');
    await exited;
  }
}

async function logIn(baseUrl, { email, password }) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-API-Key': PUBLIC_API_KEY },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`login ${response.status}`);
  return (await response.json()).token;
}

async function offlineRun(seed, volume, days) {
  const { generateDay } = await load('e2e/dist/portal-replica/generator/generate-day.js');
  const { toCaseNotice } = await loadRules('backend/dist/cases/import-runs/to-case-notice.js');
  const { SqliteProjectionStore } = await loadRules('projections/dist/store/sqlite/sqlite-projection-store.js');
  const { debtorFilesProjection } = await loadRules(
    'projections/dist/read-models/debtor-files/debtor-files.projection.js',
  );
  if (rulesRoot !== root) console.log(`  rules and importer mapping of ${rulesRoot}`);
  const db = new DatabaseSync(':memory:');
  const store = new SqliteProjectionStore(db);
  store.prepareNow(debtorFilesProjection);
  const ids = new Map();
  const cases = [];
  const truth = new Map();
  const events = [];
  const until = Date.parse(`${UNTIL}T00:00:00Z`);
  for (let d = days - 1; d >= 0; d--) {
    const date = new Date(until - d * 86_400_000).toISOString().slice(0, 10);
    for (const replica of generateDay(date, { seed, volume })) {
      const listing = {
        fingerprint: createHash('sha256').update(`replica-listing|${replica.id}`).digest('hex'),
        publicationDate: replica.publicationDate,
        caseNumber: replica.caseNumber,
        courtPlace: replica.courtPlace,
        debtorName: replica.listingName,
        seat: replica.seat,
        register: replica.register || null,
        subject: replica.subject,
        state: replica.state,
      };
      const notice = toCaseNotice(listing, replica.text);
      const key = `${notice.court}|${notice.caseNumber}`;
      let caseId = ids.get(key);
      const type = caseId === undefined ? 'CaseImported' : 'CaseNoticePublished';
      if (caseId === undefined) {
        caseId = ids.size + 1;
        ids.set(key, caseId);
        cases.push({ id: caseId, court: notice.court, caseNumber: notice.caseNumber });
      }
      if (replica.debtorLink) {
        truth.set(`${replica.court}|${replica.caseNumber}`, {
          kind: replica.debtorLink.kind,
          sameDebtor: replica.debtorLink.sameDebtor,
          case: { court: replica.court, caseNumber: replica.caseNumber },
          related: replica.debtorLink.related,
        });
      }
      const position = events.length + 1;
      events.push({
        type,
        data: { caseId, caseKey: key, notice },
        streamName: `case-${caseId}`,
        revision: 0n,
        position: BigInt(position),
        recordedAt: new Date(`${date}T09:00:00Z`),
        metadata: {
          eventId: `e${position}`,
          correlationId: 'bench',
          causationId: null,
          actorId: 'bench',
          occurredAt: `${date}T09:00:00.000Z`,
          schemaVersion: 1,
        },
      });
    }
  }
  for (let i = 0; i < events.length; i += 500)
    store.applyNow(debtorFilesProjection, events.slice(i, i + 500), BigInt(i));
  const fileOf = new Map(
    db
      .prepare('SELECT case_id, file_id FROM rm_debtor_file_cases')
      .all()
      .map((row) => [row.case_id, row.file_id]),
  );
  const links = db
    .prepare('SELECT case_id AS caseId, other_id AS otherId, rule, reason FROM rm_debtor_file_links')
    .all();
  db.close();
  return {
    truth: [...truth.values()],
    cases: cases.map((c) => ({ ...c, fileId: fileOf.get(c.id) ?? null })),
    links,
  };
}
