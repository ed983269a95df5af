import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPortalReplica, type PortalReplica } from '../portal-replica/replica-server.js';
import { apiSession, PUBLIC_API_KEY, type ApiFetch } from '../support/api-session.js';
import { startAppProcess, type AppProcess } from '../support/app-process.js';
import { waitForImportToFinish } from '../support/wait-for-import.js';

/**
 * Corrected and withdrawn notices (issue #32 part 2) against the portal replica: after the first import the replica
 * corrects one notice's text behind an unchanged listing row (a new administrator), renames the debtor of another
 * (its listing row changes too) and withdraws a third; the next full session finds all three. The case pages show
 * "berichtigt" with the fields before and after, and the withdrawn notice; the renamed case is found by its
 * corrected name and is still one case.
 */
const ADMIN = { email: 'admin@berichtigung.e2e.test', password: 'Admin-Passwort-2026' };

interface TimelineNotice {
  readonly corrections: { readonly summary: string; readonly changes: { field: string }[] }[];
  readonly withdrawnAt: string | null;
  readonly administrator: string | null;
}
interface CaseDetail {
  readonly companyName: string;
  readonly notices: TimelineNotice[];
}

const text = (caseNumber: string, name: string, administrator: string) =>
  `Amtsgericht Köln, Aktenzeichen: ${caseNumber}\n\nÜber das Vermögen der ${name}, Hafenstraße 7, 50667 Köln, ` +
  `wird heute das Insolvenzverfahren eröffnet.\n\nZum Insolvenzverwalter wird bestellt: Rechtsanwalt ${administrator}, ` +
  'Ringstraße 1, 50667 Köln.\n\nAmtsgericht Köln, 27.11.2026';

async function adminApi(baseUrl: string): Promise<ApiFetch> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-API-Key': PUBLIC_API_KEY },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  return (path, init = {}) =>
    fetch(`${baseUrl}${path}`, {
      ...init,
      headers: { 'X-API-Key': PUBLIC_API_KEY, Authorization: `Bearer ${token}`, ...init.headers },
    });
}

async function caseNamed(api: ApiFetch, name: string): Promise<(CaseDetail & { id: number }) | undefined> {
  const response = await api(`/api/insolvency/search?q=${encodeURIComponent(name)}`);
  const { results } = (await response.json()) as { results: { id: number; companyName: string }[] };
  const found = results.find((r) => r.companyName === name);
  if (!found) return undefined;
  return { id: found.id, ...((await (await api(`/api/insolvency/${found.id}`)).json()) as CaseDetail) };
}

describe('corrected and withdrawn notices, embedded profile', () => {
  let replica: PortalReplica;
  let app: AppProcess | undefined;
  let dir: string;

  beforeAll(async () => {
    replica = await startPortalReplica({ port: 0, seed: 32, volume: 12, days: 1 });
    dir = await mkdtemp(join(tmpdir(), 'corrections-'));
  });
  afterAll(async () => {
    await app?.stop();
    await replica.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('finds a corrected text, a renamed listing row and a withdrawn notice in the next full session', async () => {
    const publish = (caseNumber: string, name: string, administrator: string) =>
      replica.publish({
        court: 'Amtsgericht Köln',
        caseNumber,
        debtorName: name,
        seat: 'Köln',
        publicationType: 'eroeffnung',
        text: text(caseNumber, name, administrator),
      });
    const corrected = publish('76 IN 3201/26', 'Berichtigt Verwaltung GmbH', 'Dr. Anna Altmann');
    const renamed = publish('76 IN 3202/26', 'Umbenannt Alt GmbH', 'Dr. Carl Clemens');
    const withdrawn = publish('76 IN 3203/26', 'Zurückgezogen Test GmbH', 'Dr. Dora Dahl');

    const started = new Date();
    app = await startAppProcess(
      {
        DATA_DIR: dir,
        PORTAL_URL: replica.url,
        IMPORT_SCHEDULE: 'on',
        IMPORT_POLL_MINUTES: '0',
        IMPORT_DAYS: '1',
        IMPORT_DELAY_MS: '0',
        // Every recorded row is fetched again: the corrected text behind an unchanged row is found for sure.
        IMPORT_RECHECK_ROWS: '1000',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
      { direct: true },
    );
    await waitForImportToFinish(app.baseUrl, started);
    const api = await apiSession(app.baseUrl);
    expect((await caseNamed(api, 'Berichtigt Verwaltung GmbH'))?.notices[0].corrections).toEqual([]);

    replica.correct(corrected.id, [{ from: 'Dr. Anna Altmann', to: 'Dr. Bernd Neumann' }]);
    replica.correct(renamed.id, [{ from: 'Umbenannt Alt GmbH', to: 'Umbenannt Neu GmbH' }]);
    replica.withdraw(withdrawn.id);
    const again = new Date();
    const admin = await adminApi(app.baseUrl);
    expect((await admin('/api/admin/import', { method: 'POST' })).status).toBe(202);
    await waitForImportToFinish(app.baseUrl, again);

    const administrator = await caseNamed(api, 'Berichtigt Verwaltung GmbH');
    expect(administrator?.notices).toHaveLength(1);
    expect(administrator?.notices[0].administrator).toContain('Dr. Bernd Neumann');
    expect(administrator?.notices[0].corrections.map((c) => c.summary)).toEqual([
      expect.stringMatching(/^Verwalter .*Dr\. Anna Altmann.* → .*Dr\. Bernd Neumann/),
    ]);

    const rename = await caseNamed(api, 'Umbenannt Neu GmbH');
    expect(rename?.notices).toHaveLength(1);
    expect(rename?.notices[0].corrections[0].summary).toContain('Schuldner Umbenannt Alt GmbH → Umbenannt Neu GmbH');
    expect(await caseNamed(api, 'Umbenannt Alt GmbH')).toBeUndefined();

    const gone = await caseNamed(api, 'Zurückgezogen Test GmbH');
    expect(gone?.notices[0].withdrawnAt).toEqual(expect.any(String));
    expect(app.output()).toMatch(/1 corrected|2 corrected/);
  }, 180_000);
});
