import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseNotice } from '@insolvenz/backend/cases/notice-parser/parse-notice.js';
import { generateDay } from '../../portal-replica/generator/generate-day.js';
import type { Notice } from '../../portal-replica/generator/notice.js';
import { startPortalReplica, type FaultOptions, type PortalReplica } from '../../portal-replica/replica-server.js';
import { startAppProcess, type AppProcess } from '../../support/app-process.js';
import { createDemoUsers } from '../../support/demo-users.js';
import { importWindow, type ImportWindow } from '../../support/import-window.js';
import { waitForImportToFinish } from '../../support/wait-for-import.js';
import { waitForProjections } from '../../support/wait-for-projections.js';
import { startDistributedJourneyStack } from './distributed-journey-stack.js';
import { startJourneyBilling, type JourneyBilling } from './journey-billing.js';

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
  /** Buying Pro works as in `npm run demo`: stripe-mock behind the demo Stripe (journey-billing.ts). */
  readonly billing?: boolean;
  /** Notices a journey needs beside the generated days (e.g. the relevance journey's Aktenzeichen), published first. */
  readonly notices?: (window: ImportWindow) => readonly Notice[];
}

/** The journeys import two working days up to today (Thu–Sat on a Saturday): weekends carry (almost) no notices. */
export function journeyImportWindow(): ImportWindow {
  return importWindow(2);
}

/**
 * A company's opening with hearings, an Anmeldefrist, an administrator and a register entry, as the case-detail and
 * screens journeys need (`caseWithHearings`). Two working days of the journeys' portal hold none on some days (seed 7
 * on 26–27 November 2026 had no company opening), so the journey portal always publishes one more: the first such
 * notice the generator makes for the day under other seeds, checked with the importer's own parser.
 */
function companyOpeningWithHearings(day: string): Notice {
  for (let seed = 1000; seed < 1200; seed++) {
    for (const notice of generateDay(day, { seed, volume: 60 })) {
      if (notice.debtorKind === 'person' || notice.publicationType !== 'eroeffnung' || !notice.register) continue;
      const parsed = parseNotice(notice.text);
      if (parsed.hearings.length > 0 && parsed.claimsDeadline && parsed.administrator && parsed.register) return notice;
    }
  }
  throw new Error(`the generator made no company opening with hearings for ${day}`);
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
  const opening = companyOpeningWithHearings(window.lastWorkingDay);
  // Ids of its own: another seed's ids could repeat those of the day's notices.
  // Listed from the start: a generated notice carries its publication time ("10:15"), and the replica lists a
  // published notice of today only from that time on, so a journey run before it (at night in Berlin, as CI at
  // 23:00–24:00 UTC on the next Berlin day) found the day's extra notices missing.
  const atOnce = new Date();
  replica.publish({
    ...opening,
    text: opening.text,
    id: `journey-${opening.id}`,
    caseId: `journey-${opening.caseId}`,
    publishAt: atOnce,
  });
  for (const notice of options.notices?.(window) ?? []) replica.publish({ ...notice, publishAt: atOnce });
  const dataDir = await mkdtemp(join(tmpdir(), 'journey-'));
  const appEnv = {
    // Not the default: the SPA must use the key the server runs with, not one compiled into the bundle.
    PUBLIC_API_KEY: `journey-client-${randomBytes(6).toString('hex')}`,
    PORTAL_URL: replica.url,
    IMPORT_ON_START: 'true',
    IMPORT_DAYS: window.importDays,
    IMPORT_DELAY_MS: '0',
    // A portal that is down fails the run after the client's retries: milliseconds apart here, not 1, 2, 4, 8, 16 s.
    PORTAL_RETRY_BASE_MS: '20',
    PORTAL_RETRY_MAX_MS: '200',
    ...options.env,
  };
  const started = new Date();
  let billing: JourneyBilling | undefined;
  let stack: { readonly app: AppProcess; close(): Promise<void> };
  try {
    billing = options.billing ? await startJourneyBilling() : undefined;
    Object.assign(appEnv, billing?.appEnv);
    const apiEnv = billing?.apiEnv ?? {};
    stack =
      journeyProfile() === 'distributed'
        ? await startDistributedJourneyStack(dataDir, appEnv, apiEnv)
        : await startEmbeddedApp(dataDir, { ...appEnv, ...apiEnv });
  } catch (error) {
    await billing?.close();
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
      await billing?.close();
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
  createDemoUsers(dataDir);
  const app = await startAppProcess({ DATA_DIR: dataDir, ...appEnv });
  return {
    app,
    close: async () => {
      await app.stop();
    },
  };
}
