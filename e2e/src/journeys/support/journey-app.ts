import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPortalReplica, type FaultOptions, type PortalReplica } from '../../portal-replica/replica-server.js';
import { repoRoot, startAppProcess, type AppProcess } from '../../support/app-process.js';
import { waitForImportToFinish } from '../../support/wait-for-import.js';

export const ADMIN = { email: 'admin@demo.insolvenzmonitor.de', password: 'Demo-Admin-2026' };
export const FREE = { email: 'free@demo.insolvenzmonitor.de', password: 'Demo-Free-2026' };
export const PRO = { email: 'pro-monatlich@demo.insolvenzmonitor.de', password: 'Demo-Pro-2026' };

export interface JourneyApp {
  readonly app: AppProcess;
  readonly replica: PortalReplica;
  /** Shuts the portal replica down: from then on every connection to the portal is refused. */
  portalDown(): Promise<void>;
  close(): Promise<void>;
}

export interface JourneyAppOptions {
  /** Faults of the portal replica from the start, e.g. latency, so that a running import can be watched. */
  readonly portalFaults?: FaultOptions;
  /** Further environment of the app (e.g. IMPORT_CONCURRENCY). */
  readonly env?: Record<string, string>;
  /** Whether the start waits until the first import finished (default); false: it may still be running. */
  readonly waitForImport?: boolean;
}

/**
 * The application as users get it (`npm start`, embedded profile, built SPA) importing two days from the
 * portal replica, with the demo accounts (created by the same CLI command `npm run demo` uses).
 */
export async function startJourneyApp(options: JourneyAppOptions = {}): Promise<JourneyApp> {
  const replica = await startPortalReplica({ port: 0, seed: 7, volume: 60, days: 2, faults: options.portalFaults });
  const dataDir = await mkdtemp(join(tmpdir(), 'journey-'));
  const users = spawnSync(process.execPath, [join(repoRoot, 'backend/dist/cli/main.js'), 'demo-users'], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  if (users.status !== 0) throw new Error(`demo-users failed: ${users.stderr}`);
  const started = new Date();
  const app = await startAppProcess({
    DATA_DIR: dataDir,
    // Not the default: the SPA must use the key the server runs with, not one compiled into the bundle.
    PUBLIC_API_KEY: `journey-client-${randomBytes(6).toString('hex')}`,
    PORTAL_URL: replica.url,
    IMPORT_ON_START: 'true',
    IMPORT_DAYS: '2',
    IMPORT_DELAY_MS: '0',
    ...options.env,
  });
  if (options.waitForImport ?? true) await waitForImportToFinish(app.baseUrl, started, 120_000, app.apiKey);
  let portalUp = true;
  return {
    app,
    replica,
    portalDown: async () => {
      if (!portalUp) return;
      portalUp = false;
      await replica.close();
    },
    close: async () => {
      await app.stop();
      if (portalUp) await replica.close();
      // The app leaves a DATA_DIR it was given alone.
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
