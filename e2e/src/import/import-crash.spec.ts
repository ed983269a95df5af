import { mkdtemp, rm } from 'node:fs/promises';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPortalReplica } from '../portal-replica/replica-server.js';
import { publicFetch } from '../support/api-session.js';
import { startAppProcess, type AppProcess } from '../support/app-process.js';
import { createDemoUsers, DEMO_PRO } from '../support/demo-users.js';
import { countEventsByType, countNotices, readCaseSnapshot, waitForNotices } from './read-snapshot.js';
import { waitForImportToFinish } from '../support/wait-for-import.js';
import { importWindow } from '../support/import-window.js';

// Imports from the replica with the real client, parser and event store, in the real app process.
// The app imports the last IMPORT_DAYS Berlin days of the real clock, so the replica publishes the same days.
// The last 4 working days up to today: the portal publishes (almost) nothing on weekends and holidays.
const WINDOW = importWindow(4);
const today = WINDOW.today;
const REPLICA = { seed: 7, volume: 120, today, days: WINDOW.days };
const IMPORT_ENV = {
  IMPORT_DAYS: WINDOW.importDays,
  IMPORT_DELAY_MS: '0',
  IMPORT_CONCURRENCY: '4',
  IMPORT_ON_START: 'true',
};

describe('import from the portal replica', () => {
  let replica: Awaited<ReturnType<typeof startPortalReplica>>;
  let reference: ReturnType<typeof readCaseSnapshot>;
  const dirs: string[] = [];
  const dataDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'import-e2e-'));
    dirs.push(dir);
    return dir;
  };

  beforeAll(async () => {
    replica = await startPortalReplica({ port: 0, ...REPLICA });
  });
  afterAll(async () => {
    await replica.close();
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  it('imports every listed notice once, and a second run imports nothing new', async () => {
    const dir = await dataDir();
    const started = new Date();
    const app = await startAppProcess({ ...IMPORT_ENV, PORTAL_URL: replica.url, DATA_DIR: dir }, { direct: true });
    await waitForImportToFinish(app.baseUrl, started);
    expect(await app.stop()).toBe(0);
    reference = readCaseSnapshot(dir);
    const events = countEventsByType(dir);
    expect(reference.cases.length).toBeGreaterThan(50);
    expect(reference.notices.length).toBe((events.CaseImported ?? 0) + (events.CaseNoticePublished ?? 0));

    const restarted = new Date();
    const again = await startAppProcess({ ...IMPORT_ENV, PORTAL_URL: replica.url, DATA_DIR: dir }, { direct: true });
    await waitForImportToFinish(again.baseUrl, restarted);
    expect(await again.stop()).toBe(0);
    const after = countEventsByType(dir);
    expect(after.CaseImported).toBe(events.CaseImported);
    expect(after.CaseNoticePublished).toBe(events.CaseNoticePublished);
    expect(after.ImportRunCompleted).toBe(2);
    expect(readCaseSnapshot(dir)).toEqual(reference);
  }, 240_000);

  // Kill points are measured in imported notices, so every kill lands in the middle of the import.
  it.each([
    [0.1, 0.3],
    [0.45, 0.6],
    [0.8, 0.95],
  ])(
    'leaves exactly the same cases after SIGKILLs at %p and %p of the import and a restart',
    async (firstKill, secondKill) => {
      const dir = await dataDir();
      const env = { ...IMPORT_ENV, PORTAL_URL: replica.url, DATA_DIR: dir };
      const total = reference.notices.length;
      const first = await startAppProcess(env, { direct: true });
      await waitForNotices(dir, Math.floor(total * firstKill));
      await first.kill();
      const second = await startAppProcess(env, { direct: true });
      await waitForNotices(dir, Math.floor(total * secondKill));
      await second.kill();
      const recorded = countNotices(dir);
      expect(recorded).toBeGreaterThanOrEqual(Math.floor(total * secondKill));
      expect(recorded).toBeLessThan(total);
      const restarted = new Date();
      const third = await startAppProcess(env, { direct: true });
      await waitForImportToFinish(third.baseUrl, restarted);
      expect(await third.stop()).toBe(0);
      expect(readCaseSnapshot(dir)).toEqual(reference);
    },
    240_000,
  );
});

/**
 * Issue #31: a customer list's upload survives a SIGKILL of the app in its background steps. The real app (built
 * server, `direct` so the kill hits it) is killed while it checks a 50,000-row list ('wird geprüft') and again
 * while it writes the rows ('wird übernommen', some batches written); started again on the same DATA_DIR it
 * takes the upload up from the stored file and state, and the portfolio ends with every row exactly once, never
 * with part of them.
 */
