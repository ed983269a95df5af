import type { Page } from 'playwright-core';
import { a11yViolations, DESKTOP, PHONE, type AxeViolation, type JourneyPage } from './support/browser.js';
import { caseWithHearings } from './support/case-lookup.js';
import { ADMIN, FREE } from './support/journey-app.js';
import { useJourneys } from './support/journey-fixture.js';
import {
  cutOffTexts,
  expectToast,
  horizontalOverflow,
  logIn,
  logOut,
  waitForContent,
} from './support/journey-steps.js';
import { answerLate, layoutShiftVerdict, recordLayoutShifts } from './support/layout-shift.js';

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

/**
 * Protected screens, seen by the admin (Pro yearly), who may open all of them. The search with its filters and a
 * saved search, and a case with facts and hearings, follow the search.
 */
const USER_SCREENS: readonly Screen[] = [
  { name: 'dashboard', path: '/', heading: 'Dashboard' },
  { name: 'search', path: '/search', heading: 'Suche' },
  { name: 'statistics', path: '/statistics', heading: 'Historische Daten' },
  { name: 'notifications', path: '/notifications', heading: 'Benachrichtigungen' },
  { name: 'pricing', path: '/pricing', heading: 'Preise' },
  { name: 'profile', path: '/profile', heading: 'Profil' },
  { name: 'admin', path: '/admin', heading: 'Administration' },
  { name: 'about', path: '/about', heading: 'Über uns' },
];

/** Screens with the widest rows of fields, seen on a tablet by the admin. */
const TABLET_SCREENS: readonly Screen[] = [
  { name: 'dashboard', path: '/', heading: 'Dashboard' },
  { name: 'search', path: '/search', heading: 'Suche' },
  { name: 'fristen', path: '/fristen', heading: 'Meine Fristen' },
  { name: 'portfolios', path: '/portfolios', heading: 'Portfolios' },
  { name: 'admin', path: '/admin', heading: 'Administration' },
];

/** The screens a free account sees otherwise: limit banners, Pro upsells, the 30 days of "Historische Daten". */
const FREE_SCREENS: readonly Screen[] = [
  { name: 'free-dashboard', path: '/', heading: 'Dashboard' },
  { name: 'free-search', path: '/search', heading: 'Suche' },
  { name: 'free-statistics', path: '/statistics', heading: 'Historische Daten' },
];

async function showScreen(page: Page, { path, heading }: Screen): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  // The state to look at is the loaded one: the search with results, the dashboard with its import monitor, the
  // statistics with their chart.
  if (path === '/search') await page.getByRole('article').first().waitFor();
  if (path === '/') await page.getByRole('heading', { level: 3, name: 'Portal-Verbindung' }).waitFor();
  if (path === '/statistics') await page.getByRole('img', { name: /^Neue Verfahren nach/ }).waitFor();
  await waitForContent(page);
}

/** The search with the extended filters open and one saved search in "Meine Suchprofile". */
async function showSearchWithFiltersAndSavedSearch(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Erweiterte Filter' }).click();
  await page.getByRole('group', { name: 'Von Datum' }).waitFor();
  const section = page.getByRole('region', { name: 'Meine Suchprofile' });
  await section.getByRole('button', { name: 'Suche speichern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suche speichern' });
  await dialog.getByRole('textbox', { name: 'Name des Suchprofils' }).fill(name);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await dialog.waitFor({ state: 'detached' });
  await section.getByRole('link', { name }).waitFor();
  await waitForContent(page);
}

/** Deletes the saved search again: the other tests of this file see the admin's search without it. */
async function deleteSavedSearch(page: Page, name: string): Promise<void> {
  const section = page.getByRole('region', { name: 'Meine Suchprofile' });
  await section.getByRole('button', { name: `„${name}“ löschen` }).click();
  await page.getByRole('alertdialog', { name: 'Suchprofil löschen?' }).getByRole('button', { name: 'Löschen' }).click();
  await section.getByRole('link', { name }).waitFor({ state: 'detached' });
}

/** A case whose notices give facts and hearings: facts, "Termine", the portal card and the timeline. */
async function showCaseWithFacts(page: Page, caseOnScreen: { id: number; companyName: string }): Promise<void> {
  const path = `/case/${caseOnScreen.id}`;
  await showScreen(page, { name: 'case-detail', path, heading: caseOnScreen.companyName });
  await page.getByRole('region', { name: 'Termine', exact: true }).waitFor();
  await page.getByRole('region', { name: 'Amtliche Veröffentlichung' }).waitFor();
}

/**
 * Visits every screen of docs/SPEC.md §2 and the pages added since in one browser page: the public ones as a visitor,
 * the protected ones as the admin, then those that differ for a free account. `check` looks at each after its
 * screenshot.
 */
async function visitEveryScreen(
  journey: JourneyPage,
  caseWithFacts: { id: number; companyName: string },
  check: (screen: string) => Promise<void>,
): Promise<void> {
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
      const savedSearch = `Übersicht ${size}`;
      await showSearchWithFiltersAndSavedSearch(page, savedSearch);
      await visit('search-filters-saved');
      await deleteSavedSearch(page, savedSearch);
      await showCaseWithFacts(page, caseWithFacts);
      await visit('case-detail');
    }
  }
  // From the dashboard, loaded (its parts no longer arriving), as a user opens the menu: a login after a logout
  // returns to the protected page the session ended on.
  await showScreen(page, USER_SCREENS[0]!);
  await logOut(page, 'Alex Admin');
  await logIn(page, FREE);
  for (const screen of FREE_SCREENS) {
    await showScreen(page, screen);
    await visit(screen.name);
  }
}

