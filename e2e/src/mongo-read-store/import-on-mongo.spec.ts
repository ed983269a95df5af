import { dropTestDatabase, freshAppDatabaseUrl } from '@insolvenz/backend/test/mongo/test-database.js';
import { startPortalReplica } from '../portal-replica/replica-server.js';
import { apiSession, type ApiFetch } from '../support/api-session.js';
import { startAppProcess, type AppProcess } from '../support/app-process.js';
import { waitForImportToFinish } from '../support/wait-for-import.js';
import { waitForProjections } from '../support/wait-for-projections.js';
import { importWindow } from '../support/import-window.js';

// The built app with READ_STORE=mongo imports from the portal replica and answers searches and case pages as the
// app on the SQLite read store does after importing the same notices (case ids may differ: the importer's days
// run concurrently, so they are not compared).
const MONGO_URL = process.env.MONGO_URL?.trim() ?? '';
// The last 2 working days up to today: the portal publishes (almost) nothing on weekends and holidays.
const WINDOW = importWindow(2);
const today = WINDOW.today;
const IMPORT_ENV = {
  IMPORT_DAYS: WINDOW.importDays,
  IMPORT_DELAY_MS: '5',
  IMPORT_CONCURRENCY: '2',
  IMPORT_ON_START: 'true',
};

const SEARCHES = [
  'debtorKind=company',
  'debtorKind=person',
  'state=BY',
  'state=NW',
  'procedureType=regel',
  `dateFrom=${WINDOW.lastWorkingDay}`,
  'q=gmbh',
  'q=bau',
];

// Ids and the times of the import (detectedAt: when each run first saw a notice) differ between the two runs;
// everything else must not.
const RUN_SPECIFIC = new Set(['id', 'createdAt', 'updatedAt', 'recordedAt', 'detectedAt']);

function withoutRunSpecifics(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutRunSpecifics);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !RUN_SPECIFIC.has(key))
      .map(([key, inner]) => [key, withoutRunSpecifics(inner)]),
  );
}

interface CaseView {
  id: number;
  companyName: string;
  court: string;
  caseNumber: string;
}

(MONGO_URL ? describe : describe.skip)('import on the MongoDB read store', () => {
  it('answers searches and case pages like the app on SQLite after the same import', async () => {
    const replica = await startPortalReplica({ port: 0, seed: 17, volume: 40, today, days: WINDOW.days });
    const url = freshAppDatabaseUrl(MONGO_URL);
    const apps: AppProcess[] = [];
    try {
      const importInto = async (env: Record<string, string>) => {
        const started = new Date();
        const app = await startAppProcess({ ...IMPORT_ENV, PORTAL_URL: replica.url, ...env }, { direct: true });
        apps.push(app);
        await waitForImportToFinish(app.baseUrl, started);
        await waitForProjections(app.baseUrl, app.apiKey);
        return apiSession(app.baseUrl, app.apiKey);
      };
      const sqlite = await importInto({});
      const mongo = await importInto({ READ_STORE: 'mongo', MONGO_URL: url });

      const answers = async (api: ApiFetch) => {
        const totals: Record<string, number> = {};
        for (const query of SEARCHES) {
          const response = await api(`/api/insolvency/search?${query}`);
          expect(response.status).toBe(200);
          // Free users see five results; the total available is reported to everyone.
          totals[query] = (
            (await response.json()) as { subscription: { totalAvailable: number } }
          ).subscription.totalAvailable;
        }
        return totals;
      };
      const onSqlite = await answers(sqlite);
      expect(onSqlite['debtorKind=company'] + onSqlite['debtorKind=person']).toBeGreaterThan(20);
      expect(await answers(mongo)).toEqual(onSqlite);

      const found = (await (await mongo('/api/insolvency/search?debtorKind=company')).json()) as {
        results: CaseView[];
      };
      for (const { id, caseNumber } of found.results.slice(0, 3)) {
        const page = async (api: ApiFetch, caseId: number) => {
          const response = await api(`/api/insolvency/${caseId}`);
          expect(response.status).toBe(200);
          return withoutRunSpecifics(await response.json());
        };
        const same = (await (await sqlite(`/api/insolvency/search?q=${encodeURIComponent(caseNumber)}`)).json()) as {
          results: CaseView[];
        };
        const twin = same.results.find((c) => c.caseNumber === caseNumber);
        expect(twin).toBeDefined();
        expect(await page(mongo, id)).toEqual(await page(sqlite, twin!.id));
      }
      for (const app of apps.splice(0)) expect(await app.stop()).toBe(0);
    } finally {
      for (const app of apps) await app.stop().catch(() => undefined);
      await replica.close();
      await dropTestDatabase(url);
    }
  }, 600_000);
});
