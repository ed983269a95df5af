import { berlinTime } from '@insolvenz/backend/platform/clock/berlin-time.js';
import type { Page } from 'playwright-core';
import { apiSession } from '../support/api-session.js';
import { a11yViolations, type JourneyPage } from './support/browser.js';
import { ADMIN, PRO } from './support/journey-app.js';
import { useJourneys } from './support/journey-fixture.js';
import { horizontalOverflow, logIn, waitForContent } from './support/journey-steps.js';

const PHONE_375 = { width: 375, height: 812 } as const;
const NAME = 'Minutenfrisch Journey GmbH';
const PROMISE =
  'Neue Bekanntmachungen erkennen wir rund um die Uhr innerhalb von 3 Sekunden nach ihrer Veröffentlichung.';

/** The dashboard's "Aktualität" box of the import monitor. */
const freshnessBox = (page: Page) => page.getByRole('region', { name: 'Aktualität' });

async function checkState(journey: JourneyPage, state: string): Promise<void> {
  const { page } = journey;
  await journey.screenshot(state);
  expect({ state, violations: await a11yViolations(page) }).toEqual({ state, violations: [] });
  expect({ state, overflow: await horizontalOverflow(page) }).toEqual({ state, overflow: 0 });
}

async function openDashboard(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await waitForContent(page);
}

/**
 * Issue #30: the intraday poll (every 3 s here) finds a notice the replica publishes after the first import; the
 * dashboard shows the promise, the last and the next poll, today's detection lag and (to the admin) the portal
 * requests, on a desktop and a 375 px phone; the case page shows when the notice was detected.
 */
describe('journey: freshness (intraday poll)', () => {
  const journeys = useJourneys({
    env: {
      IMPORT_SCHEDULE: 'on',
      // Only the first import and the polls: the one session lies half a day away.
      IMPORT_SESSIONS: `${berlinTime(new Date(Date.now() + 12 * 3_600_000))} Fern`,
      IMPORT_POLL_MINUTES: '0.05',
      IMPORT_POLL_HOURS: '00:00-24:00',
    },
  });
  let caseId = 0;

  beforeAll(async () => {
    const { app, replica } = journeys.env;
    replica.publish({
      court: 'Amtsgericht Köln',
      caseNumber: '75 IN 3030/26',
      debtorName: NAME,
      seat: 'Köln',
      publicationType: 'eroeffnung',
      text:
        `Amtsgericht Köln, Aktenzeichen: 75 IN 3030/26\n\nÜber das Vermögen der ${NAME}, Domstraße 1, 50667 Köln, ` +
        'wird heute das Insolvenzverfahren eröffnet.',
      publishAt: replica.now() + 1000,
    });
    const api = await apiSession(app.baseUrl, app.apiKey);
    const deadline = Date.now() + 120_000;
    while (caseId === 0) {
      const response = await api(`/api/insolvency/search?q=${encodeURIComponent(NAME)}`);
      const { results } = (await response.json()) as { results: { id: number; companyName: string }[] };
      caseId = results.find((result) => result.companyName === NAME)?.id ?? 0;
      if (caseId === 0 && Date.now() > deadline) throw new Error('the poll did not import the notice');
      if (caseId === 0) await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 150_000);

  it('the dashboard shows the promise, the last and the next poll and the detection lag; the admin the requests', async () => {
    const journey = await journeys.open({ journey: 'freshness-dashboard' });
    const { page } = journey;
    await logIn(page, ADMIN);
    await openDashboard(page);
    const box = freshnessBox(page);
    await box.getByText(PROMISE).waitFor();
    await box.getByText(/^Letzter Abgleich (gerade eben|vor \d+ Min\.)$/).waitFor();
    await box.getByText(/^Nächster Abgleich in (weniger als 1|\d+) Min\.$/).waitFor();
    // Minutes in German format: the first import's notices count from midnight, so after 16:40 "1.090 Min.".
    await box
      .getByText(
        /^Erkannt nach Veröffentlichung heute: im Median \d{1,3}(\.\d{3})* Min\., höchstens \d{1,3}(\.\d{3})* Min\./,
      )
      .waitFor();
    await box.getByText(/^Benachrichtigungen heute versandt: \d+$/).waitFor();
    await box.getByText(/^Portalanfragen heute: Abgleiche [1-9][\d.]* von 15\.000, Import-Sitzungen [\d.]+$/).waitFor();
    await checkState(journey, 'freshness-dashboard');
  }, 120_000);

  it('fits a 375 px phone, and a Pro user sees no request budget', async () => {
    const journey = await journeys.open({ journey: 'freshness-dashboard-phone', viewport: PHONE_375 });
    const { page } = journey;
    await logIn(page, PRO);
    await openDashboard(page);
    await freshnessBox(page)
      .getByText(/^Letzter Abgleich/)
      .waitFor();
    expect(await freshnessBox(page).textContent()).not.toContain('Portalanfragen');
    await checkState(journey, 'freshness-dashboard-phone');
  }, 120_000);

  it('the case page shows the publication beside its detection', async () => {
    const journey = await journeys.open({ journey: 'freshness-case', viewport: PHONE_375 });
    const { page } = journey;
    await logIn(page, PRO);
    await page.goto(`/case/${caseId}`);
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    const published = page
      .getByText('Veröffentlichungsdatum', { exact: true })
      .locator('xpath=following-sibling::*[1]');
    await expect(published.textContent()).resolves.toMatch(/^\d\d\.\d\d\.\d{4} · erkannt \d\d:\d\d Uhr$/);
    await checkState(journey, 'freshness-case-phone');
  }, 120_000);
});
