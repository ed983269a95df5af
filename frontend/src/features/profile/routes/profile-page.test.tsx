import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { TOKEN_STORAGE_KEY } from '../../../lib/api/auth-token';
import { USER_STORAGE_KEY } from '../../../lib/session/session-storage';
import type { Plan } from '../../../lib/session/session-user';
import { type FakeServer, installFakeServer, jsonResponse } from '../../../test/fake-server';
import { field } from '../../../test/form-queries';
import { renderWithProviders } from '../../../test/render-with-providers';
import { authenticatedStore, problem, sessionUser, TEST_TOKEN } from '../../../test/session-fixtures';
import { Route, Routes } from 'react-router-dom';
import { emulateViewportWidth } from '../../../test/viewport';
import ProfilePage from './profile-page';

function renderProfile(server: FakeServer = installFakeServer(), plan: Plan = 'free') {
  // The webhooks section (components/webhooks, tested there) lists a Pro user's webhooks: none here.
  server.on('GET', '/api/webhooks', () => jsonResponse({ items: [], max: 10 }));
  const store = authenticatedStore(sessionUser({ plan }));
  const rendered = renderWithProviders(<ProfilePage />, { route: '/profile', store });
  return { ...rendered, server, store };
}

const form = (name: string) => screen.getByRole('form', { name });
const bodyOf = async (request: Request) => JSON.parse(await request.clone().text()) as unknown;

