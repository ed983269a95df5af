import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { insolvencyCase, freeLimits, insolvencyCases } from '../../../lib/insolvency/insolvency-case.test-kit';
import type { Plan } from '../../../lib/session/session-user';
import { type FakeHandler, installFakeServer, jsonResponse, pendingResponse } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { authenticatedStore, problem, sessionUser } from '../../../test/session-fixtures';
import { pagedSearch, queryOf, searchBody } from './search-page.test-kit';
import SearchPage from './search-page';

function ShowLocation() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="Adresse">{location.pathname + location.search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Browser zurück
      </button>
    </>
  );
}

/** Types digits into a German date field, starting with its day (the dots come by themselves). */
async function typeGermanDate(user: UserEvent, label: string, digits: string) {
  // The date fields' code loads when the filters open.
  const field = await screen.findByRole('group', { name: label });
  await user.click(within(field).getByRole('spinbutton', { name: 'Tag' }));
  await user.keyboard(digits);
}

function renderSearch(handler: FakeHandler, { route = '/search', plan = 'pro_monthly' as Plan } = {}) {
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
    { route, store: authenticatedStore(sessionUser({ plan })) },
  );
  const searches = () =>
    server.requests.filter((r) => new URL(r.url).pathname === '/api/insolvency/search').map(queryOf);
  return { ...rendered, server, searches };
}

const submit = () => screen.getByRole('button', { name: 'Suchen' });
const location = () => screen.getByRole('status', { name: 'Adresse' }).textContent;

