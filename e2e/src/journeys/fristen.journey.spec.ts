import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { a11yViolations, PHONE } from './support/browser.js';
import { caseWithHearings } from './support/case-lookup.js';
import { PRO } from './support/journey-app.js';
import { useJourneys } from './support/journey-fixture.js';
import { expectToast, logIn, waitForContent } from './support/journey-steps.js';

/**
 * "Meine Fristen" (issue #32 part 4): a Pro user with an alert on a company whose case has an Anmeldefrist (the
 * journey portal always publishes such an opening) sees the deadline, creates the calendar link, and the feed,
 * fetched like a calendar app does, holds the deadline as an iCalendar event (parsed by ical.js).
 */
describe('journey: Meine Fristen', () => {
  const journeys = useJourneys();
  let watched: Promise<{ id: number; companyName: string }> | undefined;

  /** The Pro user's alert on the company of the case with deadlines (created once, through the API). */
  const watchedCase = () =>
    (watched ??= (async () => {
      const { baseUrl, apiKey } = journeys.env.app;
      const found = await caseWithHearings(baseUrl, apiKey);
      const headers = { 'X-API-Key': apiKey, 'Content-Type': 'application/json' };
      const login = await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: PRO.email, password: PRO.password }),
      });
      const { token } = (await login.json()) as { token: string };
      const created = await fetch(`${baseUrl}/api/subscriptions`, {
        method: 'POST',
        headers: { ...headers, Authorization: `Bearer ${token}` },
        body: JSON.stringify({ email: PRO.email, companyName: found.companyName, keywords: [] }),
      });
      if (created.status !== 201) throw new Error(`alert not created: ${created.status} ${await created.text()}`);
      return { id: found.id, companyName: found.companyName };
    })());

  /** The list shows the case once the matcher indexed it: reload until it does. */
  async function deadlineOf(page: Page, companyName: string) {
    const item = page.getByRole('listitem').filter({ hasText: companyName }).filter({ hasText: 'Anmeldefrist' });
    for (let attempt = 0; attempt < 30; attempt++) {
      await waitForContent(page);
      if ((await item.count()) > 0) return item.first();
      await page.waitForTimeout(1_000);
      await page.reload();
    }
    throw new Error(`no Anmeldefrist of ${companyName} on /fristen`);
  }

  for (const [name, viewport] of [
    ['desktop', undefined],
    ['phone', PHONE],
  ] as const) {
    it(`shows the watched case's Anmeldefrist and subscribes to it as a calendar (${name})`, async () => {
      const { companyName, id } = await watchedCase();
      const journey = await journeys.open({ journey: `fristen-${name}`, viewport });
      const { page } = journey;
      await logIn(page, PRO);
      if (name === 'phone') {
        await page.getByRole('button', { name: 'Menü öffnen' }).click();
        await page.getByRole('menuitem', { name: 'Meine Fristen' }).click();
      } else {
        await page
          .getByRole('navigation', { name: 'Hauptnavigation' })
          .getByRole('link', { name: 'Meine Fristen' })
          .click();
      }
      await page.waitForURL((url) => url.pathname === '/fristen');
      await page.getByRole('heading', { level: 1, name: 'Meine Fristen' }).waitFor();
      const item = await deadlineOf(page, companyName);
      await item.getByText(/^(heute|morgen|in \d+ Tagen)$/).waitFor();
      expect(await item.getByRole('link', { name: companyName }).getAttribute('href')).toBe(`/case/${id}`);
      await journey.screenshot('deadlines');

      const panel = page.getByRole('region', { name: 'Kalender abonnieren' });
      await panel.getByRole('button', { name: /Kalender-Link erstellen/ }).click();
      const https = panel.getByRole('textbox', { name: 'https-Link' });
      await https.waitFor();
      const httpsUrl = await https.inputValue();
      expect(await panel.getByRole('textbox', { name: 'webcal-Link' }).inputValue()).toBe(
        httpsUrl.replace(/^https?:\/\//, 'webcal://'),
      );
      expect(await a11yViolations(page)).toEqual([]);
      await journey.screenshot('calendar-link');

      // The feed, fetched as a calendar app does (no login, no API key), parsed by ical.js.
      const feed = await fetch(httpsUrl);
      expect(feed.status).toBe(200);
      expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
      const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
      const claims = events.find((event) => event.summary.startsWith(`Anmeldefrist – ${companyName} (`));
      expect(claims).toBeDefined();
      expect(claims!.startDate.isDate).toBe(true);
      expect(claims!.description).toContain(`/case/${id}`);

      // Revoked, the link answers 404.
      await panel.getByRole('button', { name: 'Kalender-Link widerrufen' }).click();
      await expectToast(page, /Kalender-Link widerrufen/);
      expect((await fetch(httpsUrl)).status).toBe(404);
    }, 180_000);
  }
});
