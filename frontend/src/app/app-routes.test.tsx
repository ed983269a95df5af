import { screen, within } from '@testing-library/react';
import { TOKEN_STORAGE_KEY } from '../lib/api/auth-token';
import { USER_STORAGE_KEY } from '../lib/session/session-storage';
import { installFakeServer, jsonResponse, pendingResponse } from '../test/fake-server';
import { field } from '../test/form-queries';
import { renderWithProviders } from '../test/render-with-providers';
import { adminUser, loggedInAs, problem, sessionUser, storeSession, TEST_TOKEN } from '../test/session-fixtures';
import { AppRoutes } from './app-routes';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('AppRoutes', () => {
  describe('protected routes', () => {
    it('sends an anonymous visitor of /search to /login and back to /search after logging in', async () => {
      const user = sessionUser();
      installFakeServer().on('POST', '/api/auth/login', () =>
        jsonResponse({ token: TEST_TOKEN, user, message: 'Willkommen zurück!' }),
      );
      const { user: browser } = renderWithProviders(<AppRoutes />, { route: '/search' });

      expect(await heading('Anmelden')).toBeInTheDocument();
      await browser.type(field('E-Mail-Adresse'), user.email);
      await browser.type(field('Passwort'), 'Geheim123');
      await browser.click(screen.getByRole('button', { name: 'Anmelden' }));

      expect(await heading('Suche')).toBeInTheDocument();
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TEST_TOKEN);
    });

    it('takes a new user from /register to the dashboard at /', async () => {
      const user = sessionUser();
      installFakeServer().on('POST', '/api/auth/register', () => jsonResponse({ token: TEST_TOKEN, user }));
      const { user: browser } = renderWithProviders(<AppRoutes />, { route: '/register' });

      await browser.type(await screen.findByRole('textbox', { name: 'Vorname' }), 'Erika');
      await browser.type(field('Nachname'), 'Mustermann');
      await browser.type(field('E-Mail-Adresse'), user.email);
      await browser.type(field('Passwort'), 'Geheim123');
      await browser.type(field('Passwort bestätigen'), 'Geheim123');
      await browser.click(screen.getByRole('checkbox', { name: /Ich akzeptiere/ }));
      await browser.click(screen.getByRole('button', { name: 'Registrieren' }));

      expect(await heading('Dashboard')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Erika Mustermann' })).toBeInTheDocument();
    });

    it.each(['/', '/dashboard', '/search', '/case/42', '/notifications', '/about', '/pricing', '/admin'])(
      'sends an anonymous visitor of %s to /login',
      async (route) => {
        renderWithProviders(<AppRoutes />, { route });
        expect(await heading('Anmelden')).toBeInTheDocument();
      },
    );

    it('shows a logged-in user the dashboard at / with their name in the header', async () => {
      loggedInAs(installFakeServer());
      renderWithProviders(<AppRoutes />, { route: '/' });
      expect(await heading('Dashboard')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Erika Mustermann' })).toBeInTheDocument();
    });

    it('waits for the session check before deciding', () => {
      storeSession();
      installFakeServer().on('GET', '/api/auth/user', () => pendingResponse());
      renderWithProviders(<AppRoutes />, { route: '/search' });
      expect(screen.getByRole('progressbar', { name: 'Seite wird geladen' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    });
  });

  it('after a 401 on /pricing sends the user to log in again and back to /pricing', async () => {
    const user = sessionUser();
    const server = installFakeServer()
      .on('GET', '/api/billing/subscription-status', () => jsonResponse({ plan: 'free' }))
      .on('POST', '/api/billing/create-checkout-session', () => problem(401, 'Sitzung abgelaufen'))
      .on('POST', '/api/auth/login', () => jsonResponse({ token: 'neues.token', user }));
    loggedInAs(server, user);
    const { user: browser } = renderWithProviders(<AppRoutes />, { route: '/pricing' });

    await browser.click(await screen.findByRole('button', { name: 'Upgrade auf Pro monatlich' }));
    expect(await screen.findByText('Bitte melden Sie sich erneut an')).toBeInTheDocument();
    expect(await heading('Anmelden')).toBeInTheDocument();

    await browser.type(field('E-Mail-Adresse'), user.email);
    await browser.type(field('Passwort'), 'Geheim123');
    await browser.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await heading('Preise')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('neues.token');
  });

  describe('session check (GET /auth/user)', () => {
    it('treats 401 as logged out: clears token and user and goes to /login', async () => {
      storeSession();
      installFakeServer().on('GET', '/api/auth/user', () => problem(401, 'Nicht angemeldet'));
      renderWithProviders(<AppRoutes />, { route: '/search' });

      expect(await heading('Anmelden')).toBeInTheDocument();
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
      expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    });

    it('sends the stored token and stores the fresh user it gets back', async () => {
      storeSession(sessionUser({ plan: 'free' }));
      const server = installFakeServer().on('GET', '/api/auth/user', () =>
        jsonResponse(sessionUser({ plan: 'pro_yearly' })),
      );
      renderWithProviders(<AppRoutes />, { route: '/search' });

      expect(await heading('Suche')).toBeInTheDocument();
      expect(server.requests[0].headers.get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);
      expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? '{}').plan).toBe('pro_yearly');
    });

    it('keeps the stored session when the check fails for another reason', async () => {
      storeSession();
      installFakeServer().on('GET', '/api/auth/user', () => problem(503, 'Dienst nicht verfügbar'));
      renderWithProviders(<AppRoutes />, { route: '/notifications' });
      expect(await heading('Benachrichtigungen')).toBeInTheDocument();
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TEST_TOKEN);
    });

    it('does not call the server without a stored token', async () => {
      const server = installFakeServer();
      renderWithProviders(<AppRoutes />, { route: '/impressum' });
      expect(await heading('Impressum')).toBeInTheDocument();
      expect(server.requests).toHaveLength(0);
    });
  });

  describe('guest-only routes', () => {
    it.each(['/login', '/register'])('sends a logged-in user from %s to /', async (route) => {
      loggedInAs(installFakeServer());
      renderWithProviders(<AppRoutes />, { route });
      expect(await heading('Dashboard')).toBeInTheDocument();
    });
  });

  describe('admin route', () => {
    it('sends a non-admin from /admin to /', async () => {
      loggedInAs(installFakeServer(), sessionUser({ role: 'user' }));
      renderWithProviders(<AppRoutes />, { route: '/admin' });
      expect(await heading('Dashboard')).toBeInTheDocument();
    });

    it('shows /admin to an admin, with the Admin item in the navigation', async () => {
      loggedInAs(installFakeServer(), adminUser());
      renderWithProviders(<AppRoutes />, { route: '/admin' });
      expect(await heading('Administration')).toBeInTheDocument();
      const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
      expect(within(nav).getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');
    });
  });

  describe('public routes', () => {
    it.each([
      ['/impressum', 'Impressum'],
      ['/privacy', 'Datenschutzerklärung'],
      ['/contact', 'Kontakt'],
      ['/terms', 'Nutzungsbedingungen'],
      ['/register', 'Registrieren'],
    ])('shows %s to anonymous visitors', async (route, title) => {
      renderWithProviders(<AppRoutes />, { route });
      expect(await heading(title)).toBeInTheDocument();
      expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
    });

    it('shows "Seite nicht gefunden" with a link home for unknown paths', async () => {
      loggedInAs(installFakeServer());
      const { user } = renderWithProviders(<AppRoutes />, { route: '/gibt-es-nicht' });
      expect(await heading('Seite nicht gefunden')).toBeInTheDocument();

      await user.click(screen.getByRole('link', { name: 'Zur Startseite' }));
      expect(await heading('Dashboard')).toBeInTheDocument();
    });
  });
});