/**
 * Issue #13: the 50 results /search opens with made a 20,528 px page on a 360 px phone as cards; half at most
 * (not counting the saved-searches panel, added since), 10,500 px. Issue #30 added a line to every result
 * ("veröffentlicht am 28.11.2026 · erkannt 17:11 Uhr", two lines on a phone): 11,850 px measured in CI, and 12,078 px
 * on another day's notices (names that wrap onto a second line vary with the generated day), so the bound is
 * 12,600 px: room for the day's data, still far below the cards.
 */
const MAX_PHONE_SEARCH_HEIGHT = 12_600;

/** The page's full height in CSS pixels. */
const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

/** Every screen at desktop and phone size: screenshots, axe (all impacts, contrast included), no sideways scroll. */
describe('journey: every screen at desktop and phone size', () => {
  const journeys = useJourneys();

  it('shows every screen on a desktop without accessibility violations', async () => {
    const journey = await journeys.open({ journey: 'screens-desktop', viewport: DESKTOP });
    const violations: Record<string, AxeViolation[]> = {};
    const { page } = journey;
    const caseWithFacts = await caseWithHearings(journeys.env.app.baseUrl, journeys.env.app.apiKey);
    await visitEveryScreen(journey, caseWithFacts, async (screen) => {
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
    const caseWithFacts = await caseWithHearings(journeys.env.app.baseUrl, journeys.env.app.apiKey);
    await visitEveryScreen(journey, caseWithFacts, async (screen) => {
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

  it('cuts off no text of the header and the filter rows on a tablet (800 and 1024 px)', async () => {
    // The admin (Pro yearly) has the longest navigation: at 1024 px it squeezed the logo to "Insolvenzm…" and wrapped
    // "Meine Fristen"; at 800 px "Meine Fristen" left its company field 104 px ("Firma o…"), at 600 px 28 px.
    const journey = await journeys.open({ journey: 'screens-tablet', viewport: { width: 1024, height: 768 } });
    const { page } = journey;
    await logIn(page, ADMIN);
    const cut: Record<string, string[]> = {};
    for (const width of [1024, 800]) {
      await page.setViewportSize({ width, height: 768 });
      for (const screen of TABLET_SCREENS) {
        await showScreen(page, screen);
        await journey.screenshot(`tablet-${width}-${screen.name}`, { fullPage: false });
        const found = [...(await cutOffTexts(page))];
        if ((await horizontalOverflow(page)) > 0) found.push('scrolls sideways');
        if (found.length > 0) cut[`${width} ${screen.name}`] = found;
      }
    }
    expect(cut).toEqual({});
  }, 120_000);

  it('lists the 50 results of /search compactly on a 360 px phone', async () => {
    const journey = await journeys.open({ journey: 'search-phone', viewport: PHONE });
    const { page } = journey;
    await logIn(page, ADMIN);
    await page.goto('/search');
    await page.getByRole('article').nth(49).waitFor();
    await waitForContent(page);
    // The saved-searches panel above the results (a block of fixed height, not per result) is not the list's.
    const panel = await page.getByRole('region', { name: 'Meine Suchprofile' }).boundingBox();
    const height = (await pageHeight(page)) - Math.ceil(panel?.height ?? 0);
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

  // Was a bug: while the dashboard loaded, the footer sat at the bottom of the window and was pushed out when the
  // page arrived, the status line's wrapping greeting shrank the header, the weekly-change line and the free-plan
  // banner grew: a cumulative layout shift of 0.36 on a desktop and 0.66 on a phone, and a click in that moment
  // landed beside its target (the statistics journey met it).
  it.each([
    ['a desktop', DESKTOP],
    ['a 360 px phone', PHONE],
  ])(
    'keeps the dashboard still while its parts arrive one by one, on %s',
    async (_size, viewport) => {
      const journey = await journeys.open({ journey: `dashboard-still-${viewport.width}`, viewport });
      const { page } = journey;
      // The free account: its dashboard has the most that arrives late (the banner with the held-back results).
      await logIn(page, FREE);
      await recordLayoutShifts(page);
      await answerLate(page, '**/api/**', [150, 500, 900, 1_300]);
      await page.goto('/dashboard');
      await page
        .getByText(/^Kostenloser Account: Sie sehen nur/)
        .filter({ visible: true })
        .waitFor();
      await page.getByRole('heading', { level: 3, name: 'Portal-Verbindung' }).waitFor();
      await waitForContent(page);
      expect(await layoutShiftVerdict(page)).toEqual({ score: 'good', shifts: [] });
    },
    60_000,
  );

  // Was a bug: after the login, until the dashboard's code had loaded, the page was empty with the footer at the
  // bottom of the window, which the dashboard then pushed out (0.86 on a phone with a slow connection).
  it('keeps the page still from the login to the dashboard while its code loads, on a phone', async () => {
    const journey = await journeys.open({ journey: 'login-still-phone', viewport: PHONE });
    const { page } = journey;
    await page.goto('/login');
    await page.getByLabel('E-Mail-Adresse').fill(FREE.email);
    await page.getByLabel('Passwort').fill(FREE.password);
    await recordLayoutShifts(page);
    await answerLate(page, '**/assets/*.js', [1_200]);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByRole('heading', { level: 2, name: 'Aktuelle Meldungen' }).waitFor();
    await waitForContent(page);
    expect(await layoutShiftVerdict(page)).toEqual({ score: 'good', shifts: [] });
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
      ['Historische Daten', '/statistics'],
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
