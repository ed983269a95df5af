import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { type FakeHandler, installFakeServer, jsonResponse } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { authenticatedStore, sessionUser } from '../../../test/session-fixtures';
import type { SearchResult } from '../api/search-api';
import { pagedSearch, queryOf, searchBody, searchResult } from './search-page.test-kit';
import SearchPage from './search-page';

function ShowLocation() {
  const location = useLocation();
  return <output aria-label="Adresse">{location.pathname + location.search}</output>;
}

function renderSearch(handler: FakeHandler, route: string) {
  const server = installFakeServer()
    .on('GET', '/api/insolvency/search', handler)
    .on('GET', '/api/saved-searches', () => jsonResponse({ items: [], max: 25 }));
  const rendered = renderWithProviders(
    <Routes>
      <Route
        path="/search"
        element={
          <>
            <SearchPage />
            <ShowLocation />
          </>
        }
      />
    </Routes>,
    { route, store: authenticatedStore(sessionUser({ plan: 'pro_monthly' })) },
  );
  const searches = () =>
    server.requests.filter((r) => new URL(r.url).pathname === '/api/insolvency/search').map(queryOf);
  return { ...rendered, searches };
}

const location = () => screen.getByRole('status', { name: 'Adresse' }).textContent;
const sortSelect = () => screen.getByRole('combobox', { name: 'Sortierung' });
/** The text of every <mark> inside `element`. */
const marksIn = (element: HTMLElement) => [...element.querySelectorAll('mark')].map((mark) => mark.textContent);

let consoleError: jest.SpiedFunction<typeof console.error>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('Sortierung (issue #29)', () => {
  it('ranks a query by relevance unless chosen otherwise, and keeps the choice in the URL and the request', async () => {
    const { user, searches } = renderSearch(pagedSearch(3), '/search?q=IN%20123%2F26&page=1');
    await screen.findByRole('heading', { level: 3, name: 'Firma 1 GmbH' });
    expect(sortSelect()).toHaveValue('relevance');
    expect(within(sortSelect()).getByRole('option', { name: 'Relevanz' })).toBeEnabled();
    expect(searches()).toEqual([{ q: 'IN 123/26', page: '1', limit: '20' }]);

    await user.selectOptions(sortSelect(), 'Neueste zuerst');
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(searches()[1]).toEqual({ q: 'IN 123/26', sort: 'newest', page: '1', limit: '20' });
    expect(location()).toBe('/search?q=IN+123%2F26&sort=newest&page=1');
    expect(sortSelect()).toHaveValue('newest');

    await user.selectOptions(sortSelect(), 'Relevanz');
    await waitFor(() => expect(searches()).toHaveLength(3));
    expect(searches()[2]).toEqual({ q: 'IN 123/26', page: '1', limit: '20' });
    expect(location()).toBe('/search?q=IN+123%2F26&page=1');
  });

  it('shows the sort of a bookmarked search and starts a new order on page 1', async () => {
    const { user, searches } = renderSearch(pagedSearch(60), '/search?q=Bau&sort=newest&page=2');
    expect(await screen.findByText('Seite 2 von 3 (60 Ergebnisse gesamt)')).toBeInTheDocument();
    expect(sortSelect()).toHaveValue('newest');
    expect(searches()).toEqual([{ q: 'Bau', sort: 'newest', page: '2', limit: '20' }]);

    await user.selectOptions(sortSelect(), 'Relevanz');
    await waitFor(() => expect(location()).toBe('/search?q=Bau&page=1'));
  });

  it('keeps the chosen order when the query changes', async () => {
    const { user, searches } = renderSearch(pagedSearch(3), '/search?q=Bau&sort=newest&page=1');
    await screen.findByRole('heading', { level: 3, name: 'Firma 1 GmbH' });
    const searchbox = screen.getByRole('searchbox', { name: 'Suchbegriff' });
    await user.clear(searchbox);
    await user.type(searchbox, 'Müller');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(searches()[1]).toEqual({ q: 'Müller', sort: 'newest', page: '1', limit: '20' });
  });

  it('offers no relevance without a query: the newest come first', async () => {
    const { searches } = renderSearch(pagedSearch(3), '/search?state=BY&sort=relevance&page=1');
    await screen.findByRole('heading', { level: 3, name: 'Firma 1 GmbH' });
    expect(sortSelect()).toHaveValue('newest');
    expect(within(sortSelect()).getByRole('option', { name: 'Relevanz' })).toBeDisabled();
    expect(searches()).toEqual([{ state: 'BY', page: '1', limit: '20' }]);
  });
});

