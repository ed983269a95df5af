import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { freeLimits, proLimits } from '../../../lib/insolvency/insolvency-case.test-kit';
import type { Plan } from '../../../lib/session/session-user';
import { installFakeServer, jsonResponse } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { authenticatedStore, problem, sessionUser } from '../../../test/session-fixtures';
import type { SavedSearch } from '../api/saved-searches-api';
import { searchBody } from '../routes/search-page.test-kit';
import SearchPage from '../routes/search-page';

function ShowLocation() {
  const location = useLocation();
  return <output aria-label="Adresse">{location.pathname + location.search}</output>;
}

const saved = (overrides: Partial<SavedSearch> = {}): SavedSearch => ({
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  name: 'Bau NRW',
  criteria: { q: 'Bau', state: 'NW' },
  alert: false,
  createdAt: '2026-11-21T09:00:00.000Z',
  updatedAt: null,
  ...overrides,
});

/** The search page over a fake API that keeps saved searches in memory, as the server does. */
function renderPage({ plan = 'pro_monthly' as Plan, route = '/search', items = [] as SavedSearch[] } = {}) {
  let list = [...items];
  const bodies: unknown[] = [];
  // The server reports the asker's plan with every search; a Pro answer to a free user would hide the offer.
  const subscription = plan === 'free' ? freeLimits(0) : proLimits(0);
  const server = installFakeServer()
    .on('GET', '/api/insolvency/search', () => jsonResponse(searchBody([], { subscription })))
    .on('GET', '/api/saved-searches', () => jsonResponse({ items: list, max: 25 }))
    .on('POST', '/api/saved-searches', async (request) => {
      const body = (await request.json()) as { name: string; criteria: Record<string, string>; alert: boolean };
      bodies.push(body);
      if (list.some((s) => s.name.toLowerCase() === body.name.toLowerCase()))
        return problem(409, `Sie haben bereits ein Suchprofil mit dem Namen „${body.name}“.`);
      const created = saved({ id: `id-${list.length + 1}`, ...body });
      list = [...list, created];
      return jsonResponse(created, { status: 201 });
    })
    .on('PATCH', '/api/saved-searches/:id', async (request, { params }) => {
      const changes = (await request.json()) as Partial<SavedSearch>;
      bodies.push(changes);
      list = list.map((s) => (s.id === params.id ? { ...s, ...changes } : s));
      return jsonResponse(list.find((s) => s.id === params.id));
    })
    .on('DELETE', '/api/saved-searches/:id', (_request, { params }) => {
      list = list.filter((s) => s.id !== params.id);
      return jsonResponse({ message: 'Suchprofil gelöscht' });
    });
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
  return { ...rendered, server, bodies };
}

/** The section, once no dialog hides the page from assistive technology. */
const panel = () => screen.findByRole('region', { name: 'Meine Suchprofile' });

let consoleError: jest.SpiedFunction<typeof console.error>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

// Each test walks through dialogs and toasts like a user: slow on a busy machine.
jest.setTimeout(40_000);

