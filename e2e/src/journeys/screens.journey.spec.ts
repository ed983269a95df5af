import type { Page } from 'playwright-core';
import { a11yViolations, DESKTOP, PHONE, type AxeViolation, type JourneyPage } from './support/browser.js';
import { ADMIN } from './support/journey-app.js';
import { useJourneys } from './support/journey-fixture.js';
import { expectToast, horizontalOverflow, logIn, waitForContent } from './support/journey-steps.js';

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

/** Issue #13: the 50 results /search opens with made a 20,528 px page on a 360 px phone as cards; half at most. */
const MAX_PHONE_SEARCH_HEIGHT = 10_500;

/** The page's full height in CSS pixels. */
const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

/** Every screen at desktop and phone size: screenshots, axe (all impacts, contrast included), no sideways scroll. */
describe('journey: every screen at desktop and phone size', () => {
  const journeys = useJourneys();

  it('shows every screen on a desktop without accessibility violations', async () => {
    const journey = await journeys.open({ journey: 'screens-desktop', viewport: DESKTOP });
    const violations: Record<string, AxeViolation[]> = {};
    const { page } = journey;
    await visitEveryScreen(journey, async (screen) => {
      const found = await a11yViolations(page);
      if (found.length > 0) violations[screen] = found;
    });
    expect(violations).toEqual({});
  }, 240_000);

  it('fits every screen on a 360 px phone without horizontal scrolling or accessibility violations', async () => {
    const journey = await journeys.open({ journey: 'screens-phone', viewport: PHONE });
    const overflowing: Record<string, number> = {};
    const violations: Record<string, AxeViolation[]> = {};
    const { page } = journey;
    await visitEveryScreen(journey, async (screen) => {
      const overflow = await horizontalOverflow(page);
      if (overflow > 0) overflowing[screen] = overflow;
      const found = await a11yViolations(page);
      if (found.length > 0) violations[screen] = found;
      // The admin tables are wider than a phone: they scroll inside their box and say so.
      if (screen === 'admin') {
        await page.getByText('Tabelle seitlich wischen →').first().waitFor();
      }
    });
    expect({ overflowing, violations }).toEqual({ overflowing: {}, violations: {} });
  }, 240_000);

  it('lists the 50 results of /search compactly on a 360 px phone', async () => {
    const journey = await journeys.open({ journey: 'search-phone', viewport: PHONE });
    const { page } = journey;
    await logIn(page, ADMIN);
    await page.goto('/search');
    await page.getByRole('article').nth(49).waitFor();
    await waitForContent(page);
    const height = await pageHeight(page);
    await journey.screenshot('search-top', { fullPage: false });
    await page.evaluate(() => document.querySelectorAll('article')[10]?.scrollIntoView());
    await journey.screenshot('search-results', { fullPage: false });
    expect({ height, compact: height <= MAX_PHONE_SEARCH_HEIGHT }).toEqual({ height, compact: true });
  }, 60_000);

  it('offers "Zum Inhalt springen" as the first Tab stop and shows where the keyboard focus is', async () => {
    const journey = await journeys.open({ journey: 'keyboard', viewport: DESKTOP });
    const { page } = journey;
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
    await page.keyboard.press('Tab');
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        return {
          text: element.textContent?.trim(),
          id: element.id,
          outline: { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) },
        };
      });
    const skipLink = await focused();
    await journey.screenshot('skip-link-focused', { fullPage: false });
    expect(skipLink).toMatchObject({ text: 'Zum Inhalt springen', outline: { style: 'solid', width: 3 } });

    await page.keyboard.press('Enter');
    expect((await focused()).id).toBe('main');
    // The next Tab stop is in the page's content, not the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);

    // Buttons, which MUI draws without an outline, show the ring too.
    await page.getByRole('button', { name: 'Anmelden' }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await journey.screenshot('button-focused', { fullPage: false });
    expect((await focused()).outline).toEqual({ style: 'solid', width: 3 });
  }, 60_000);

  it('shows toasts with enough contrast', async () => {
    const journey = await journeys.open({ journey: 'toast', viewport: DESKTOP });
    const { page } = journey;
    await logIn(page, ADMIN);
    await expectToast(page, 'Anmeldung erfolgreich!');
    await journey.screenshot('success-toast', { fullPage: false });
    expect(await a11yViolations(page, '.notistack-SnackbarContainer')).toEqual([]);
  }, 60_000);

  it('shows the search dates German style in an English browser and searches with them', async () => {
    const journey = await journeys.open({ journey: 'date-field-english-browser', viewport: PHONE, locale: 'en-US' });
    const { page } = journey;
    await logIn(page, ADMIN);
    await page.goto('/search');
    await page.getByRole('button', { name: 'Erweiterte Filter' }).click();
    const from = page.getByRole('group', { name: 'Von Datum' });
    await from.waitFor();
    expect(await from.textContent()).toContain('TT.MM.JJJJ');
    await from.getByRole('spinbutton', { name: 'Tag' }).click();
    await page.keyboard.type('01112026');
    expect(await from.textContent()).toContain('01.11.2026');
    await journey.screenshot('date-field', { fullPage: false });
    await page.getByRole('button', { name: 'Suchen' }).click();
    await page.waitForURL((url) => url.searchParams.get('dateFrom') === '2026-11-01');
  }, 60_000);

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
