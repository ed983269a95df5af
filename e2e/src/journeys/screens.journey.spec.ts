import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, seriousA11yViolations, type AxeViolation, type JourneyPage } from './support/browser.js';
import { ADMIN } from './support/journey-app.js';
import { useJourneys } from './support/journey-fixture.js';
import { horizontalOverflow, logIn, waitForContent } from './support/journey-steps.js';

interface Screen {
  readonly name: string;
  readonly path: string;
  readonly heading: string;
}

/** Guest-only and public screens, seen without a session. */
const VISITOR_SCREENS: readonly Screen[] = [
  { name: 'login', path: '/login', heading: 'Anmelden' },
  { name: 'register', path: '/register', heading: 'Registrieren' },
  { name: 'contact', path: '/contact', heading: 'Kontakt' },
  { name: 'impressum', path: '/impressum', heading: 'Impressum' },
  { name: 'privacy', path: '/privacy', heading: 'Datenschutzerklärung' },
];

/** Protected screens, seen by the admin (Pro yearly), who may open all of them. The case detail follows search. */
const USER_SCREENS: readonly Screen[] = [
  { name: 'dashboard', path: '/', heading: 'Dashboard' },
  { name: 'search', path: '/search', heading: 'Suche' },
  { name: 'notifications', path: '/notifications', heading: 'Benachrichtigungen' },
  { name: 'pricing', path: '/pricing', heading: 'Preise' },
  { name: 'profile', path: '/profile', heading: 'Profil' },
  { name: 'admin', path: '/admin', heading: 'Administration' },
  { name: 'about', path: '/about', heading: 'Über uns' },
];

async function showScreen(page: Page, { path, heading }: Screen): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  // The search loads its first results on open: the state to look at is "with results".
  if (path === '/search') await page.getByRole('article').first().waitFor();
  await waitForContent(page);
}

/** The newest case, opened by its address from the search results the page shows. */
async function showFirstCase(page: Page): Promise<void> {
  const first = page.getByRole('article').first();
  const companyName = (await first.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
  const href = await first.getByRole('link', { name: `Details zu ${companyName}` }).getAttribute('href');
  await showScreen(page, { name: 'case-detail', path: href ?? '/case/0', heading: companyName });
}

/**
 * Visits every screen of SPEC.md §2 in one browser page: the public ones as a visitor, then (logged in as the
 * admin) the protected ones. `check` looks at each after its screenshot.
 */
async function visitEveryScreen(journey: JourneyPage, check: (screen: string) => Promise<void>): Promise<void> {
  const { page } = journey;
  const size = page.viewportSize()?.width === PHONE.width ? 'phone' : 'desktop';
  const visit = async (name: string) => {
    await journey.screenshot(`${size}-${name}`);
    await check(name);
  };
  for (const screen of VISITOR_SCREENS) {
    await showScreen(page, screen);
    await visit(screen.name);
  }
  await logIn(page, ADMIN);
  for (const screen of USER_SCREENS) {
    await showScreen(page, screen);
    await visit(screen.name);
    if (screen.name === 'search') {
      await showFirstCase(page);
      await visit('case-detail');
    }
  }
}

/** Every screen at desktop and phone size: screenshots, axe on desktop, no horizontal scrolling on the phone. */
describe('journey: every screen at desktop and phone size', () => {
  const journeys = useJourneys();

  it('shows every screen on a desktop without serious or critical accessibility violations', async () => {
    const journey = await journeys.open({ journey: 'screens-desktop', viewport: DESKTOP });
    const violations: Record<string, AxeViolation[]> = {};
    const { page } = journey;
    await visitEveryScreen(journey, async (screen) => {
      const found = await seriousA11yViolations(page);
      if (found.length > 0) violations[screen] = found;
    });
    expect(violations).toEqual({});
  }, 180_000);

  it('fits every screen on a 360 px phone without horizontal scrolling', async () => {
    const journey = await journeys.open({ journey: 'screens-phone', viewport: PHONE });
    const overflowing: Record<string, number> = {};
    const { page } = journey;
    await visitEveryScreen(journey, async (screen) => {
      const overflow = await horizontalOverflow(page);
      if (overflow > 0) overflowing[screen] = overflow;
    });
    expect(overflowing).toEqual({});
  }, 180_000);

  // Was a bug: the 'Live Import-Monitoring' boxes grew to the portal host name's width (a `1fr` grid column
  // cannot shrink below its content); the columns are `minmax(0, 1fr)` now.
  it('fits the dashboard on a 360 px phone without horizontal scrolling', async () => {
    const journey = await journeys.open({ journey: 'dashboard-phone', viewport: PHONE });
    await logIn(journey.page, ADMIN);
    await journey.page.getByRole('heading', { level: 3, name: 'Portal-Verbindung' }).waitFor();
    await waitForContent(journey.page);
    expect(await horizontalOverflow(journey.page)).toBe(0);
  }, 60_000);

  it('navigates through the mobile menu on a 360 px phone', async () => {
    const journey = await journeys.open({ journey: 'mobile-menu', viewport: PHONE });
    const { page } = journey;
    await logIn(page, ADMIN);
    // Phones have no header navigation, only the menu button.
    expect(await page.getByRole('navigation', { name: 'Hauptnavigation' }).isVisible()).toBe(false);

    for (const [item, path] of [
      ['Suche', '/search'],
      ['Benachrichtigungen', '/notifications'],
    ] as const) {
      await page.getByRole('button', { name: 'Menü öffnen' }).click();
      const menu = page.getByRole('menu');
      await menu.getByRole('menuitem', { name: item, exact: true }).waitFor();
      await journey.screenshot(`menu-open-for-${path.slice(1)}`, { fullPage: false });
      await menu.getByRole('menuitem', { name: item, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      await menu.waitFor({ state: 'detached' });
      await page.getByRole('heading', { level: 1, name: item, exact: true }).waitFor();
      await waitForContent(page);
      expect({ path, overflow: await horizontalOverflow(page) }).toEqual({ path, overflow: 0 });
      await journey.screenshot(path.slice(1));
    }
  }, 120_000);
});
