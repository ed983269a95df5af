import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, seriousA11yViolations, type JourneyPage } from './support/browser.js';
import { FREE, startJourneyApp, type JourneyApp } from './support/journey-app.js';

/** Visitors: public pages, accessibility, login and logout, in Debian's Chromium against the real app. */
describe('journey: visitor pages, login and logout', () => {
  let env: JourneyApp;
  let browser: Browser;
  let journey: JourneyPage | undefined;

  beforeAll(async () => {
    [env, browser] = await Promise.all([startJourneyApp(), launchBrowser()]);
  }, 180_000);
  afterEach(async () => {
    const errors = journey?.errors ?? [];
    await journey?.close();
    journey = undefined;
    expect(errors).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
    await env?.close();
  });

  it('shows every public page without serious accessibility violations', async () => {
    journey = await openPage(browser, env.app.baseUrl, { journey: 'public-pages' });
    const { page } = journey;
    for (const [path, heading] of [
      ['/login', /Anmelden/],
      ['/register', /Registrieren|Konto/],
      ['/contact', /Kontakt/],
      ['/impressum', /Impressum/],
      ['/privacy', /Datenschutz/],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await journey.screenshot(path.slice(1));
      expect({ path, violations: await seriousA11yViolations(page) }).toEqual({ path, violations: [] });
    }
  }, 120_000);

  it('sends a visitor to the login and back to where they wanted to go, then logs out', async () => {
    journey = await openPage(browser, env.app.baseUrl, { journey: 'login-logout' });
    const { page } = journey;
    await page.goto('/pricing');
    await page.waitForURL(/\/login/);
    await page.getByLabel('E-Mail-Adresse').fill(FREE.email);
    await page.getByLabel('Passwort').fill(FREE.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(/\/pricing$/);
    await page.getByText('Aktueller Plan').first().waitFor();
    await journey.screenshot('pricing-free');
    await page
      .getByRole('button', { name: /Frieda Frei|Benutzermenü|free@demo/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
  }, 120_000);
});