let consoleError: jest.SpiedFunction<typeof console.error>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('SearchPage', () => {
  describe('on open', () => {
    it('loads up to 50 results of page 1 with no filters', async () => {
      const { searches } = renderSearch(pagedSearch(120));
      expect(await screen.findByRole('heading', { level: 3, name: 'Firma 1 GmbH' })).toBeInTheDocument();
      expect(searches()).toEqual([{ page: '1', limit: '50' }]);
      expect(screen.getAllByRole('article')).toHaveLength(50);
      expect(screen.getByText('Seite 1 von 3 (120 Ergebnisse gesamt)')).toBeInTheDocument();
    });

    it('shows a skeleton while loading', () => {
      renderSearch(() => pendingResponse());
      expect(screen.getByRole('status', { name: 'Suchergebnisse werden geladen' })).toBeInTheDocument();
    });

    it("says what the free text searches, as the field's description (a helper text that wraps on phones)", async () => {
      renderSearch(() => jsonResponse(searchBody([])));
      await screen.findByText('Bereit für Ihre Suche');
      expect(screen.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveAccessibleDescription(
        'Firmenname, Handelsregisternummer oder Aktenzeichen',
      );
    });

    it("shows 'Bereit für Ihre Suche' when there is nothing to show yet", async () => {
      renderSearch(() => jsonResponse(searchBody([])));
      expect(await screen.findByText('Bereit für Ihre Suche')).toBeInTheDocument();
    });
  });

  it('says when the results are similar spellings, not what was typed', async () => {
    renderSearch(() => jsonResponse({ ...searchBody([insolvencyCase({ id: 7 })]), similarSpellings: true }));
    await screen.findByRole('article', { name: 'Muster Bau GmbH' });
    expect(
      screen.getByText(
        'Keine Treffer in genau dieser Schreibweise. Angezeigt werden Fälle mit ähnlicher Schreibweise.',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing of spellings when the results are what was typed', async () => {
    renderSearch(() => jsonResponse({ ...searchBody([insolvencyCase({ id: 7 })]), similarSpellings: false }));
    await screen.findByRole('article', { name: 'Muster Bau GmbH' });
    expect(screen.queryByText(/ähnlicher Schreibweise/)).not.toBeInTheDocument();
  });

  it('shows every field of a result with a link to its details', async () => {
    renderSearch(() => jsonResponse(searchBody([insolvencyCase({ id: 7, detectedAt: '2026-11-18T09:42:00.000Z' })])));
    const card = await screen.findByRole('article', { name: 'Muster Bau GmbH' });
    expect(within(card).getByText('Verfahren eröffnet')).toBeInTheDocument();
    for (const text of [
      'Hauptstraße 1, 80331 München',
      'Gericht: Amtsgericht München',
      'Az: 1502 IN 123/26',
      // The publication beside its detection, in Berlin time.
      'veröffentlicht am 18.11.2026 · erkannt 10:42 Uhr',
      'Verfahrensart: Regelinsolvenzverfahren',
      'Verwalter: Dr. Max Verwalter, Kanzlei Verwalter, München',
      'Über das Vermögen der Muster Bau GmbH wird das Insolvenzverfahren eröffnet.',
    ]) {
      expect(card).toHaveTextContent(text);
    }
    expect(within(card).getByRole('link', { name: 'Details zu Muster Bau GmbH' })).toHaveAttribute('href', '/case/7');
  });

  describe('searching', () => {
    it('sends only filled filters with page 1 and limit 20, and keeps the search in the URL', async () => {
      const { user, searches } = renderSearch(pagedSearch(3));
      await screen.findByRole('heading', { level: 3, name: 'Firma 1 GmbH' });

      await user.type(screen.getByRole('searchbox', { name: 'Suchbegriff' }), '  Bau ');
      await user.click(screen.getByRole('button', { name: 'Erweiterte Filter' }));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Bundesland' }), 'Bayern');
      await user.selectOptions(
        screen.getByRole('combobox', { name: 'Verfahrensart' }),
        'Verbraucherinsolvenzverfahren',
      );
      await user.click(submit());

      await waitFor(() => expect(searches()).toHaveLength(2));
      expect(searches()[1]).toEqual({ q: 'Bau', state: 'BY', procedureType: 'verbraucher', page: '1', limit: '20' });
      expect(location()).toBe('/search?q=Bau&state=BY&procedureType=verbraucher&page=1');
      expect(await screen.findByText('3 Ergebnisse gefunden')).toBeInTheDocument();
    });

    it('limits to companies with one click, keeping the text typed, and back to all', async () => {
      const { user, searches } = renderSearch(pagedSearch(3));
      await screen.findByRole('heading', { level: 3, name: 'Firma 1 GmbH' });
      const debtors = screen.getByRole('group', { name: 'Schuldner' });
      expect(within(debtors).getByRole('button', { name: 'Alle' })).toHaveAttribute('aria-pressed', 'true');

      await user.type(screen.getByRole('searchbox', { name: 'Suchbegriff' }), 'Bau');
      await user.click(within(debtors).getByRole('button', { name: 'Unternehmen' }));
      await waitFor(() => expect(searches()).toHaveLength(2));
      expect(searches()[1]).toEqual({ q: 'Bau', debtorKind: 'company', page: '1', limit: '20' });
      expect(location()).toBe('/search?q=Bau&debtorKind=company&page=1');
      expect(within(debtors).getByRole('button', { name: 'Unternehmen' })).toHaveAttribute('aria-pressed', 'true');

      await user.click(within(debtors).getByRole('button', { name: 'Natürliche Personen' }));
      await waitFor(() => expect(searches()).toHaveLength(3));
      expect(searches()[2]).toMatchObject({ debtorKind: 'person' });
      await user.click(within(debtors).getByRole('button', { name: 'Alle' }));
      await waitFor(() => expect(searches()).toHaveLength(4));
      expect(searches()[3]).toEqual({ q: 'Bau', page: '1', limit: '20' });
    });

    it('sends a postal code or city prefix and a register number from the extended filters', async () => {
      const { user, searches } = renderSearch(pagedSearch(3));
      await screen.findByRole('heading', { level: 3, name: 'Firma 1 GmbH' });
      await user.click(screen.getByRole('button', { name: 'Erweiterte Filter' }));
      const place = screen.getByRole('textbox', { name: 'PLZ oder Ort' });
      await user.type(place, '80');
      await user.type(screen.getByRole('textbox', { name: 'Registernummer' }), 'HRB 12345');
      await user.click(submit());
      await waitFor(() => expect(searches()).toHaveLength(2));
      expect(searches()[1]).toEqual({ postalCode: '80', registerNumber: 'HRB 12345', page: '1', limit: '20' });

      await user.clear(place);
      await user.type(place, 'Münch');
      await user.click(submit());
      await waitFor(() => expect(searches()).toHaveLength(3));
      expect(searches()[2]).toEqual({ city: 'Münch', registerNumber: 'HRB 12345', page: '1', limit: '20' });
      expect(location()).toBe('/search?city=M%C3%BCnch&registerNumber=HRB+12345&page=1');
    });

    it('refuses a postal code prefix of more than 5 digits and a malformed register number, in German', async () => {
      const { user, searches } = renderSearch(pagedSearch(3));
      await screen.findByRole('heading', { level: 3, name: 'Firma 1 GmbH' });
      await user.click(screen.getByRole('button', { name: 'Erweiterte Filter' }));
      await user.type(screen.getByRole('textbox', { name: 'PLZ oder Ort' }), '803311');
      await user.type(screen.getByRole('textbox', { name: 'Registernummer' }), 'Amtsgericht');
      await user.click(submit());
      expect(await screen.findByText('Bitte 1 bis 5 Ziffern der Postleitzahl eingeben (z. B. 80)')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'PLZ oder Ort' })).toHaveAccessibleDescription(
        'Bitte 1 bis 5 Ziffern der Postleitzahl eingeben (z. B. 80)',
      );
      expect(screen.getByText('Bitte eine Registernummer wie HRB 12345 oder 12345 eingeben')).toBeInTheDocument();
      expect(searches()).toHaveLength(1);
    });

    it('refuses a query of punctuation only in German, without asking the server', async () => {
      const { user, searches } = renderSearch(pagedSearch(3));
      await screen.findByRole('heading', { level: 3, name: 'Firma 1 GmbH' });
      await user.type(screen.getByRole('searchbox', { name: 'Suchbegriff' }), ' - ');
      await user.click(submit());
      expect(screen.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveAccessibleDescription(
        'Bitte mindestens einen Buchstaben oder eine Ziffer eingeben',
      );
      // Only the query was wrong: the extended filters stay closed.
      expect(screen.getByRole('button', { name: 'Erweiterte Filter' })).toHaveAttribute('aria-expanded', 'false');
      expect(searches()).toHaveLength(1);
      await user.type(screen.getByRole('searchbox', { name: 'Suchbegriff' }), '7');
      await user.click(submit());
      await waitFor(() => expect(searches()).toHaveLength(2));
      expect(searches()[1]).toMatchObject({ q: '- 7' });
    });

    it('does not send a bookmarked search with a query of punctuation only, and says why', async () => {
      const { searches } = renderSearch(pagedSearch(3), { route: '/search?q=-&page=1' });
      expect(
        await screen.findByText('Diese Suche enthält eine Eingabe, nach der nicht gesucht werden kann (siehe oben).'),
      ).toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveAccessibleDescription(
        'Bitte mindestens einen Buchstaben oder eine Ziffer eingeben',
      );
      expect(searches()).toHaveLength(0);
    });

    it('says why the server refused a search, without offering the same request again', async () => {
      renderSearch(() => problem(400, 'Ungültige Sortierung (erlaubt: relevance, newest)'), {
        route: '/search?q=M%C3%BCller&page=1',
      });
      expect(
        await screen.findByText(
          'Die Suche konnte nicht ausgeführt werden: Ungültige Sortierung (erlaubt: relevance, newest)',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).not.toBeInTheDocument();
    });

    it('while the cases are rebuilt after an update, says how far and offers to try again', async () => {
      const rebuilding =
        'Dieser Bereich wird nach einer Aktualisierung gerade neu aufgebaut (42 %). Bitte versuchen Sie es in einer Minute erneut.';
      let calls = 0;
      const { user } = renderSearch(
        (request, context) => (++calls === 1 ? problem(503, rebuilding) : pagedSearch(3)(request, context)),
        {
          route: '/search?q=Bau&page=1',
        },
      );
      expect(await screen.findByText(`Die Suche konnte nicht ausgeführt werden: ${rebuilding}`)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
      expect(await screen.findByRole('heading', { level: 3, name: 'Firma 1 GmbH' })).toBeInTheDocument();
    });

    it('shows the new filters of a bookmarked search', async () => {
      const { searches } = renderSearch(pagedSearch(3), {
        route: '/search?debtorKind=company&postalCode=80&registerNumber=HRB%2012345&page=1',
      });
      await screen.findByRole('heading', { level: 3, name: 'Firma 1 GmbH' });
      expect(searches()[0]).toEqual({
        debtorKind: 'company',
        postalCode: '80',
        registerNumber: 'HRB 12345',
        page: '1',
        limit: '20',
      });
      expect(screen.getByRole('button', { name: 'Unternehmen' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('textbox', { name: 'PLZ oder Ort' })).toHaveValue('80');
      expect(screen.getByRole('textbox', { name: 'Registernummer' })).toHaveValue('HRB 12345');
    });

    it("says '1 Ergebnis gefunden' and '(1 Ergebnis gesamt)' for a single hit", async () => {
      const { user } = renderSearch(pagedSearch(1));
      await screen.findByRole('heading', { level: 3, name: 'Firma 1 GmbH' });
      await user.type(screen.getByRole('searchbox', { name: 'Suchbegriff' }), 'Firma 1');
      await user.click(submit());
      expect(await screen.findByText('1 Ergebnis gefunden')).toBeInTheDocument();
      expect(screen.getByText('Seite 1 von 1 (1 Ergebnis gesamt)')).toBeInTheDocument();
    });

    it("says 'Suche läuft...' while searching", async () => {
      let answer: (response: Response) => void = () => undefined;
      const { user } = renderSearch((_request, { url }) =>
        url.searchParams.get('q')
          ? new Promise<Response>((resolve) => (answer = resolve))
          : jsonResponse(searchBody([])),
      );
      await screen.findByText('Bereit für Ihre Suche');
      await user.type(screen.getByRole('searchbox', { name: 'Suchbegriff' }), 'Bau');
      await user.click(submit());
      expect(await screen.findByRole('button', { name: 'Suche läuft...' })).toBeInTheDocument();
      answer(jsonResponse(searchBody([])));
      expect(await screen.findByRole('button', { name: 'Suchen' })).toBeInTheDocument();
    });

    it("shows 'Keine Ergebnisse gefunden' when a search finds nothing", async () => {
      const { user } = renderSearch(() => jsonResponse(searchBody([])));
      await screen.findByText('Bereit für Ihre Suche');
      await user.type(screen.getByRole('searchbox', { name: 'Suchbegriff' }), 'Gibtsnicht');
      await user.click(submit());
      expect(await screen.findByText('Keine Ergebnisse gefunden')).toBeInTheDocument();
      expect(await screen.findByText('0 Ergebnisse gefunden')).toBeInTheDocument();
    });

    it('says that nothing has been imported yet instead of "0 Ergebnisse gefunden" before the first import', async () => {
      const { user } = renderSearch(() => jsonResponse({ ...searchBody([]), dataAvailable: false }));
      expect(await screen.findByText('Noch keine Daten importiert', { selector: 'p' })).toBeInTheDocument();
      await user.type(screen.getByRole('searchbox', { name: 'Suchbegriff' }), 'Muster');
      await user.click(submit());
      expect(await screen.findByText('Noch keine Daten importiert', { selector: 'p' })).toBeInTheDocument();
      expect(screen.queryByText('Keine Ergebnisse gefunden')).not.toBeInTheDocument();
      expect(screen.queryByText(/Versuchen Sie einen anderen Suchbegriff/)).not.toBeInTheDocument();
      expect(screen.queryByText('0 Ergebnisse gefunden')).not.toBeInTheDocument();
    });

    it('refuses a from-date after the to-date without asking the server', async () => {
      const { user, searches } = renderSearch(pagedSearch(3));
      await screen.findByRole('heading', { level: 3, name: 'Firma 1 GmbH' });
      await user.click(screen.getByRole('button', { name: 'Erweiterte Filter' }));
      await typeGermanDate(user, 'Von Datum', '20112026');
      await typeGermanDate(user, 'Bis Datum', '01112026');
      await user.click(submit());
      expect(await screen.findByText('Das Von-Datum darf nicht nach dem Bis-Datum liegen')).toBeInTheDocument();
      expect(searches()).toHaveLength(1);
    });

    it('takes dates typed German style (TT.MM.JJJJ) and sends them to the server as YYYY-MM-DD', async () => {
      const { user, searches } = renderSearch(pagedSearch(3));
      await screen.findByRole('heading', { level: 3, name: 'Firma 1 GmbH' });
      await user.click(screen.getByRole('button', { name: 'Erweiterte Filter' }));
      await typeGermanDate(user, 'Von Datum', '01112026');
      await typeGermanDate(user, 'Bis Datum', '20112026');
      await user.click(submit());
      await waitFor(() => expect(searches()).toHaveLength(2));
      expect(searches()[1]).toEqual({ dateFrom: '2026-11-01', dateTo: '2026-11-20', page: '1', limit: '20' });
    });

    it('refuses a date typed only in part, in German, without asking the server', async () => {
      const { user, searches } = renderSearch(pagedSearch(3));
      await screen.findByRole('heading', { level: 3, name: 'Firma 1 GmbH' });
      await user.click(screen.getByRole('button', { name: 'Erweiterte Filter' }));
      await typeGermanDate(user, 'Von Datum', '0111');
      await user.click(submit());
      expect(await screen.findByText('Bitte ein gültiges Datum im Format TT.MM.JJJJ eingeben')).toBeInTheDocument();
      expect(searches()).toHaveLength(1);
    });

    it('shows the dates of a search from the URL German style', async () => {
      renderSearch(pagedSearch(3), { route: '/search?dateFrom=2026-11-01&page=1' });
      await screen.findByRole('heading', { level: 3, name: 'Firma 1 GmbH' });
      expect(await screen.findByRole('group', { name: 'Von Datum' })).toHaveTextContent('01.11.2026');
    });

    it('on failure shows the error toast and clears results and pagination', async () => {
      const { user } = renderSearch((_request, { url }) =>
        url.searchParams.get('q') ? problem(500, 'kaputt') : pagedSearch(30)(_request, { url }),
      );
      await screen.findByText('Seite 1 von 1 (30 Ergebnisse gesamt)');
      await user.type(screen.getByRole('searchbox', { name: 'Suchbegriff' }), 'Bau');
      await user.click(submit());
      expect(await screen.findByText('Fehler bei der Suche. Bitte versuchen Sie es erneut.')).toBeInTheDocument();
      expect(screen.queryAllByRole('article')).toHaveLength(0);
      expect(screen.queryByText(/^Seite \d+ von/)).not.toBeInTheDocument();
      expect(screen.getByText('Die Suche konnte nicht ausgeführt werden.')).toBeInTheDocument();
    });

    it('resets the form and goes back to the opening view', async () => {
      const { user, searches } = renderSearch(pagedSearch(3), { route: '/search?q=Bau&state=BY&page=1' });
      await screen.findByRole('heading', { level: 3, name: 'Firma 1 GmbH' });
      expect(screen.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue('Bau');
      expect(screen.getByRole('combobox', { name: 'Bundesland' })).toHaveValue('BY');

      await user.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
      expect(screen.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue('');
      expect(location()).toBe('/search');
      await waitFor(() => expect(searches().at(-1)).toEqual({ page: '1', limit: '50' }));
    });
  });

  describe('results below the visible part of the window (a phone)', () => {
    /** The results heading placed `top` px below the window's top (jsdom lays nothing out), its scrolls recorded. */
    function placeResultsHeading(top: number) {
      const heading = screen.getByRole('heading', { level: 2, name: 'Ergebnisse' });
      heading.getBoundingClientRect = () => ({ top, bottom: top + 32 }) as DOMRect;
      const scrolls: unknown[] = [];
      heading.scrollIntoView = (options?: boolean | ScrollIntoViewOptions) => void scrolls.push(options);
      return { heading, scrolls };
    }

    it('scrolls a sent search to its results and moves the focus there, which closes the keyboard', async () => {
      const { user } = renderSearch(pagedSearch(3));
      await screen.findByRole('heading', { level: 3, name: 'Firma 1 GmbH' });
      const { heading, scrolls } = placeResultsHeading(window.innerHeight + 100);

      await user.type(screen.getByRole('searchbox', { name: 'Suchbegriff' }), 'Bau{Enter}');
      expect(scrolls).toEqual([{ block: 'start', behavior: 'smooth' }]);
      expect(heading).toHaveFocus();
      expect(await screen.findByText('3 Ergebnisse gefunden')).toBeInTheDocument();
    });

    it('leaves the page where it is when the results are in sight, or a debtor kind was chosen', async () => {
      const { user, searches } = renderSearch(pagedSearch(3));
      await screen.findByRole('heading', { level: 3, name: 'Firma 1 GmbH' });
      const inSight = placeResultsHeading(300);
      const input = screen.getByRole('searchbox', { name: 'Suchbegriff' });
      await user.type(input, 'Bau');
      await user.click(submit());
      await waitFor(() => expect(searches()).toHaveLength(2));
      expect(inSight.scrolls).toEqual([]);

      const below = placeResultsHeading(window.innerHeight + 100);
      await user.click(screen.getByRole('button', { name: 'Unternehmen' }));
      await waitFor(() => expect(searches()).toHaveLength(3));
      expect(below.scrolls).toEqual([]);
      expect(below.heading).not.toHaveFocus();
    });
  });

  it('follows the browser back to the previous search, form included', async () => {
    const { user, searches } = renderSearch(pagedSearch(60), { route: '/search?q=Alt&page=1' });
    await screen.findByText('Seite 1 von 3 (60 Ergebnisse gesamt)');
    const input = screen.getByRole('searchbox', { name: 'Suchbegriff' });
    await user.clear(input);
    await user.type(input, 'Neu');
    await user.click(submit());
    await waitFor(() => expect(location()).toBe('/search?q=Neu&page=1'));
    // The pages of the new search come with its answer, not with the new address.
    await user.click(await screen.findByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(location()).toBe('/search?q=Neu&page=2'));

    await user.click(screen.getByRole('button', { name: 'Browser zurück' }));
    await user.click(screen.getByRole('button', { name: 'Browser zurück' }));
    await waitFor(() => expect(location()).toBe('/search?q=Alt&page=1'));
    expect(screen.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue('Alt');
    await waitFor(() => expect(searches().at(-1)).toEqual({ q: 'Alt', page: '1', limit: '20' }));
  });

  describe('pagination', () => {
    it('pages with Weiter and Zurück, keeping the page size of the view', async () => {
      const { user, searches } = renderSearch(pagedSearch(120));
      await screen.findByText('Seite 1 von 3 (120 Ergebnisse gesamt)');
      expect(screen.getByRole('button', { name: 'Zurück' })).toBeDisabled();

      await user.click(screen.getByRole('button', { name: 'Weiter' }));
      expect(await screen.findByText('Seite 2 von 3 (120 Ergebnisse gesamt)')).toBeInTheDocument();
      expect(searches().at(-1)).toEqual({ page: '2', limit: '50' });
      expect(location()).toBe('/search?page=2&limit=50');

      await user.click(screen.getByRole('button', { name: 'Zurück' }));
      expect(await screen.findByText('Seite 1 von 3 (120 Ergebnisse gesamt)')).toBeInTheDocument();
    });

    it('repeats the search of a reloaded URL', async () => {
      const { searches } = renderSearch(pagedSearch(45), { route: '/search?q=Bau&page=3' });
      expect(await screen.findByText('Seite 3 von 3 (45 Ergebnisse gesamt)')).toBeInTheDocument();
      expect(searches()).toEqual([{ q: 'Bau', page: '3', limit: '20' }]);
      expect(screen.getByRole('button', { name: 'Weiter' })).toBeDisabled();
    });
  });

  describe('free plan', () => {
    it('shows the limit banner with an upgrade link and the limited toast', async () => {
      const { user } = renderSearch(
        () => jsonResponse(searchBody(insolvencyCases(5), { total: 5, subscription: freeLimits(37) })),
        {
          plan: 'free',
        },
      );
      const banner = await screen.findByText('Kostenloser Account: Sie sehen nur 5 von 37 verfügbaren Ergebnissen');
      expect(banner.closest('[role="alert"]')).not.toBeNull();
      expect(screen.getByRole('link', { name: 'Jetzt upgraden' })).toHaveAttribute('href', '/pricing');

      await user.click(submit());
      expect(await screen.findByText('Zeige 5 von 37 Ergebnissen (Kostenloser Account)')).toBeInTheDocument();
    });
  });
});
