import type { Page } from 'playwright-core';
import { a11yViolations } from './support/browser.js';
import { PRO } from './support/journey-app.js';
import { useJourneys } from './support/journey-fixture.js';
import { horizontalOverflow, logIn, waitForContent } from './support/journey-steps.js';
import {
  EXACT_CASE_NUMBER,
  EXACT_COMPANIES,
  EXACT_NAME,
  LONGER_NAME,
  NAME_QUERY,
  relevanceNotices,
} from './support/relevance-notices.js';

/** The sizes issue #29 asks for: a laptop and a phone. */
const DESKTOP = { width: 1280, height: 800 } as const;
const PHONE = { width: 390, height: 844 } as const;

/** A result row as the user reads it. */
interface Row {
  name: string;
  caseNumber: string;
  /** YYYY-MM-DD, from the row's German date. */
  date: string;
  /** The marked parts of the name (heading) and of the Aktenzeichen. */
  nameMarks: string[];
  caseNumberMarks: string[];
  /** "Treffer: Aktenzeichen", or '' when the row names no matched field. */
  matched: string;
}

/** The rows of the result list, top to bottom. */
function resultRows(page: Page): Promise<Row[]> {
  return page.getByRole('list', { name: 'Suchergebnisse' }).evaluate((list) =>
    Array.from(list.querySelectorAll('article')).map((article) => {
      const text = (element: Element | null | undefined) => element?.textContent?.trim() ?? '';
      const marks = (element: Element | null | undefined) =>
        element ? Array.from(element.querySelectorAll('mark')).map((mark) => text(mark)) : [];
      const heading = article.querySelector('h3');
      // The fact "Az: 6 IN 123/26" (its label span alone reads "Az:").
      const fact = Array.from(article.querySelectorAll('span')).find((span) => /^Az: \S/.test(span.textContent ?? ''));
      // "veröffentlicht am 28.11.2026 · erkannt 10:42 Uhr": the publication date leads.
      const published = Array.from(article.querySelectorAll('p')).find((p) =>
        /^veröffentlicht am /.test(p.textContent ?? ''),
      );
      const [day, month, year] = text(published).replace('veröffentlicht am ', '').slice(0, 10).split('.');
      return {
        name: text(heading),
        caseNumber: text(fact).replace(/^Az: /, ''),
        date: `${year}-${month}-${day}`,
        nameMarks: marks(heading),
        caseNumberMarks: marks(fact),
        matched: text(Array.from(article.querySelectorAll('p')).find((p) => /^Treffer: /.test(p.textContent ?? ''))),
      };
    }),
  );
}

/** Runs `act` and waits until the search it starts (its query as `wanted` says) is answered and shown. */
async function searched(page: Page, wanted: (query: URLSearchParams) => boolean, act: () => Promise<unknown>) {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/insolvency/search' && wanted(url.searchParams);
  });
  await act();
  await answered;
  await page.waitForURL((url) => wanted(url.searchParams));
  await waitForContent(page);
}

const isExact = (row: Row) => new RegExp(`^\\S+ ${EXACT_CASE_NUMBER}$`).test(row.caseNumber);

/**
 * "IN 123/26" shows the two cases with that Aktenzeichen (at two courts) above every other result, with the
 * matched Aktenzeichen marked and named, although the decoys ("IN 1238/26", "IN 1233/26", "HRB 123", "HRA 1230")
 * are newer.
 */
async function expectExactCasesFirst(page: Page): Promise<Row[]> {
  const rows = await resultRows(page);
  const exact = rows.filter(isExact);
  expect(exact.map((row) => row.name).sort()).toEqual(expect.arrayContaining([...EXACT_COMPANIES].sort()));
  expect(rows.slice(0, exact.length).map((row) => row.caseNumber)).toEqual(exact.map((row) => row.caseNumber));
  for (const row of exact) {
    expect(row.caseNumberMarks.join(' ')).toMatch(new RegExp(`${EXACT_CASE_NUMBER}$`));
    // The field is named in words, not only by colour (other fields may have matched a word too).
    expect(row.matched).toMatch(/^Treffer: .*Aktenzeichen/);
  }
  return rows;
}

