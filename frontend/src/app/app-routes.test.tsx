import { screen, within } from '@testing-library/react';
import { dashboardBody } from '../features/admin/test/admin-fixtures';
import { importStatusBody, statsBody } from '../features/dashboard/routes/dashboard-page.test-kit';
import { searchBody } from '../features/search/routes/search-page.test-kit';
import { TOKEN_STORAGE_KEY } from '../lib/api/auth-token';
import { USER_STORAGE_KEY } from '../lib/session/session-storage';
import { type FakeServer, installFakeServer, jsonResponse, pendingResponse } from '../test/fake-server';
import { field } from '../test/form-queries';
import { healthBody } from '../test/health-fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import { adminUser, loggedInAs, problem, sessionUser, storeSession, TEST_TOKEN } from '../test/session-fixtures';
import { emulateViewportWidth } from '../test/viewport';
import { AppRoutes } from './app-routes';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

let currentServer: FakeServer | undefined;

/**
 * A fake server that answers every read the screens make once logged in (dashboard, search with its saved
 * searches, statistics, notifications, pricing, admin), so a route test sees the screen as it is and not its load-error state; tests add the calls
 * they are about. Every request must be answered: see afterEach.
 */
function appServer(): FakeServer {
  currentServer = installFakeServer()
    .on('GET', '/api/health/ready', () => jsonResponse(healthBody('ok')))
    .on('GET', '/api/insolvency/stats', () => jsonResponse(statsBody()))
    .on('GET', '/api/insolvency/recent', () => jsonResponse({ results: [] }))
    .on('GET', '/api/insolvency/import-status', () => jsonResponse(importStatusBody()))
    .on('GET', '/api/insolvency/freshness-promise', () =>
      jsonResponse({
        promise:
          'Neue Bekanntmachungen erkennen wir von 06:00 bis 22:00 Uhr innerhalb von 10 Minuten nach ihrer Veröffentlichung.',
        pollMinutes: 10,
        pollHours: { from: '06:00', to: '22:00' },
      }),
    )
    .on('GET', '/api/insolvency/search', () => jsonResponse(searchBody([])))
    .on('GET', '/api/saved-searches', () => jsonResponse({ items: [], max: 25 }))
    .on('GET', '/api/insolvency/history', (_request, { url }) => {
      const params = url.searchParams;
      return jsonResponse({
        from: params.get('from'),
        to: params.get('to'),
        groupBy: params.get('groupBy') ?? 'state',
        interval: params.get('interval') ?? 'month',
        total: 0,
        periods: [],
        groups: [],
        counts: [],
        restriction: null,
      });
    })
    .on('GET', '/api/subscriptions', () => jsonResponse([]))
    .on('GET', '/api/subscriptions/summary', () => jsonResponse({ total: 0, active: 0 }))
    .on('GET', '/api/billing/subscription-status', () => jsonResponse({ plan: 'free' }))
    .on('GET', '/api/admin/dashboard', () => jsonResponse(dashboardBody()))
    .on('GET', '/api/contact/messages', () => jsonResponse({ messages: [], total: 0 }))
    .on('GET', '/api/auth/users', () =>
      jsonResponse({ users: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } }),
    );
  return currentServer;
}

afterEach(() => {
  const unhandled = currentServer?.unhandled ?? [];
  currentServer = undefined;
  expect(unhandled).toEqual([]);
});

