import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPortalReplica } from '../portal-replica/replica-server.js';
import { startAppProcess } from '../support/app-process.js';
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