describe('why a result matched (issue #29)', () => {
  const answer =
    (...results: SearchResult[]) =>
    () =>
      jsonResponse(searchBody(results));

  it('marks the matched Aktenzeichen and names the field', async () => {
    renderSearch(
      answer(
        searchResult({
          id: 1,
          companyName: 'Kelterei Rheinblick GmbH',
          caseNumber: '6 IN 123/26',
          highlights: [{ field: 'caseNumber', start: 2, end: 11 }],
        }),
      ),
      '/search?q=IN%20123%2F26&page=1',
    );
    const row = await screen.findByRole('article', { name: 'Kelterei Rheinblick GmbH' });
    expect(marksIn(row)).toEqual(['IN 123/26']);
    expect(row).toHaveTextContent('Az: 6 IN 123/26');
    expect(within(row).getByText('Treffer: Aktenzeichen')).toBeInTheDocument();
    // The name was not matched: the heading holds no mark.
    expect(marksIn(within(row).getByRole('heading', { level: 3 }))).toEqual([]);
  });

  it('shows the register when the register matched, with the match marked', async () => {
    renderSearch(
      answer(
        searchResult({
          id: 2,
          companyName: 'Spedition Nord GmbH',
          caseNumber: '15 IN 503/26',
          register: { court: 'Amtsgericht Köln', type: 'HRB', number: '62' },
          highlights: [{ field: 'register', start: 0, end: 6 }],
        }),
      ),
      '/search?q=HRB62&page=1',
    );
    const row = await screen.findByRole('article', { name: 'Spedition Nord GmbH' });
    expect(row).toHaveTextContent('Register: HRB 62');
    expect(marksIn(row)).toEqual(['HRB 62']);
    expect(within(row).getByText('Treffer: Register')).toBeInTheDocument();
  });

  it('marks the matched words of the name in the heading, which keeps its name', async () => {
    renderSearch(
      answer(
        searchResult({
          id: 3,
          companyName: 'Müller Bau GmbH',
          register: { court: 'Amtsgericht München', type: 'HRB', number: '4711' },
          highlights: [
            { field: 'companyName', start: 0, end: 6 },
            { field: 'companyName', start: 11, end: 15 },
          ],
        }),
      ),
      '/search?q=Mueller%20GmbH&page=1',
    );
    const heading = await screen.findByRole('heading', { level: 3, name: 'Müller Bau GmbH' });
    expect(marksIn(heading)).toEqual(['Müller', 'GmbH']);
    const row = screen.getByRole('article', { name: 'Müller Bau GmbH' });
    expect(within(row).getByText('Treffer: Name')).toBeInTheDocument();
    // The register did not match: the row stays as compact as before.
    expect(row).not.toHaveTextContent('Register');
  });

  it('shows plain rows for a server without highlights and for ranges outside the value', async () => {
    renderSearch(
      answer(
        searchResult({ id: 4, companyName: 'Alte Antwort GmbH' }),
        searchResult({
          id: 5,
          companyName: 'Kaputte Bereiche GmbH',
          caseNumber: 'IN 5/26',
          register: null,
          highlights: [
            { field: 'caseNumber', start: 40, end: 50 },
            { field: 'register', start: 0, end: 3 },
            { field: 'companyName', start: 9, end: 4 },
          ],
        }),
        searchResult({
          id: 6,
          companyName: 'Zu Lang GmbH',
          caseNumber: 'IN 7/26',
          highlights: [{ field: 'caseNumber', start: 3, end: 99 }],
        }),
      ),
      '/search?q=IN&page=1',
    );
    const old = await screen.findByRole('article', { name: 'Alte Antwort GmbH' });
    expect(marksIn(old)).toEqual([]);
    expect(within(old).queryByText(/^Treffer:/)).not.toBeInTheDocument();
    const broken = screen.getByRole('article', { name: 'Kaputte Bereiche GmbH' });
    expect(marksIn(broken)).toEqual([]);
    expect(broken).toHaveTextContent('Az: IN 5/26');
    expect(broken).not.toHaveTextContent('Register');
    expect(within(broken).queryByText(/^Treffer:/)).not.toBeInTheDocument();
    expect(marksIn(screen.getByRole('article', { name: 'Zu Lang GmbH' }))).toEqual(['7/26']);
  });
});
