import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { startPortalReplica } from '../portal-replica/replica-server.js';
import { repoRoot, startAppProcess } from '../support/app-process.js';
import { waitForImportToFinish } from '../support/wait-for-import.js';
import { countEventsByType, waitForNotices } from './read-snapshot.js';
import { importWindow } from '../support/import-window.js';

// Several processes on one DATA_DIR while an import runs: the importing server, operator commands (CLI) and a
// second server (refused at start). Only the process that owns a run may end it, unless its lease expired (it died
// or hangs).
// The last 3 working days up to today: the portal publishes (almost) nothing on weekends and holidays.
const WINDOW = importWindow(3);
const today = WINDOW.today;
// One session; the replica answers slowly (SLOW_PORTAL) while the other process acts, so the run is still open
// then (asserted), and at full speed afterwards: the rest of the import does not wait out a pause per request.
const SLOW_IMPORT = {
  IMPORT_DAYS: WINDOW.importDays,
  IMPORT_DELAY_MS: '0',
  IMPORT_CONCURRENCY: '1',
  IMPORT_ON_START: 'true',
};
const SLOW_PORTAL = { latencyMs: 150 };

interface RunEvent {
  type: string;
  data: { runId: string; leaseUntil?: string; failedAt?: string; error?: string; newCases?: number };
  recordedAt: number;
}

function runEvents(dataDir: string): RunEvent[] {
  const db = new DatabaseSync(join(dataDir, 'events.sqlite'), { readOnly: true });
  try {
    return (
      db
        .prepare("SELECT type, data, recorded_at FROM es_events WHERE type LIKE 'ImportRun%' ORDER BY position")
        .all() as { type: string; data: string; recorded_at: number }[]
    ).map((r) => ({ type: r.type, data: JSON.parse(r.data) as RunEvent['data'], recordedAt: r.recorded_at }));
  } finally {
    db.close();
  }
}

function runDoc(dataDir: string, runId: string): { status: string; newCases: number; errors: string[] } {
  const db = new DatabaseSync(join(dataDir, 'read-models.sqlite'), { readOnly: true });
  try {
    const row = db.prepare('SELECT doc FROM rm_import_runs WHERE id = ?').get(runId) as { doc: string } | undefined;
    if (!row) throw new Error(`run ${runId} not in the read model`);
    return JSON.parse(row.doc) as { status: string; newCases: number; errors: string[] };
  } finally {
    db.close();
  }
}

/** Whether the run is still open: started, and neither completed nor failed. */
function stillRunning(dataDir: string): boolean {
  const events = runEvents(dataDir);
  return (
    events.some((e) => e.type === 'ImportRunStarted') &&
    !events.some((e) => e.type === 'ImportRunCompleted' || e.type === 'ImportRunFailed')
  );
}

