import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPortalReplica } from '../portal-replica/replica-server.js';
import { startAppProcess } from '../support/app-process.js';
import { waitForImportToFinish } from '../support/wait-for-import.js';
import { countEventsByType } from './read-snapshot.js';
import { importWindow } from '../support/import-window.js';

// A fresh installation with the import schedule on must not stay empty until the next session at 08:30.
// The last 1 working day up to today: the portal publishes (almost) nothing on weekends and holidays.
const WINDOW = importWindow(1);
const today = WINDOW.today;

async function waitFor(condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('first start of a new installation', () => {
  it('imports at once on an empty data directory, and only then', async () => {
    const replica = await startPortalReplica({ port: 0, seed: 3, volume: 40, today, days: WINDOW.days });
    const dir = await mkdtemp(join(tmpdir(), 'first-import-'));
    const env = {
      DATA_DIR: dir,
      PORTAL_URL: replica.url,
      IMPORT_SCHEDULE: 'on',
      // Sessions only: an intraday poll at a slot boundary during the test would be a second run.
      IMPORT_POLL_MINUTES: '0',
      IMPORT_DAYS: WINDOW.importDays,
      IMPORT_DELAY_MS: '0',
    };
    try {
      const started = new Date();
      const first = await startAppProcess(env, { direct: true });
      const status = (await waitForImportToFinish(first.baseUrl, started)) as {
        importStats: { activeCases: number };
      };
      expect(status.importStats.activeCases).toBeGreaterThan(0);
      expect(first.output()).toContain('Erstimport');
      expect(await first.stop()).toBe(0);

      // The next start finds a recorded run: it waits for the schedule instead of importing again.
      // The scheduler decides during the start, before it logs the sessions and before the app answers.
      const second = await startAppProcess(env, { direct: true });
      await waitFor(() => second.output().includes('import sessions (Europe/Berlin)'));
      expect(await second.stop()).toBe(0);
      expect(second.output()).not.toContain('Erstimport');
      expect(countEventsByType(dir).ImportRunStarted).toBe(1);
    } finally {
      await replica.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