describe('Meine Suchprofile', () => {
  it('saves the search on screen with a name and the daily e-mail', async () => {
    const { user, bodies } = renderPage({ route: '/search?q=Bau&state=NW&page=1' });
    await user.click(await screen.findByRole('button', { name: 'Suche speichern' }));
    const dialog = screen.getByRole('dialog', { name: 'Suche speichern' });
    expect(within(dialog).getByText('Suchkriterien: „Bau“ · Nordrhein-Westfalen')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Name des Suchprofils/ }), 'Bau NRW');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Per E-Mail benachrichtigen' }));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Suchprofil gespeichert')).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'Bau NRW', criteria: { q: 'Bau', state: 'NW' }, alert: true, mode: 'täglich' }]);
    const link = await within(await panel()).findByRole('link', { name: 'Bau NRW' });
    expect(link).toHaveAttribute('href', '/search?q=Bau&state=NW&page=1');
    expect(within(await panel()).getByRole('switch', { name: 'Tägliche E-Mail für „Bau NRW“' })).toBeChecked();
  });

  it('offers immediate mails for the e-mail of a saved search (issue #30)', async () => {
    const { user, bodies } = renderPage({ route: '/search?q=Bau&state=NW&page=1' });
    await user.click(await screen.findByRole('button', { name: 'Suche speichern' }));
    const dialog = screen.getByRole('dialog', { name: 'Suche speichern' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name des Suchprofils/ }), 'Bau sofort');
    expect(within(dialog).queryByRole('radio', { name: 'Sofort' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Per E-Mail benachrichtigen' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Sofort' }));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Suchprofil gespeichert')).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ alert: true, mode: 'sofort' })]);
  });

  it('saves the chosen order with the search, names it and opens the search in that order (issue #29)', async () => {
    const { user, bodies } = renderPage({ route: '/search?q=IN%20123%2F26&sort=newest&page=1' });
    await user.click(await screen.findByRole('button', { name: 'Suche speichern' }));
    const dialog = screen.getByRole('dialog', { name: 'Suche speichern' });
    expect(within(dialog).getByText('Suchkriterien: „IN 123/26“ · Sortierung: Neueste zuerst')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Name des Suchprofils/ }), 'Neue 123er');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Suchprofil gespeichert')).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'Neue 123er', criteria: { q: 'IN 123/26', sort: 'newest' }, alert: false }]);
    const section = await panel();
    expect(within(section).getByText('„IN 123/26“ · Sortierung: Neueste zuerst')).toBeInTheDocument();
    expect(await within(section).findByRole('link', { name: 'Neue 123er' })).toHaveAttribute(
      'href',
      '/search?q=IN+123%2F26&sort=newest&page=1',
    );
  });

  it('saves a search in the default order without a sort, so it keeps following the default', async () => {
    const { user, bodies } = renderPage({ route: '/search?q=Bau&sort=relevance&page=1' });
    await user.click(await screen.findByRole('button', { name: 'Suche speichern' }));
    const dialog = screen.getByRole('dialog', { name: 'Suche speichern' });
    expect(within(dialog).getByText('Suchkriterien: „Bau“')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Name des Suchprofils/ }), 'Bau');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Suchprofil gespeichert')).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'Bau', criteria: { q: 'Bau' }, alert: false }]);
  });

  it('shows the server’s refusal in the dialog and asks for a name first', async () => {
    const { user } = renderPage({ items: [saved()] });
    await user.click(await screen.findByRole('button', { name: 'Suche speichern' }));
    const dialog = screen.getByRole('dialog', { name: 'Suche speichern' });
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(within(dialog).getByText('Bitte geben Sie einen Namen ein.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Name des Suchprofils/ }), 'bau nrw');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText('Sie haben bereits ein Suchprofil mit dem Namen „bau nrw“.'),
    ).toBeInTheDocument();
  });

  it('opens a saved search: its criteria go into the URL and the form', async () => {
    const { user } = renderPage({ items: [saved()] });
    await user.click(await within(await panel()).findByRole('link', { name: 'Bau NRW' }));
    expect(screen.getByRole('status', { name: 'Adresse' })).toHaveTextContent('/search?q=Bau&state=NW&page=1');
    expect(screen.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue('Bau');
  });

  it('renames, switches the daily e-mail and deletes after confirmation', async () => {
    const { user, bodies } = renderPage({ items: [saved()] });
    await user.click(await within(await panel()).findByRole('button', { name: '„Bau NRW“ bearbeiten' }));
    const dialog = screen.getByRole('dialog', { name: 'Suchprofil bearbeiten' });
    const name = within(dialog).getByRole('textbox', { name: /Name des Suchprofils/ });
    await user.clear(name);
    await user.type(name, 'Bau Westfalen');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(await panel()).findByRole('link', { name: 'Bau Westfalen' })).toBeInTheDocument();

    await user.click(within(await panel()).getByRole('switch', { name: 'Tägliche E-Mail für „Bau Westfalen“' }));
    expect(await screen.findByText('Tägliche E-Mail eingeschaltet')).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'Bau Westfalen', alert: false }, { alert: true }]);

    await user.click(within(await panel()).getByRole('button', { name: '„Bau Westfalen“ löschen' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Suchprofil löschen?' });
    expect(confirm).toHaveTextContent('Das Suchprofil „Bau Westfalen“ wird endgültig gelöscht.');
    await user.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Suchprofil gelöscht')).toBeInTheDocument();
    const section = await panel();
    await waitFor(() => expect(within(section).queryByRole('link', { name: 'Bau Westfalen' })).not.toBeInTheDocument());
  });

  it('offers Pro to free users instead of saving', async () => {
    const { server } = renderPage({ plan: 'free' });
    expect(await screen.findByText('Suchprofile sind Teil von Pro')).toBeVisible();
    // The search's answer (with the plan) must not take the offer away again.
    expect(await screen.findByText('Bereit für Ihre Suche')).toBeInTheDocument();
    expect(screen.getByText('Suchprofile sind Teil von Pro')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Pro-Tarife ansehen' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: 'Suche speichern' })).not.toBeInTheDocument();
    expect(server.unhandled).toEqual([]);
  });
});
