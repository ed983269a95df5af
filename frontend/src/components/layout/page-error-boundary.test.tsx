import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { lazy } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../../test/render-with-providers';
import { AppLayout } from './app-layout';

/** A screen whose code is gone from the server: the old version's chunk after a new one went live. */
const GoneScreen = lazy(() =>
  Promise.reject(
    new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/search-page-OLD.js'),
  ),
);

function Broken(): never {
  throw new Error('kaputt');
}

function renderApp(route: string) {
  return renderWithProviders(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="search" element={<GoneScreen />} />
        <Route path="broken" element={<Broken />} />
        <Route
          path="*"
          element={
            <>
              <h1>Dashboard</h1>
              <Link to="/search">Zur Suche</Link>
            </>
          }
        />
      </Route>
    </Routes>,
    { route },
  );
}

let consoleError: jest.SpiedFunction<typeof console.error>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('PageErrorBoundary', () => {
  it('says in German that a screen could not be loaded, offers a reload and keeps header, footer and the other screens', async () => {
    const { user } = renderApp('/dashboard');
    await user.click(screen.getByRole('link', { name: 'Zur Suche' }));

    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Diese Seite konnte nicht geladen werden' }),
    ).toBeInTheDocument();
    expect(
      within(main).getByText(
        'Vielleicht wurde der Insolvenzmonitor gerade aktualisiert, oder die Verbindung ist unterbrochen. Laden Sie die Seite neu.',
      ),
    ).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Neu laden' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    // Another screen works again: the boundary starts over with the address.
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('says that a screen failed and where to report it, instead of a white page', async () => {
    renderApp('/broken');
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Auf dieser Seite ist ein Fehler aufgetreten' }),
    ).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Kontaktformular' })).toHaveAttribute('href', '/contact');
    expect(consoleError).toHaveBeenCalledWith('Seite fehlgeschlagen', expect.objectContaining({ message: 'kaputt' }));
  });
});
