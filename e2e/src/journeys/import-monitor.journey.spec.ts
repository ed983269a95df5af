import type { Locator, Page } from 'playwright-core';
import { a11yViolations, type JourneyPage } from './support/browser.js';
import { ADMIN, journeyImportWindow } from './support/journey-app.js';
import { useJourneys } from './support/journey-fixture.js';
import { expectToast, horizontalOverflow, logIn, waitForContent } from './support/journey-steps.js';

/** The brief's phone width (an iPhone's 375 px), a little wider than the other journeys' 360 px. */
const PHONE_375 = { width: 375, height: 812 } as const;

const UNREACHABLE =
  'Das Bekanntmachungsportal ist nicht erreichbar (Verbindung abgelehnt). ' +
  'Der nächste Versuch erfolgt beim nächsten manuell gestarteten Import.';

/** The dashboard's monitor summary: the one status in words, a running import's progress, the portal note. */
const monitorSummary = (page: Page) => page.getByRole('status', { name: 'Importstatus' });
/** The one-line state next to the dashboard's heading. */
const headline = (page: Page, label: string) => page.getByRole('status').filter({ hasText: new RegExp(`^${label}$`) });
/** The rows of the admin's import table, newest first (the first row is the header). */
const importRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Letzte Importläufe' })
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

/** The figure under a tile's label (dashboard tiles, admin stat tiles), as a number ("1.234" → 1234). */
async function figure(page: Page, label: string): Promise<number> {
  const value = page.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
  return Number(((await value.textContent()) ?? '').replace(/\./g, ''));
}

async function openDashboard(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await waitForContent(page);
}

async function openAdmin(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
  await waitForContent(page);
}

/** The text of a cell of `row` under the column `header` of the admin's import table. */
async function cell(page: Page, row: Locator, header: string): Promise<string> {
  const headers = await page
    .getByRole('table', { name: 'Letzte Importläufe' })
    .getByRole('columnheader')
    .allTextContents();
  const index = headers.findIndex((text) => text.trim() === header);
  if (index < 0) throw new Error(`no column ${header} in ${headers.join(', ')}`);
  return ((await row.getByRole('cell').nth(index).textContent()) ?? '').trim();
}

/** Every axe violation (any impact) and any horizontal scrolling, named by the state that showed it. */
async function checkState(journey: JourneyPage, state: string): Promise<void> {
  const { page } = journey;
  await journey.screenshot(state);
  expect({ state, violations: await a11yViolations(page) }).toEqual({ state, violations: [] });
  expect({ state, overflow: await horizontalOverflow(page) }).toEqual({ state, overflow: 0 });
}

/**
 * Issue #13 item 4: the import monitor says what really happens. The portal replica answers slowly, so the
 * first import is still running when the admin looks; it is then sped up to finish, and finally shut down.
 */
// The run imports the journeys' window of days ("Tag 1 von 3" on a Saturday: Thursday to Saturday).
const DAYS = journeyImportWindow().days;
const DAY_OF = `Tag \\d von ${DAYS}`;

