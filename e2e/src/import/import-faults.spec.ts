import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { generateDay } from '../portal-replica/generator/generate-day.js';
import { startPortalReplica } from '../portal-replica/replica-server.js';
import { startAppProcess } from '../support/app-process.js';
import { countNotices } from './read-snapshot.js';
import { waitForImportToFinish } from '../support/wait-for-import.js';
import { importWindow } from '../support/import-window.js';

// The last 4 working days up to today: the portal publishes (almost) nothing on weekends and holidays.
const WINDOW = importWindow(4);
const today = WINDOW.today;

interface DaySummary {
  day: string;
  complete: boolean;
  retries: number;
  reLogins: number;
  serverErrors: number;
  emptyTexts: number;
  newCases: number;
}

function runRecords(dataDir: string): { type: string; days: DaySummary[] }[] {
  const db = new DatabaseSync(join(dataDir, 'events.sqlite'), { readOnly: true });
  try {
    return (
      db
        .prepare(
          "SELECT type, data FROM es_events WHERE type IN ('ImportRunCompleted', 'ImportRunFailed') ORDER BY position",
        )
        .all() as { type: string; data: string }[]
    ).map((r) => ({ type: r.type, days: (JSON.parse(r.data) as { days: DaySummary[] }).days }));
  } finally {
    db.close();
  }
}

describe('import under portal faults', () => {
  it('survives 500s, slow answers, expired sessions and empty texts, counts them, and completes the day next run', async () => {
    const replica = await startPortalReplica({
      port: 0,
      seed: 3,
      volume: 80,
      today,
      days: WINDOW.days,
      faults: { seed: 9, errorRate: 0.08, latencyMs: { min: 0, max: 15 }, sessionExpiryEvery: 40, emptyTextEvery: 25 },
    });
    const dir = await mkdtemp(join(tmpdir(), 'import-faults-'));
    const env = {
      PORTAL_URL: replica.url,
      DATA_DIR: dir,
      IMPORT_DAYS: WINDOW.importDays,
      IMPORT_DELAY_MS: '0',
      IMPORT_ON_START: 'true',
      // Retried at once (20 ms doubling up to 200 ms), not after 1, 2, 4 … s: the retries are counted all the same.
      PORTAL_RETRY_BASE_MS: '20',
      PORTAL_RETRY_MAX_MS: '200',
    };
    try {
      let started = new Date();
      let app = await startAppProcess(env, { direct: true });
      await waitForImportToFinish(app.baseUrl, started);
      expect(await app.stop()).toBe(0);

      const [first] = runRecords(dir);
      expect(first.type).toBe('ImportRunCompleted');
      const sum = (key: keyof DaySummary) => first.days.reduce((n, d) => n + Number(d[key]), 0);
      expect(sum('serverErrors')).toBeGreaterThan(0);
      expect(sum('retries')).toBeGreaterThan(0);
      expect(sum('reLogins')).toBeGreaterThan(0);
      expect(sum('emptyTexts')).toBeGreaterThan(0);
      // Days with empty texts are not silently done: they are marked for the next run.
      expect(first.days.some((d) => !d.complete)).toBe(true);
      const afterFirst = countNotices(dir);

      // The next run, with a healthy portal, fetches exactly what is missing.
      replica.setFaults({});
      started = new Date();
      app = await startAppProcess(env, { direct: true });
      await waitForImportToFinish(app.baseUrl, started);
      expect(await app.stop()).toBe(0);
      const [, second] = runRecords(dir);
      expect(second.days.every((d) => d.complete)).toBe(true);
      // Everything the portal lists for those days is now recorded, once.
      const days = second.days.map((d) => d.day);
      const listed = days.reduce((n, day) => n + generateDay(day, { seed: 3, volume: 80 }).length, 0);
      expect(countNotices(dir)).toBeGreaterThan(afterFirst);
      expect(countNotices(dir)).toBe(listed);
    } finally {
      await replica.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