describe('AppRoutes', () => {
  describe('protected routes', () => {
    it('sends an anonymous visitor of /search to /login and back to /search after logging in', async () => {
      const user = sessionUser();
      appServer().on('POST', '/api/auth/login', () =>
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

    it('after a logout takes whoever logs in next to the dashboard, not to the page the last session was on', async () => {
      const restoreViewport = emulateViewportWidth(1280);
      try {
        const next = sessionUser({ id: 'u-2', firstName: 'Max', lastName: 'Muster', email: 'max@example.de' });
        const server = appServer();
        loggedInAs(server);
        server
          .on('POST', '/api/auth/logout', () => new Response(null, { status: 204 }))
          .on('POST', '/api/auth/login', () => jsonResponse({ token: 'anderes.token', user: next }));
        const { user: browser } = renderWithProviders(<AppRoutes />, { route: '/search' });
        expect(await heading('Suche')).toBeInTheDocument();

        await browser.click(screen.getByRole('button', { name: 'Erika Mustermann' }));
        await browser.click(await screen.findByRole('menuitem', { name: 'Abmelden' }));
        expect(await heading('Anmelden')).toBeInTheDocument();
        await browser.type(field('E-Mail-Adresse'), next.email);
        await browser.type(field('Passwort'), 'Geheim123');
        await browser.click(screen.getByRole('button', { name: 'Anmelden' }));

        expect(await heading('Dashboard')).toBeInTheDocument();
      } finally {
        restoreViewport();
      }
    });

    it('takes a new user from /register to "confirm your address", then to the login (no session: issue #28)', async () => {
      const user = sessionUser();
      appServer().on('POST', '/api/auth/register', () =>
        jsonResponse({ message: 'Bitte bestätigen Sie Ihre E-Mail-Adresse: …', email: user.email }, { status: 201 }),
      );
      const { user: browser } = renderWithProviders(<AppRoutes />, { route: '/register' });

      await browser.type(await screen.findByRole('textbox', { name: 'Vorname' }), 'Erika');
      await browser.type(field('Nachname'), 'Mustermann');
      await browser.type(field('E-Mail-Adresse'), user.email);
      await browser.type(field('Passwort'), 'Geheim123');
      await browser.type(field('Passwort bestätigen'), 'Geheim123');
      await browser.click(screen.getByRole('checkbox', { name: /Ich akzeptiere/ }));
      await browser.click(screen.getByRole('button', { name: 'Registrieren' }));

      expect(await heading('Bitte bestätigen Sie Ihre E-Mail-Adresse')).toBeInTheDocument();
      await browser.click(screen.getByRole('link', { name: 'Zur Anmeldung' }));
      expect(await heading('Anmelden')).toBeInTheDocument();
    });

    it.each([
      '/',
      '/dashboard',
      '/search',
      '/case/42',
      '/notifications',
      '/statistics',
      '/about',
      '/pricing',
      '/admin',
    ])('sends an anonymous visitor of %s to /login', async (route) => {
      renderWithProviders(<AppRoutes />, { route });
      expect(await heading('Anmelden')).toBeInTheDocument();
    });

    it('shows a logged-in user the dashboard at / with their name in the header', async () => {
      loggedInAs(appServer());
      renderWithProviders(<AppRoutes />, { route: '/' });
      expect(await heading('Dashboard')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Erika Mustermann' })).toBeInTheDocument();
    });

    it('takes a logged-in user from the user menu to "Historische Daten" on a desktop', async () => {
      const restoreViewport = emulateViewportWidth(1280);
      try {
        loggedInAs(appServer());
        const { user: browser } = renderWithProviders(<AppRoutes />, { route: '/' });
        expect(await heading('Dashboard')).toBeInTheDocument();

        await browser.click(screen.getByRole('button', { name: 'Erika Mustermann' }));
        await browser.click(await screen.findByRole('menuitem', { name: 'Historische Daten' }));
        expect(await heading('Historische Daten')).toBeInTheDocument();
        expect(await screen.findByRole('img', { name: /^Neue Verfahren nach Bundesland/ })).toBeInTheDocument();
      } finally {
        restoreViewport();
      }
    });

    it('waits for the session check before deciding', () => {
      storeSession();
      appServer().on('GET', '/api/auth/user', () => pendingResponse());
      renderWithProviders(<AppRoutes />, { route: '/search' });
      expect(screen.getByRole('progressbar', { name: 'Seite wird geladen' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    });
  });

  it('after a 401 on /pricing sends the user to log in again and back to /pricing', async () => {
    const user = sessionUser();
    const server = appServer()
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
      appServer().on('GET', '/api/auth/user', () => problem(401, 'Nicht angemeldet'));
      renderWithProviders(<AppRoutes />, { route: '/search' });

      expect(await heading('Anmelden')).toBeInTheDocument();
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
      expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    });

    it('sends the stored token and stores the fresh user it gets back', async () => {
      storeSession(sessionUser({ plan: 'free' }));
      const server = appServer().on('GET', '/api/auth/user', () => jsonResponse(sessionUser({ plan: 'pro_yearly' })));
      renderWithProviders(<AppRoutes />, { route: '/search' });

      expect(await heading('Suche')).toBeInTheDocument();
      expect(server.requests[0].headers.get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);
      expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? '{}').plan).toBe('pro_yearly');
    });

    it('keeps the stored session when the check fails for another reason', async () => {
      storeSession();
      appServer().on('GET', '/api/auth/user', () => problem(503, 'Dienst nicht verfügbar'));
      renderWithProviders(<AppRoutes />, { route: '/notifications' });
      expect(await heading('Benachrichtigungen')).toBeInTheDocument();
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TEST_TOKEN);
    });

    it('does not call the server without a stored token', async () => {
      const server = appServer();
      renderWithProviders(<AppRoutes />, { route: '/impressum' });
      expect(await heading('Impressum')).toBeInTheDocument();
      expect(server.requests).toHaveLength(0);
    });
  });

  describe('guest-only routes', () => {
    it.each(['/login', '/register', '/passwort-vergessen'])('sends a logged-in user from %s to /', async (route) => {
      loggedInAs(appServer());
      renderWithProviders(<AppRoutes />, { route });
      expect(await heading('Dashboard')).toBeInTheDocument();
    });

    it('shows the link of a password-reset mail to a logged-in user too, without sending it', async () => {
      const server = appServer();
      loggedInAs(server);
      renderWithProviders(<AppRoutes />, { route: '/passwort-zuruecksetzen?token=abc.def' });
      expect(await heading('Neues Passwort festlegen')).toBeInTheDocument();
      expect(server.requests.map((request) => new URL(request.url).pathname)).not.toContain(
        '/api/auth/password-reset/confirm',
      );
    });
  });

  describe('admin route', () => {
    it('sends a non-admin from /admin to /', async () => {
      loggedInAs(appServer(), sessionUser({ role: 'user' }));
      renderWithProviders(<AppRoutes />, { route: '/admin' });
      expect(await heading('Dashboard')).toBeInTheDocument();
    });

    it('shows /admin to an admin, with the Admin item in the navigation', async () => {
      loggedInAs(appServer(), adminUser());
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
      ['/passwort-vergessen', 'Passwort vergessen'],
      ['/passwort-zuruecksetzen?token=abc.def', 'Neues Passwort festlegen'],
    ])('shows %s to anonymous visitors', async (route, title) => {
      renderWithProviders(<AppRoutes />, { route });
      expect(await heading(title)).toBeInTheDocument();
      expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
    });

    it('shows "Seite nicht gefunden" with a link home for unknown paths', async () => {
      loggedInAs(appServer());
      const { user } = renderWithProviders(<AppRoutes />, { route: '/gibt-es-nicht' });
      expect(await heading('Seite nicht gefunden')).toBeInTheDocument();

      await user.click(screen.getByRole('link', { name: 'Zur Startseite' }));
      expect(await heading('Dashboard')).toBeInTheDocument();
    });
  });
});