const byDateDescending = (rows: Row[]) => rows.map((row) => row.date).sort((a, b) => b.localeCompare(a));

/** Issue #29: relevance-ranked search, as a credit manager uses it, on a laptop and on a phone. */
describe('journey: search by relevance', () => {
  const journeys = useJourneys({ notices: relevanceNotices });

  it('finds the exact Aktenzeichen first, marks the match, and switches the order', async () => {
    const journey = await journeys.open({ journey: 'search-relevance-desktop', viewport: DESKTOP });
    const { page } = journey;
    await logIn(page, PRO);
    await page.goto('/search');
    await waitForContent(page);

    await page.getByRole('searchbox', { name: 'Suchbegriff' }).fill(EXACT_CASE_NUMBER);
    await searched(
      page,
      (query) => query.get('q') === EXACT_CASE_NUMBER,
      () => page.getByRole('button', { name: 'Suchen' }).click(),
    );
    const sort = page.getByRole('combobox', { name: 'Sortierung' });
    expect(await sort.inputValue()).toBe('relevance');
    await expectExactCasesFirst(page);
    expect(await a11yViolations(page)).toEqual([]);
    await journey.screenshot('exact-first');

    // "Neueste zuerst": the same search by publication date, kept in the URL; the matches stay marked.
    await searched(
      page,
      (query) => query.get('q') === EXACT_CASE_NUMBER && query.get('sort') === 'newest',
      () => sort.selectOption({ label: 'Neueste zuerst' }),
    );
    const newest = await resultRows(page);
    expect(newest.map((row) => row.date)).toEqual(byDateDescending(newest));
    for (const row of newest.filter(isExact)) expect(row.caseNumberMarks).not.toEqual([]);
    await journey.screenshot('newest-first');

    // A company name keeps the chosen order: the newer, longer name comes first ...
    await page.getByRole('searchbox', { name: 'Suchbegriff' }).fill(NAME_QUERY);
    await searched(
      page,
      (query) => query.get('q') === NAME_QUERY && query.get('sort') === 'newest',
      () => page.getByRole('button', { name: 'Suchen' }).click(),
    );
    const byDate = (await resultRows(page)).map((row) => row.name);
    expect(byDate.indexOf(LONGER_NAME)).toBeGreaterThanOrEqual(0);
    expect(byDate.indexOf(LONGER_NAME)).toBeLessThan(byDate.indexOf(EXACT_NAME));

    // ... and "Relevanz" puts the exact name on top, its words marked.
    await searched(
      page,
      (query) => query.get('q') === NAME_QUERY && !query.has('sort'),
      () => sort.selectOption({ label: 'Relevanz' }),
    );
    const [first] = await resultRows(page);
    expect(first.name).toBe(EXACT_NAME);
    expect(first.nameMarks.join(' ')).toMatch(/Moselblick.*Weinkellerei/);
    expect(first.matched).toMatch(/^Treffer: Name/);
    expect(await a11yViolations(page)).toEqual([]);
    await journey.screenshot('exact-name-first');
  }, 120_000);

  it('shows the same on a phone, without horizontal scrolling', async () => {
    const journey = await journeys.open({ journey: 'search-relevance-phone', viewport: PHONE });
    const { page } = journey;
    await logIn(page, PRO);
    const url = `/search?${new URLSearchParams({ q: EXACT_CASE_NUMBER, page: '1' })}`;
    await searched(
      page,
      (query) => query.get('q') === EXACT_CASE_NUMBER,
      () => page.goto(url),
    );
    await expectExactCasesFirst(page);
    const sort = page.getByRole('combobox', { name: 'Sortierung' });
    const box = await sort.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await a11yViolations(page)).toEqual([]);
    await journey.screenshot('exact-first-phone');

    await searched(
      page,
      (query) => query.get('sort') === 'newest',
      () => sort.selectOption({ label: 'Neueste zuerst' }),
    );
    const newest = await resultRows(page);
    expect(newest.map((row) => row.date)).toEqual(byDateDescending(newest));
    expect(await horizontalOverflow(page)).toBe(0);
    await journey.screenshot('newest-first-phone');
  }, 90_000);
});