function runCli(dataDir: string, ...args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [join(repoRoot, 'backend/dist/cli/main.js'), ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

async function until<T>(what: string, probe: () => T | undefined, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('import runs with several processes on one data directory', () => {
  let replica: Awaited<ReturnType<typeof startPortalReplica>>;
  const dirs: string[] = [];
  const dataDir = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'import-owner-'));
    dirs.push(dir);
    return dir;
  };

  beforeAll(async () => {
    replica = await startPortalReplica({ port: 0, seed: 4, volume: 60, today, days: WINDOW.days });
  });
  afterAll(async () => {
    await replica.close();
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  it('CLI commands during an import leave the run alone: the server survives and the run completes with its counts', async () => {
    const dir = await dataDir();
    const started = new Date();
    replica.setFaults(SLOW_PORTAL);
    const app = await startAppProcess({ ...SLOW_IMPORT, PORTAL_URL: replica.url, DATA_DIR: dir }, { direct: true });
    await waitForNotices(dir, 5);

    const demoUsers = await runCli(dir, 'demo-users');
    expect(demoUsers).toMatchObject({ code: 0 });
    const admin = await runCli(dir, 'create-admin', '--email', 'chefin@example.de', '--password', 'Sehr-Geheim-2026');
    expect(admin).toMatchObject({ code: 0 });
    // The CLI started no import work of its own: no run was started, renewed or closed by it.
    const runId = runEvents(dir).find((e) => e.type === 'ImportRunStarted')!.data.runId;
    expect(runEvents(dir).filter((e) => e.data.runId !== runId)).toEqual([]);
    expect(runEvents(dir).some((e) => e.type === 'ImportRunFailed')).toBe(false);
    expect(stillRunning(dir)).toBe(true);
    replica.setFaults({});

    await waitForImportToFinish(app.baseUrl, started);
    expect(await app.stop()).toBe(0);
    expect(app.output()).not.toMatch(/ImportRunNotOpen|Unhandled|unhandled/);
    const events = countEventsByType(dir);
    expect(events.ImportRunCompleted).toBe(1);
    expect(events.ImportRunFailed).toBeUndefined();
    const doc = runDoc(dir, runId);
    expect(doc.status).toBe('completed');
    expect(doc.newCases).toBe(events.CaseImported);
    expect(doc.newCases).toBeGreaterThan(20);
  }, 240_000);

  // Issue #28: a second server on the same DATA_DIR used to start and run imports beside the first. It is refused
  // at start (an OS file lock on DATA_DIR/app.lock), naming the directory and the PID of the first; the first's run
  // completes untouched.
  it("refuses a second server on the same data directory and leaves the owner's run to complete", async () => {
    const dir = await dataDir();
    const started = new Date();
    replica.setFaults(SLOW_PORTAL);
    const owner = await startAppProcess({ ...SLOW_IMPORT, PORTAL_URL: replica.url, DATA_DIR: dir }, { direct: true });
    await waitForNotices(dir, 5);
    const refused = await startAppProcess(
      { IMPORT_ON_START: 'true', PORTAL_URL: replica.url, DATA_DIR: dir },
      { direct: true },
    ).then(
      (other) => other.stop().then(() => null),
      (error: unknown) => String(error),
    );
    expect(refused).toContain(`DATA_DIR ${dir} wird bereits von einem anderen Prozess (PID ${owner.pid}) verwendet`);
    expect(refused).toContain(`DATA_DIR ${dir} is already in use by another process (PID ${owner.pid})`);
    // Operator commands stay allowed beside the server.
    const cli = await runCli(dir, 'help');
    expect(cli.code).toBe(0);
    expect(stillRunning(dir)).toBe(true);
    replica.setFaults({});
    await waitForImportToFinish(owner.baseUrl, started);
    expect(await owner.stop()).toBe(0);
    const runs = runEvents(dir);
    expect(runs.filter((e) => e.type === 'ImportRunStarted')).toHaveLength(1);
    expect(runs.filter((e) => e.type === 'ImportRunFailed')).toEqual([]);
    expect(runs.filter((e) => e.type === 'ImportRunCompleted')).toHaveLength(1);
  }, 240_000);

  it('closes the run of a killed owner as interrupted only after its lease expired, and resumes the import', async () => {
    const dir = await dataDir();
    const lease = { IMPORT_LEASE_SECONDS: '6' };
    replica.setFaults(SLOW_PORTAL);
    const owner = await startAppProcess(
      { ...SLOW_IMPORT, ...lease, PORTAL_URL: replica.url, DATA_DIR: dir },
      { direct: true },
    );
    await waitForNotices(dir, 5);
    await owner.kill();
    replica.setFaults({});
    const killed = runEvents(dir);
    const runId = killed.find((e) => e.type === 'ImportRunStarted')!.data.runId;
    // The lease of the run's start or last heartbeat (progress events do not extend it).
    const leaseUntil = Date.parse(
      killed.filter((e) => e.data.runId === runId && e.data.leaseUntil !== undefined).at(-1)!.data.leaseUntil!,
    );

    const restarted = new Date();
    const next = await startAppProcess(
      // No pause per request (the default is 250 ms): the resumed import is not what this test waits for.
      { ...lease, IMPORT_ON_START: 'false', IMPORT_DELAY_MS: '0', PORTAL_URL: replica.url, DATA_DIR: dir },
      { direct: true },
    );
    const closed = await until('the killed run to be closed', () =>
      runEvents(dir).find((e) => e.type === 'ImportRunFailed' && e.data.runId === runId),
    );
    expect(closed.data.error).toMatch(/^Unterbrochen/);
    expect(Date.parse(closed.data.failedAt!)).toBeGreaterThanOrEqual(leaseUntil);
    expect(closed.recordedAt).toBeGreaterThanOrEqual(leaseUntil);
    expect(runEvents(dir).filter((e) => e.data.runId === runId && e.type === 'ImportRunCompleted')).toEqual([]);

    // The process that closed it resumes the import, which completes with what the killed run left.
    await waitForImportToFinish(next.baseUrl, restarted);
    expect(await next.stop()).toBe(0);
    expect(countEventsByType(dir).ImportRunCompleted).toBe(1);
  }, 240_000);
});
