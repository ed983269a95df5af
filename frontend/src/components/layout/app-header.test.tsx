import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { TOKEN_STORAGE_KEY } from '../../lib/api/auth-token';
import { USER_STORAGE_KEY } from '../../lib/session/session-storage';
import { installFakeServer } from '../../test/fake-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { adminUser, authenticatedStore, sessionUser, TEST_TOKEN } from '../../test/session-fixtures';
import { emulateViewportWidth } from '../../test/viewport';
import { AppHeader } from './app-header';

function renderHeader(route = '/', store = authenticatedStore()) {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<p>Login-Seite</p>} />
      <Route path="*" element={<AppHeader />} />
    </Routes>,
    { route, store },
  );
}

const navigation = () => within(screen.getByRole('banner')).getByRole('navigation', { name: 'Hauptnavigation' });

describe('AppHeader', () => {
  it('shows logo and main navigation without Admin for a user', () => {
    renderHeader('/search');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Insolvenzmonitor' })).toHaveAttribute('href', '/');
    const nav = navigation();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Suche', 'Benachrichtigungen']);
    expect(within(nav).getByRole('link', { name: 'Suche' })).toHaveAttribute('aria-current', 'page');
    expect(within(header).queryByText('Administrator')).not.toBeInTheDocument();
  });

  it('shows Portfolios and "Meine Fristen" next to Benachrichtigungen for Pro users only (issues #31, #32)', () => {
    renderHeader('/portfolios/p-1', authenticatedStore(sessionUser({ plan: 'pro_yearly' })));
    const nav = navigation();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Suche', 'Benachrichtigungen', 'Portfolios', 'Meine Fristen']);
    expect(within(nav).getByRole('link', { name: 'Portfolios' })).toHaveAttribute('aria-current', 'page');
  });

  describe('"Historische Daten", beyond the navigation SPEC names word for word', () => {
    let restoreViewport: () => void = () => undefined;
    afterEach(() => restoreViewport());

    it('is an entry of the user menu on a desktop, marked as the current page on /statistics', async () => {
      restoreViewport = emulateViewportWidth(1280);
      const { user } = renderHeader('/statistics');
      expect(
        within(navigation())
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Dashboard', 'Suche', 'Benachrichtigungen']);

      await user.click(screen.getByRole('button', { name: 'Erika Mustermann' }));
      const menu = await screen.findByRole('menu');
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Historische Daten', 'Profil', 'Preise und Abonnement', 'Abmelden']);
      const entry = within(menu).getByRole('menuitem', { name: 'Historische Daten' });
      expect(entry).toHaveAttribute('href', '/statistics');
      expect(entry).toHaveAttribute('aria-current', 'page');
    });

    it('is in the phone menu below the navigation entries, and not twice in the user menu', async () => {
      restoreViewport = emulateViewportWidth(360);
      const { user } = renderHeader('/search');

      await user.click(screen.getByRole('button', { name: 'Menü öffnen' }));
      const phoneMenu = await screen.findByRole('menu');
      expect(
        within(phoneMenu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Dashboard', 'Suche', 'Benachrichtigungen', 'Historische Daten']);
      await user.click(within(phoneMenu).getByRole('menuitem', { name: 'Historische Daten' }));
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

      await user.click(screen.getByRole('button', { name: 'Erika Mustermann' }));
      const userMenu = await screen.findByRole('menu');
      expect(within(userMenu).queryByRole('menuitem', { name: 'Historische Daten' })).not.toBeInTheDocument();
    });

    it("with more than SPEC's three entries (Pro, Admin) moves to the phone menu below 1200 px, not 900 px", async () => {
      const proAdmin = () => authenticatedStore(adminUser({ plan: 'pro_yearly' }));
      restoreViewport = emulateViewportWidth(1024);
      const tablet = renderHeader('/search', proAdmin());
      await tablet.user.click(screen.getByRole('button', { name: 'Menü öffnen' }));
      expect(
        within(await screen.findByRole('menu'))
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Dashboard',
        'Suche',
        'Benachrichtigungen',
        'Portfolios',
        'Meine Fristen',
        'Admin',
        'Historische Daten',
      ]);
      await tablet.user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      await tablet.user.click(screen.getByRole('button', { name: 'Ada Admin' }));
      expect(
        within(await screen.findByRole('menu')).queryByRole('menuitem', { name: 'Historische Daten' }),
      ).not.toBeInTheDocument();
      tablet.unmount();
      restoreViewport();

      restoreViewport = emulateViewportWidth(1280);
      const desktop = renderHeader('/search', proAdmin());
      await desktop.user.click(screen.getByRole('button', { name: 'Ada Admin' }));
      expect(
        within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Historische Daten' }),
      ).toBeInTheDocument();
    });
  });

  it('adds the Admin item and the Administrator badge for admins', async () => {
    renderHeader('/', authenticatedStore(adminUser()));
    expect(within(navigation()).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(await within(screen.getByRole('banner')).findByText('Administrator')).toBeInTheDocument();
  });

  it('names the user in the user menu, falling back to the e-mail', () => {
    renderHeader('/', authenticatedStore(sessionUser({ firstName: '', lastName: '', email: 'nur@mail.de' })));
    expect(screen.getByRole('button', { name: 'nur@mail.de' })).toBeInTheDocument();
  });

  it('logs out from the user menu: tells the server, clears token and user, goes to /login', async () => {
    const server = installFakeServer().on('POST', '/api/auth/logout', () => new Response(null, { status: 204 }));
    const { user } = renderHeader('/search');

    await user.click(screen.getByRole('button', { name: 'Erika Mustermann' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Abmelden' }));

    expect(await screen.findByText('Login-Seite')).toBeInTheDocument();
    expect(server.requests[0].headers.get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('logs out locally even when the server cannot be reached', async () => {
    installFakeServer().on('POST', '/api/auth/logout', () => Promise.reject(new TypeError('offline')));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderHeader('/');

    await user.click(screen.getByRole('button', { name: 'Erika Mustermann' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Abmelden' }));

    expect(await screen.findByText('Login-Seite')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull());
    warn.mockRestore();
  });

  it('offers Anmelden and Registrieren instead of navigation and user menu to visitors', () => {
    renderWithProviders(<AppHeader />, { route: '/impressum' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Registrieren' })).toHaveAttribute('href', '/register');
    expect(within(header).queryByRole('navigation')).not.toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Menü öffnen' })).not.toBeInTheDocument();
  });
});