let consoleError: jest.SpiedFunction<typeof console.error>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('ProfilePage', () => {
  it('shows the five sections under one main heading', () => {
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
    for (const name of ['Persönliche Daten', 'Passwort ändern', 'API-Schlüssel', 'Webhooks', 'Konto löschen']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });

  describe('personal data', () => {
    it('shows the validation messages of the registration', async () => {
      const { user } = renderProfile();
      const data = form('Persönliche Daten');
      await user.clear(within(data).getByLabelText(/^Vorname/));
      await user.type(within(data).getByLabelText(/^Vorname/), 'E');
      await user.clear(within(data).getByLabelText(/^Nachname/));
      await user.clear(within(data).getByLabelText(/^E-Mail-Adresse/));
      await user.type(within(data).getByLabelText(/^E-Mail-Adresse/), 'erika@');
      await user.click(within(data).getByRole('button', { name: 'Profil speichern' }));
      expect(within(data).getByText('Vorname muss mindestens 2 Zeichen lang sein')).toBeInTheDocument();
      expect(within(data).getByText('Nachname ist erforderlich')).toBeInTheDocument();
      expect(within(data).getByText('Ungültiges E-Mail-Format')).toBeInTheDocument();
      await user.clear(within(data).getByLabelText(/^E-Mail-Adresse/));
      expect(within(data).getByText('E-Mail-Adresse ist erforderlich')).toBeInTheDocument();
    });

    it('saves the name at once and updates the stored user, without asking for the password', async () => {
      const saved = sessionUser({ firstName: 'Erika', lastName: 'Musterfrau' });
      const server = installFakeServer().on('PUT', '/api/auth/profile', () =>
        jsonResponse({ user: saved, message: 'Profil gespeichert' }),
      );
      const { user, store } = renderProfile(server);
      const data = form('Persönliche Daten');
      await user.clear(within(data).getByLabelText(/^Nachname/));
      await user.type(within(data).getByLabelText(/^Nachname/), 'Musterfrau');
      expect(within(data).queryByLabelText(/^Aktuelles Passwort/)).not.toBeInTheDocument();
      await user.click(within(data).getByRole('button', { name: 'Profil speichern' }));

      expect(await screen.findByText('Profil gespeichert')).toBeInTheDocument();
      expect(await bodyOf(server.requests[0])).toEqual({
        firstName: 'Erika',
        lastName: 'Musterfrau',
        email: 'erika@example.de',
      });
      expect(store.getState().session.user).toEqual(saved);
      expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY)!)).toEqual(saved);
    });

    it('asks for the current password for a new address, which stays pending until its link is opened', async () => {
      const message =
        'Bestätigungslink an die neue Adresse gesendet. Die Änderung wird wirksam, sobald Sie den Link öffnen.';
      const pending = sessionUser({ pendingEmail: 'neu@example.de' });
      const server = installFakeServer().on('PUT', '/api/auth/profile', () => jsonResponse({ user: pending, message }));
      const { user, store } = renderProfile(server);
      const data = form('Persönliche Daten');
      await user.clear(within(data).getByLabelText(/^E-Mail-Adresse/));
      await user.type(within(data).getByLabelText(/^E-Mail-Adresse/), ' neu@example.de ');
      await user.click(within(data).getByRole('button', { name: 'Profil speichern' }));
      expect(within(data).getByText('Aktuelles Passwort ist erforderlich')).toBeInTheDocument();
      expect(server.requests).toHaveLength(0);

      await user.type(within(data).getByLabelText(/^Aktuelles Passwort/), 'Sicher-Passwort1');
      await user.click(within(data).getByRole('button', { name: 'Profil speichern' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(await bodyOf(server.requests[0])).toEqual({
        firstName: 'Erika',
        lastName: 'Mustermann',
        email: 'neu@example.de',
        currentPassword: 'Sicher-Passwort1',
      });
      expect(store.getState().session.user).toMatchObject({
        email: 'erika@example.de',
        pendingEmail: 'neu@example.de',
      });
      const notice = await screen.findByText(/Bitte öffnen Sie den Link in der E-Mail an neu@example.de/);
      expect(notice).toHaveTextContent('Bestätigungslink an die neue Adresse gesendet.');
      expect(within(form('Persönliche Daten')).getByLabelText(/^E-Mail-Adresse/)).toHaveValue('erika@example.de');
    });

    it("shows the server's message when the e-mail is taken", async () => {
      const server = installFakeServer().on('PUT', '/api/auth/profile', () =>
        problem(409, 'Diese E-Mail-Adresse ist bereits registriert.'),
      );
      const { user, store } = renderProfile(server);
      const data = form('Persönliche Daten');
      await user.clear(within(data).getByLabelText(/^E-Mail-Adresse/));
      await user.type(within(data).getByLabelText(/^E-Mail-Adresse/), 'vergeben@example.de');
      await user.type(within(data).getByLabelText(/^Aktuelles Passwort/), 'Sicher-Passwort1');
      await user.click(within(data).getByRole('button', { name: 'Profil speichern' }));
      expect(await screen.findByText('Diese E-Mail-Adresse ist bereits registriert.')).toBeInTheDocument();
      expect(store.getState().session.user?.email).toBe('erika@example.de');
    });
  });

  describe('password', () => {
    it('shows the validation messages', async () => {
      const { user } = renderProfile();
      const password = form('Passwort ändern');
      await user.click(within(password).getByRole('button', { name: 'Passwort ändern' }));
      expect(within(password).getByText('Aktuelles Passwort ist erforderlich')).toBeInTheDocument();
      expect(within(password).getByText('Passwort ist erforderlich')).toBeInTheDocument();
      expect(within(password).getByText('Passwort-Bestätigung ist erforderlich')).toBeInTheDocument();

      await user.type(field('Neues Passwort'), 'kurz');
      expect(within(password).getByText('Passwort muss mindestens 8 Zeichen lang sein')).toBeInTheDocument();
      await user.type(field('Neues Passwort'), 'undlang');
      expect(
        within(password).getByText('Passwort muss Groß- und Kleinbuchstaben sowie eine Zahl enthalten'),
      ).toBeInTheDocument();
      await user.type(field('Neues Passwort bestätigen'), 'anders');
      expect(within(password).getByText('Passwörter stimmen nicht überein')).toBeInTheDocument();
    });

    it('stores the new token the server returns, so the user stays logged in', async () => {
      const server = installFakeServer().on('PUT', '/api/auth/password', () =>
        jsonResponse({
          token: 'neues.jwt.token',
          message: 'Passwort geändert. Alle anderen Sitzungen wurden beendet.',
        }),
      );
      const { user, store } = renderProfile(server);
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TEST_TOKEN);
      await user.type(field('Aktuelles Passwort'), 'Alt-Passwort1');
      await user.type(field('Neues Passwort'), 'Neu-Passwort2');
      await user.type(field('Neues Passwort bestätigen'), 'Neu-Passwort2');
      await user.click(within(form('Passwort ändern')).getByRole('button', { name: 'Passwort ändern' }));

      expect(await screen.findByText('Passwort geändert. Alle anderen Sitzungen wurden beendet.')).toBeInTheDocument();
      expect(await bodyOf(server.requests[0])).toEqual({
        currentPassword: 'Alt-Passwort1',
        newPassword: 'Neu-Passwort2',
      });
      expect(server.requests[0].headers.get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('neues.jwt.token');
      expect(store.getState().session.status).toBe('authenticated');
      expect(field('Aktuelles Passwort')).toHaveValue('');
    });

    it("shows the server's message for a wrong current password and keeps the token", async () => {
      const server = installFakeServer().on('PUT', '/api/auth/password', () =>
        problem(400, 'Das aktuelle Passwort ist nicht korrekt.'),
      );
      const { user } = renderProfile(server);
      await user.type(field('Aktuelles Passwort'), 'Falsch-Passwort1');
      await user.type(field('Neues Passwort'), 'Neu-Passwort2');
      await user.type(field('Neues Passwort bestätigen'), 'Neu-Passwort2');
      await user.click(within(form('Passwort ändern')).getByRole('button', { name: 'Passwort ändern' }));
      expect(await screen.findByText('Das aktuelle Passwort ist nicht korrekt.')).toBeInTheDocument();
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TEST_TOKEN);
    });
  });

  describe('API keys', () => {
    it('shows free users the upsell and does not ask for keys', () => {
      const { server } = renderProfile();
      const section = screen.getByRole('region', { name: 'API-Schlüssel' });
      expect(section).toHaveTextContent('API-Zugang erfordert ein Pro-Abonnement.');
      expect(within(section).getByRole('link', { name: 'Jetzt upgraden' })).toHaveAttribute('href', '/pricing');
      expect(within(section).queryByRole('form')).not.toBeInTheDocument();
      expect(server.requests).toHaveLength(0);
    });

    it('shows the upsell when the server refuses with 403', async () => {
      const server = installFakeServer().on('GET', '/api/auth/api-keys', () =>
        problem(403, 'API-Zugang erfordert ein Pro-Abonnement.'),
      );
      renderProfile(server, 'pro_monthly');
      const section = screen.getByRole('region', { name: 'API-Schlüssel' });
      expect(await within(section).findByRole('link', { name: 'Jetzt upgraden' })).toBeInTheDocument();
    });

    it('shows a skeleton while the keys load and an error when they cannot be loaded', async () => {
      const pending = installFakeServer().on('GET', '/api/auth/api-keys', () => new Promise<Response>(() => undefined));
      const { unmount } = renderProfile(pending, 'pro_monthly');
      expect(screen.getByRole('status', { name: 'API-Schlüssel werden geladen' })).toBeInTheDocument();
      unmount();

      const failing = installFakeServer().on('GET', '/api/auth/api-keys', () => problem(500, 'kaputt'));
      renderProfile(failing, 'pro_monthly');
      expect(await screen.findByText('API-Schlüssel konnten nicht geladen werden.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Schlüssel erstellen' })).toBeInTheDocument();
    });

    it('lists the keys with their state', async () => {
      const server = installFakeServer().on('GET', '/api/auth/api-keys', () =>
        jsonResponse([
          {
            id: 'aaa111bbb222',
            name: 'ERP',
            preview: 'imk_aaa111bbb222_…',
            createdAt: '2026-11-01T10:00:00.000Z',
            revokedAt: null,
            active: true,
          },
          {
            id: 'ccc333ddd444',
            name: 'Alt',
            preview: 'imk_ccc333ddd444_…',
            createdAt: '2026-10-01T10:00:00.000Z',
            revokedAt: '2026-10-15T10:00:00.000Z',
            active: false,
          },
        ]),
      );
      renderProfile(server, 'pro_monthly');
      const list = await screen.findByRole('list', { name: 'Ihre API-Schlüssel' });
      const [erp, old] = within(list).getAllByRole('listitem');
      expect(erp).toHaveTextContent('imk_aaa111bbb222_…');
      expect(erp).toHaveTextContent('Erstellt am 01.11.2026');
      expect(within(erp).getByText('Aktiv')).toBeInTheDocument();
      expect(old).toHaveTextContent('widerrufen am 15.10.2026');
      expect(within(old).queryByRole('button')).not.toBeInTheDocument();
    });

    it('validates the key name', async () => {
      const server = installFakeServer().on('GET', '/api/auth/api-keys', () => jsonResponse([]));
      const { user } = renderProfile(server, 'pro_yearly');
      expect(await screen.findByText('Noch keine API-Schlüssel erstellt.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Schlüssel erstellen' }));
      expect(screen.getByText('Bezeichnung ist erforderlich')).toBeInTheDocument();
      await user.type(field('Bezeichnung'), 'x'.repeat(61));
      expect(screen.getByText('Bezeichnung darf höchstens 60 Zeichen lang sein')).toBeInTheDocument();
    });

    it('shows a new key once, with a copy button and a warning', async () => {
      const secret = 'imk_aaa111bbb222_' + 'S'.repeat(43);
      const keys: unknown[] = [];
      const server = installFakeServer()
        .on('GET', '/api/auth/api-keys', () => jsonResponse(keys))
        .on('POST', '/api/auth/api-keys', () => {
          keys.push({
            id: 'aaa111bbb222',
            name: 'ERP-Anbindung',
            preview: 'imk_aaa111bbb222_…',
            createdAt: '2026-11-21T10:00:00.000Z',
            revokedAt: null,
            active: true,
          });
          return jsonResponse(
            { id: 'aaa111bbb222', name: 'ERP-Anbindung', key: secret, createdAt: '2026-11-21T10:00:00.000Z' },
            { status: 201 },
          );
        });
      const { user, store } = renderProfile(server, 'pro_yearly');
      const writeText = jest.fn(async (_text: string) => undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

      await screen.findByText('Noch keine API-Schlüssel erstellt.');
      await user.type(field('Bezeichnung'), 'ERP-Anbindung');
      await user.click(screen.getByRole('button', { name: 'Schlüssel erstellen' }));

      const notice = await screen.findByRole('alert');
      expect(notice).toHaveTextContent('Ihr neuer API-Schlüssel „ERP-Anbindung“');
      expect(notice).toHaveTextContent('nicht noch einmal angezeigt');
      expect(within(notice).getByLabelText('API-Schlüssel')).toHaveValue(secret);
      expect(await bodyOf(server.requests.find((r) => r.method === 'POST')!)).toEqual({ name: 'ERP-Anbindung' });
      // Not kept in the store, so it cannot turn up again.
      expect(JSON.stringify(store.getState())).not.toContain(secret);

      await user.click(within(notice).getByRole('button', { name: 'Kopieren' }));
      expect(writeText).toHaveBeenCalledWith(secret);
      expect(await screen.findByText('API-Schlüssel in die Zwischenablage kopiert')).toBeInTheDocument();

      await user.click(within(notice).getByRole('button', { name: 'Fertig' }));
      expect(screen.queryByDisplayValue(secret)).not.toBeInTheDocument();
      const list = await screen.findByRole('list', { name: 'Ihre API-Schlüssel' });
      expect(list).toHaveTextContent('imk_aaa111bbb222_…');
      expect(document.body.textContent).not.toContain(secret);
    });

    it('revokes a key after confirmation', async () => {
      const server = installFakeServer()
        .on('GET', '/api/auth/api-keys', () =>
          jsonResponse([
            {
              id: 'aaa111bbb222',
              name: 'ERP',
              preview: 'imk_aaa111bbb222_…',
              createdAt: '2026-11-01T10:00:00.000Z',
              revokedAt: null,
              active: true,
            },
          ]),
        )
        .on('DELETE', '/api/auth/api-keys/:id', () => jsonResponse({ message: 'API-Schlüssel widerrufen' }));
      const { user } = renderProfile(server, 'pro_monthly');
      await user.click(await screen.findByRole('button', { name: 'API-Schlüssel „ERP“ widerrufen' }));
      const dialog = await screen.findByRole('dialog', { name: 'API-Schlüssel widerrufen?' });
      await user.click(within(dialog).getByRole('button', { name: 'Widerrufen' }));
      expect(await screen.findByText('API-Schlüssel widerrufen')).toBeInTheDocument();
      await waitFor(() =>
        expect(
          server.requests.some((r) => r.method === 'DELETE' && r.url.endsWith('/api/auth/api-keys/aaa111bbb222')),
        ).toBe(true),
      );
    });
  });

  describe('Konto löschen', () => {
    /** The profile page at /profile and a guest's start page (/login), to see where the erasure leads. */
    function renderWithStartPage(server: FakeServer) {
      server.on('GET', '/api/webhooks', () => jsonResponse({ items: [], max: 10 }));
      const store = authenticatedStore(sessionUser());
      const ui = (
        <Routes>
          <Route path="/login" element={<h1>Anmelden</h1>} />
          <Route path="/profile" element={<ProfilePage />} />
        </Routes>
      );
      return { ...renderWithProviders(ui, { route: '/profile', store }), store };
    }

    it('explains what is erased and asks for the password; a wrong one is told in the dialog', async () => {
      const server = installFakeServer().on('DELETE', '/api/auth/account', () =>
        problem(400, 'Das aktuelle Passwort ist nicht korrekt.'),
      );
      const { user, store } = renderWithStartPage(server);
      await user.click(screen.getByRole('button', { name: 'Konto löschen…' }));
      const dialog = screen.getByRole('dialog', { name: 'Konto endgültig löschen?' });
      expect(dialog).toHaveTextContent(
        'Ihr Konto, Ihre Benachrichtigungen, Portfolios, Webhooks und Fristen werden unwiderruflich gelöscht.',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Konto endgültig löschen' }));
      expect(within(dialog).getByText('Bitte geben Sie Ihr Passwort ein.')).toBeInTheDocument();
      expect(server.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);

      await user.type(within(dialog).getByLabelText(/^Passwort/), 'Falsch-123');
      await user.click(within(dialog).getByRole('button', { name: 'Konto endgültig löschen' }));
      expect(await within(dialog).findByText('Das aktuelle Passwort ist nicht korrekt.')).toBeInTheDocument();
      expect(store.getState().session.user).not.toBeNull();
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TEST_TOKEN);

      await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it("erases with the password, logs out and confirms on the login page (a guest's start page)", async () => {
      const server = installFakeServer().on('DELETE', '/api/auth/account', () =>
        jsonResponse({ message: 'Ihr Konto wurde gelöscht.' }),
      );
      const { user, store } = renderWithStartPage(server);
      await user.click(screen.getByRole('button', { name: 'Konto löschen…' }));
      const dialog = screen.getByRole('dialog', { name: 'Konto endgültig löschen?' });
      await user.type(within(dialog).getByLabelText(/^Passwort/), 'Sicher-Passwort1');
      await user.click(within(dialog).getByRole('button', { name: 'Konto endgültig löschen' }));

      expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
      expect(await screen.findByText('Ihr Konto wurde gelöscht.')).toBeInTheDocument();
      const request = server.requests.find((r) => r.method === 'DELETE')!;
      expect(await bodyOf(request)).toEqual({ password: 'Sicher-Passwort1' });
      expect(store.getState().session.user).toBeNull();
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
      expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    });

    it('fills the screen on a phone', async () => {
      const restore = emulateViewportWidth(375);
      try {
        const { user } = renderWithStartPage(installFakeServer());
        await user.click(screen.getByRole('button', { name: 'Konto löschen…' }));
        expect(screen.getByRole('dialog').className).toContain('MuiDialog-paperFullScreen');
      } finally {
        restore();
      }
    });
  });
});