describe('journey: import monitor', () => {
  const journeys = useJourneys({
    // About a second per portal request and one portal session: the first run takes minutes unless sped up.
    portalFaults: { latencyMs: 800 },
    env: { IMPORT_CONCURRENCY: '1' },
    waitForImport: false,
  });

  it('the admin watches a running import on the dashboard and the admin page', async () => {
    const journey = await journeys.open({ journey: 'import-monitor-running' });
    const { page } = journey;
    await logIn(page, ADMIN);
    await openDashboard(page);

    await headline(page, 'Import läuft').waitFor();
    // Live: the dashboard polls every 3 s while a run is in progress, until notices have been fetched.
    const progress = monitorSummary(page).getByText(
      new RegExp(`^${DAY_OF} · [1-9][\\d.]* Bekanntmachung(?:en)? abgerufen`),
    );
    await progress.waitFor({ timeout: 60_000 });
    await expect(monitorSummary(page).textContent()).resolves.toMatch(
      new RegExp(
        `^Import läuft: ${DAY_OF} \\(\\d\\d\\.\\d\\d\\.\\d{4}\\): [1-9][\\d.]* Bekanntmachung(?:en)? abgerufen, [\\d.]+ neue(?:r Fall| Fälle)\\.`,
      ),
    );
    await monitorSummary(page)
      .getByRole('progressbar', { name: new RegExp(`^Importfortschritt: ${DAY_OF}$`) })
      .waitFor();
    await page
      .getByRole('region', { name: 'Live Import-Monitoring' })
      .getByText('Verbunden', { exact: true })
      .waitFor();
    await checkState(journey, 'dashboard-running');

    await openAdmin(page);
    const running = importRows(page).first();
    await running.getByRole('cell', { name: new RegExp(`^läuft: ${DAY_OF}$`) }).waitFor();
    expect(Number((await cell(page, running, 'Abgerufen')).replace(/\./g, ''))).toBeGreaterThan(0);
    await checkState(journey, 'admin-running');
    // The phone test looks at the same run: slower still, so it is running then however loaded the machine is (on
    // CI's 2 cores under load this test took long enough for the run to finish). The third test speeds it up.
    journeys.env.replica.setFaults({ latencyMs: 5_000 });
  }, 120_000);

  it('a running import fits a 375 px phone', async () => {
    const journey = await journeys.open({ journey: 'import-monitor-running-phone', viewport: PHONE_375 });
    const { page } = journey;
    await logIn(page, ADMIN);
    await openDashboard(page);
    await monitorSummary(page).getByRole('progressbar').waitFor();
    await checkState(journey, 'phone-dashboard-running');
    await openAdmin(page);
    await importRows(page)
      .first()
      .getByRole('cell', { name: new RegExp(`^läuft: ${DAY_OF}$`) })
      .waitFor();
    await checkState(journey, 'phone-admin-running');
  }, 120_000);

  it('after the run the dashboard says "Bereit" and the admin table shows its counts', async () => {
    // The portal answers at full speed again: the run finishes.
    journeys.env.replica.setFaults({});
    const journey = await journeys.open({ journey: 'import-monitor-finished' });
    const { page } = journey;
    await logIn(page, ADMIN);
    await openDashboard(page);
    // The page follows the run every 3 s and sees it end.
    await headline(page, 'Bereit').waitFor({ timeout: 90_000 });
    await expect(monitorSummary(page).textContent()).resolves.toMatch(
      /^Bereit: Letzter Import am \d\d\.\d\d\.\d{4}, \d\d:\d\d Uhr: [1-9][\d.]* neue(?:r Fall| Fälle), [\d.]+ weitere Bekanntmachung(?:en)?\./,
    );
    await monitorSummary(page).getByRole('progressbar').waitFor({ state: 'detached' });
    await checkState(journey, 'dashboard-ready');

    await openAdmin(page);
    const finished = importRows(page).first();
    await finished.getByRole('cell', { name: 'abgeschlossen', exact: true }).waitFor();
    const count = async (header: string) => Number((await cell(page, finished, header)).replace(/\./g, ''));
    expect(await count('Abgerufen')).toBeGreaterThan(0);
    expect(await count('Neue Fälle')).toBeGreaterThan(0);
    expect(await count('Bekanntmachungen')).toBeGreaterThanOrEqual(await count('Neue Fälle'));
    const newInRun = await count('Neue Fälle');
    expect(await cell(page, finished, 'Fehler')).toBe('0');
    await checkState(journey, 'admin-ready');

    // Issue #28 item 13: the figures agree across screens. After the first and only run every stored case was
    // recorded this week, and the active proceedings are those of them no notice has closed. On the distributed
    // profile the cases read model may still be catching up when the run's own says "Bereit" (CI: 98 of 115 right
    // after it): the dashboard is read again until it has every case of the run, at most a minute.
    let thisWeek: number;
    for (const deadline = Date.now() + 60_000; ;) {
      await openDashboard(page);
      thisWeek = await figure(page, 'Diese Woche importiert');
      if (thisWeek >= newInRun || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    const active = await figure(page, 'Aktive Verfahren');
    await openAdmin(page);
    const total = await figure(page, 'Insolvenzfälle gesamt');
    expect({ thisWeek, newInRun }).toEqual({ thisWeek: total, newInRun: total });
    expect(active).toBeGreaterThan(0);
    expect(active).toBeLessThanOrEqual(total);
  }, 150_000);

  it('with the portal down the admin reads in plain German why the import failed', async () => {
    await journeys.env.portalDown();
    const journey = await journeys.open({ journey: 'import-monitor-portal-down' });
    const { page } = journey;
    await logIn(page, ADMIN);
    await openAdmin(page);
    await page.getByRole('button', { name: 'Import jetzt starten' }).click();
    await page
      .getByRole('alertdialog', { name: 'Import jetzt starten?' })
      .getByRole('button', { name: 'Import starten' })
      .click();
    await expectToast(page, 'Import gestartet');

    // The admin page follows the run every 2 s until it has ended.
    const failed = importRows(page).first();
    await failed.getByRole('cell', { name: 'fehlgeschlagen (Portal nicht erreichbar)', exact: true }).waitFor({
      timeout: 60_000,
    });
    const errorText = failed.getByText('Das Bekanntmachungsportal ist nicht erreichbar (Verbindung abgelehnt).', {
      exact: true,
    });
    // The error text is folded away behind its count until the admin opens it.
    expect(await errorText.isVisible()).toBe(false);
    await failed.getByText('Fehler anzeigen').click();
    await errorText.waitFor();
    // The run before it keeps its counts.
    await importRows(page).nth(1).getByRole('cell', { name: 'abgeschlossen', exact: true }).waitFor();
    await checkState(journey, 'admin-portal-down');

    await openDashboard(page);
    await headline(page, 'Portal nicht erreichbar').waitFor();
    await monitorSummary(page).getByRole('alert').getByText(UNREACHABLE, { exact: true }).waitFor();
    await expect(monitorSummary(page).textContent()).resolves.toBe(UNREACHABLE);
    await page
      .getByRole('region', { name: 'Live Import-Monitoring' })
      .getByText('Nicht erreichbar', { exact: true })
      .waitFor();
    await checkState(journey, 'dashboard-portal-down');
  }, 120_000);

  it('the portal-down state fits a 375 px phone', async () => {
    const journey = await journeys.open({ journey: 'import-monitor-portal-down-phone', viewport: PHONE_375 });
    const { page } = journey;
    await logIn(page, ADMIN);
    await openDashboard(page);
    await monitorSummary(page).getByText(UNREACHABLE).waitFor();
    await checkState(journey, 'phone-dashboard-portal-down');
    await openAdmin(page);
    const failed = importRows(page).first();
    await failed.getByText('Fehler anzeigen').click();
    await failed.getByText('Das Bekanntmachungsportal ist nicht erreichbar (Verbindung abgelehnt).').waitFor();
    await checkState(journey, 'phone-admin-portal-down');
  }, 120_000);
});
