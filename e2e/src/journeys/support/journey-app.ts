import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPortalReplica, type FaultOptions, type PortalReplica } from '../../portal-replica/replica-server.js';
import { repoRoot, startAppProcess, type AppProcess } from '../../support/app-process.js';
import { importWindow, type ImportWindow } from '../../support/import-window.js';
import { waitForImportToFinish } from '../../support/wait-for-import.js';
import { waitForProjections } from '../../support/wait-for-projections.js';
import { startDistributedJourneyStack } from './distributed-journey-stack.js';

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

/** The journeys import two working days up to today (Thu–Sat on a Saturday): weekends carry (almost) no notices. */
export function journeyImportWindow(): ImportWindow {
  return importWindow(2);
}

/** Which profile the journeys run on: TEST_PROFILE=distributed, or the embedded profile (default). */
function journeyProfile(): 'embedded' | 'distributed' {
  const profile = process.env.TEST_PROFILE?.trim() || 'embedded';
  if (profile !== 'embedded' && profile !== 'distributed') {
    throw new Error(`TEST_PROFILE=${profile}: the journeys run on "embedded" (default) or "distributed"`);
  }
  return profile;
}

/**
 * The application as users get it (`npm start`, built SPA) importing two days from the portal replica, with the
 * demo accounts (created by the same CLI command `npm run demo` uses). On the embedded profile (default) one
 * process runs everything; with TEST_PROFILE=distributed the API and the four workers run as separate processes
 * on KurrentDB, MongoDB and Kafka (distributed-journey-stack.ts), and the scheduler worker runs the first import.
 */
export async function startJourneyApp(options: JourneyAppOptions = {}): Promise<JourneyApp> {
  const window = journeyImportWindow();
  const replica = await startPortalReplica({
    port: 0,
    seed: 7,
    volume: 60,
    today: window.today,
    days: window.days,
    faults: options.portalFaults,
  });
  const dataDir = await mkdtemp(join(tmpdir(), 'journey-'));
  const appEnv = {
    // Not the default: the SPA must use the key the server runs with, not one compiled into the bundle.
    PUBLIC_API_KEY: `journey-client-${randomBytes(6).toString('hex')}`,
    PORTAL_URL: replica.url,
    IMPORT_ON_START: 'true',
    IMPORT_DAYS: window.importDays,
    IMPORT_DELAY_MS: '0',
    ...options.env,
  };
  const started = new Date();
  let stack: { readonly app: AppProcess; close(): Promise<void> };
  try {
    stack =
      journeyProfile() === 'distributed'
        ? await startDistributedJourneyStack(dataDir, appEnv)
        : await startEmbeddedApp(dataDir, appEnv);
  } catch (error) {
    await replica.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const { app } = stack;
  if (options.waitForImport ?? true) {
    await waitForImportToFinish(app.baseUrl, started, 120_000, app.apiKey);
    // The read models follow the import (on the distributed profile in the projections worker, on MongoDB):
    // the journeys start once they show the whole import.
    await waitForProjections(app.baseUrl, app.apiKey);
  }
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
      await stack.close();
      if (portalUp) await replica.close();
      // The processes leave a DATA_DIR they were given alone.
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The embedded profile: one process (`npm start`) runs the API, the projections and the import. */
async function startEmbeddedApp(
  dataDir: string,
  appEnv: Record<string, string>,
): Promise<{ readonly app: AppProcess; close(): Promise<void> }> {
  const users = spawnSync(process.execPath, [join(repoRoot, 'backend/dist/cli/main.js'), 'demo-users'], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  if (users.status !== 0) throw new Error(`demo-users failed: ${users.stderr}`);
  const app = await startAppProcess({ DATA_DIR: dataDir, ...appEnv });
  return {
    app,
    close: async () => {
      await app.stop();
    },
  };
}