describe('portfolio upload across killed processes', () => {
  const ROWS = 50_000;

  it('ends "übernommen" with every row exactly once after SIGKILLs while checking and while taking', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'e2e-portfolio-crash-'));
    createDemoUsers(dir);
    const env = { DATA_DIR: dir };
    let app: AppProcess | null = await startAppProcess(env, { direct: true });
    try {
      const asPro = await proSession(app.baseUrl);
      const created = await asPro(app.baseUrl, '/api/portfolios', { method: 'POST', json: { name: 'Debitoren' } });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: string };
      const lines = ['Kundennummer;Name;PLZ;Ort'];
      for (let i = 0; i < ROWS; i++) lines.push(`${100000 + i};Kunde ${i} Handels GmbH;${10115 + (i % 900)};Berlin`);
      const form = new FormData();
      form.append('file', new Blob([`${lines.join('\r\n')}\r\n`], { type: 'text/csv' }), 'debitoren.csv');
      const uploaded = await asPro(app.baseUrl, `/api/portfolios/${id}/uploads`, { method: 'POST', body: form });
      expect(uploaded.status).toBe(202);
      const upload = `/api/portfolios/${id}/uploads/${((await uploaded.json()) as UploadView).id}`;
      const view = async (baseUrl: string) => (await (await asPro(baseUrl, upload)).json()) as UploadView;
      const until = async (baseUrl: string, done: (v: UploadView) => boolean, what: string) => {
        for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
          const v = await view(baseUrl);
          if (done(v)) return v;
          if (v.state === 'fehlgeschlagen') throw new Error(`upload failed: ${v.error}`);
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        throw new Error(`timed out waiting for ${what}`);
      };

      const proposed = await until(app.baseUrl, (v) => v.state === 'zuordnen', 'the mapping');
      const mapped = await asPro(app.baseUrl, `${upload}/mapping`, {
        method: 'PUT',
        json: { mapping: proposed.mapping },
      });
      expect(mapped.status).toBe(202);
      await until(app.baseUrl, (v) => v.state === 'wird geprüft', 'the check');
      await app.kill();

      app = await startAppProcess(env, { direct: true });
      const ready = await until(app.baseUrl, (v) => v.state === 'bereit', 'the check after the restart');
      expect(ready.validation).toMatchObject({ valid: ROWS, invalid: 0 });
      expect(ready.diff).toMatchObject({ added: ROWS, changed: 0, removed: 0 });
      expect((await asPro(app.baseUrl, `${upload}/confirm`, { method: 'POST' })).status).toBe(202);
      await until(app.baseUrl, (v) => v.state === 'wird übernommen' && v.progress.done > 0, 'rows being written');
      await app.kill();
      // Nothing half-imported: batches were written under the upload, but the portfolio still has no rows.
      const killed = portfolioRows(dir);
      expect(killed).toMatchObject({ current: 0, rowCount: 0 });
      expect(killed.all).toBeGreaterThan(0);

      app = await startAppProcess(env, { direct: true });
      const taken = await until(app.baseUrl, (v) => v.state === 'übernommen', 'the rows after the restart');
      expect(taken.progress).toEqual({ done: ROWS, total: ROWS });
      const list = (await (await asPro(app.baseUrl, '/api/portfolios')).json()) as { items: { rowCount: number }[] };
      expect(list.items.map((p) => p.rowCount)).toEqual([ROWS]);
      expect(await app.stop()).toBe(0);
      app = null;
      expect(portfolioRows(dir)).toEqual({ current: ROWS, rowCount: ROWS, distinct: ROWS, all: ROWS });
    } finally {
      await app?.kill();
      await rm(dir, { recursive: true, force: true });
    }
  }, 300_000);
});

interface UploadView {
  readonly id: string;
  readonly state: string;
  readonly error: string | null;
  readonly progress: { readonly done: number; readonly total: number };
  readonly mapping: Record<string, number | null>;
  readonly validation: { valid: number; invalid: number } | null;
  readonly diff: { added: number; changed: number; removed: number } | null;
}

type ProFetch = (baseUrl: string, path: string, init?: RequestInit & { json?: unknown }) => Promise<Response>;

/** Logs the demo Pro user in; the token stays valid across the app's restarts (same DATA_DIR, same secret). */
async function proSession(baseUrl: string): Promise<ProFetch> {
  const login = await publicFetch(baseUrl)('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_PRO),
  });
  const { token } = (await login.json()) as { token: string };
  return (url, path, { json, ...init } = {}) =>
    publicFetch(url)(path, {
      ...init,
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      headers: {
        Authorization: `Bearer ${token}`,
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
    });
}

/** The portfolio's rows as the data file has them: current ones (the pointer's upload) and all written. */
function portfolioRows(dataDir: string): Record<string, number> {
  const db = new DatabaseSync(join(dataDir, 'read-models.sqlite'), { readOnly: true });
  try {
    const entry = db.prepare('SELECT current_upload_id AS current, row_count AS n FROM portfolio_entries').get() as {
      current: string | null;
      n: number;
    };
    if (!entry.current) {
      const { n: all } = db.prepare('SELECT COUNT(*) AS n FROM portfolio_rows').get() as { n: number };
      return { current: 0, rowCount: entry.n, all };
    }
    const counts = db
      .prepare(
        `SELECT COUNT(*) AS current, COUNT(DISTINCT row_id) AS distinctRows,
           (SELECT COUNT(*) FROM portfolio_rows) AS allRows
         FROM portfolio_rows WHERE upload_id = ?`,
      )
      .get(entry.current) as { current: number; distinctRows: number; allRows: number };
    return { current: counts.current, rowCount: entry.n, distinct: counts.distinctRows, all: counts.allRows };
  } finally {
    db.close();
  }
}
