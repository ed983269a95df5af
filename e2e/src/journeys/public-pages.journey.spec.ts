import { seriousA11yViolations } from './support/browser.js';
import { FREE } from './support/journey-app.js';
import { useJourneys } from './support/journey-fixture.js';

/** Visitors: public pages, accessibility, login and logout, in Debian's Chromium against the real app. */
describe('journey: visitor pages, login and logout', () => {
  const journeys = useJourneys();

  it('shows every public page without serious accessibility violations', async () => {
    const journey = await journeys.open({ journey: 'public-pages' });
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
    const journey = await journeys.open({ journey: 'login-logout' });
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
