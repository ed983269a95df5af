import { screen, waitFor } from '@testing-library/react';
import { TOKEN_STORAGE_KEY } from '../../../lib/api/auth-token';
import { USER_STORAGE_KEY } from '../../../lib/session/session-storage';
import { installFakeServer, jsonResponse } from '../../../test/fake-server';
import { field } from '../../../test/form-queries';
import { renderWithProviders } from '../../../test/render-with-providers';
import { problem, sessionUser, TEST_TOKEN } from '../../../test/session-fixtures';
import { LoginForm } from './login-form';

const submit = () => screen.getByRole('button', { name: 'Anmelden' });

async function fillAndSubmit(email: string, password: string) {
  const rendered = renderWithProviders(<LoginForm />, { route: '/login' });
  const { user } = rendered;
  if (email) await user.type(field('E-Mail-Adresse'), email);
  if (password) await user.type(field('Passwort'), password);
  await user.click(submit());
  return rendered;
}

describe('LoginForm', () => {
  describe('validation', () => {
    it('requires e-mail and password, without calling the server', async () => {
      const server = installFakeServer();
      await fillAndSubmit('', '');
      expect(screen.getByText('E-Mail-Adresse ist erforderlich')).toBeInTheDocument();
      expect(screen.getByText('Passwort ist erforderlich')).toBeInTheDocument();
      expect(field('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true');
      expect(field('E-Mail-Adresse')).toHaveFocus();
      expect(server.requests).toHaveLength(0);
    });

    it('rejects a malformed e-mail and a password under 8 characters', async () => {
      const server = installFakeServer();
      await fillAndSubmit('erika@beispiel', '1234567');
      expect(screen.getByText('Ungültiges E-Mail-Format')).toBeInTheDocument();
      expect(screen.getByText('Passwort muss mindestens 8 Zeichen lang sein')).toBeInTheDocument();
      expect(server.requests).toHaveLength(0);
    });

    it('shows a field error once the field is left, and clears it when fixed', async () => {
      installFakeServer();
      const { user } = renderWithProviders(<LoginForm />);
      await user.click(field('E-Mail-Adresse'));
      await user.tab();
      expect(screen.getByText('E-Mail-Adresse ist erforderlich')).toBeInTheDocument();
      expect(screen.queryByText('Passwort ist erforderlich')).not.toBeInTheDocument();

      await user.type(field('E-Mail-Adresse'), 'erika@example.de');
      expect(screen.queryByText('E-Mail-Adresse ist erforderlich')).not.toBeInTheDocument();
      expect(screen.queryByText('Ungültiges E-Mail-Format')).not.toBeInTheDocument();
    });
  });

  describe('success', () => {
    it('posts the credentials, stores token and user, starts the session and shows the server message', async () => {
      const user = sessionUser();
      const server = installFakeServer().on('POST', '/api/auth/login', () =>
        jsonResponse({ token: TEST_TOKEN, user, message: 'Willkommen zurück!' }),
      );
      const { store } = await fillAndSubmit(' erika@example.de ', 'Geheim123');

      expect(await screen.findByText('Willkommen zurück!')).toBeInTheDocument();
      expect(await server.requests[0].json()).toEqual({ email: 'erika@example.de', password: 'Geheim123' });
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TEST_TOKEN);
      expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toEqual(user);
      expect(store.getState().session).toEqual({ status: 'authenticated', user });
    });

    it('says "Anmeldung erfolgreich!" when the server sends no message', async () => {
      installFakeServer().on('POST', '/api/auth/login', () => jsonResponse({ token: TEST_TOKEN, user: sessionUser() }));
      await fillAndSubmit('erika@example.de', 'Geheim123');
      expect(await screen.findByText('Anmeldung erfolgreich!')).toBeInTheDocument();
    });
  });

  describe('failure', () => {
    it("shows the server's error field and stores nothing", async () => {
      installFakeServer().on('POST', '/api/auth/login', () => problem(401, 'E-Mail-Adresse oder Passwort ist falsch'));
      const { store } = await fillAndSubmit('erika@example.de', 'Falsch1234');

      expect(await screen.findByText('E-Mail-Adresse oder Passwort ist falsch')).toBeInTheDocument();
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
      expect(store.getState().session.status).toBe('unauthenticated');
    });

    it('falls back to the message field when there is no error field', async () => {
      installFakeServer().on('POST', '/api/auth/login', () =>
        jsonResponse({ message: 'Zu viele Anmeldeversuche' }, { status: 429 }),
      );
      await fillAndSubmit('erika@example.de', 'Geheim123');
      expect(await screen.findByText('Zu viele Anmeldeversuche')).toBeInTheDocument();
    });

    it('shows the fallback text when the server gives no reason', async () => {
      installFakeServer().on('POST', '/api/auth/login', () => new Response('Bad Gateway', { status: 502 }));
      await fillAndSubmit('erika@example.de', 'Geheim123');
      expect(await screen.findByText('Anmeldung fehlgeschlagen. Bitte versuchen Sie es erneut.')).toBeInTheDocument();
    });

    it('keeps only the last failed attempt on screen, and none once the login succeeds', async () => {
      const rebuilding = (percent: number) =>
        `Dieser Bereich wird nach einer Aktualisierung gerade neu aufgebaut (${percent} %). Bitte versuchen Sie es in einer Minute erneut.`;
      let attempts = 0;
      installFakeServer().on('POST', '/api/auth/login', () => {
        attempts += 1;
        if (attempts === 1) return problem(503, rebuilding(49));
        if (attempts === 2) return problem(503, rebuilding(85));
        return jsonResponse({ token: TEST_TOKEN, user: sessionUser() });
      });
      const { user } = await fillAndSubmit('erika@example.de', 'Geheim123');
      expect(await screen.findByText(rebuilding(49))).toBeInTheDocument();

      await user.click(await screen.findByRole('button', { name: 'Anmelden' }));
      expect(await screen.findByText(rebuilding(85))).toBeInTheDocument();
      // Closed, not hidden after TOAST_DURATION_MS (4 s): gone once its exit transition (about 0.5 s) has run.
      const beforeAutoHide = { timeout: 2000 };
      await waitFor(() => expect(screen.queryByText(rebuilding(49))).not.toBeInTheDocument(), beforeAutoHide);

      await user.click(await screen.findByRole('button', { name: 'Anmelden' }));
      expect(await screen.findByText('Anmeldung erfolgreich!')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText(rebuilding(85))).not.toBeInTheDocument(), beforeAutoHide);
    });

    it('shows the fallback text when the network fails', async () => {
      installFakeServer().on('POST', '/api/auth/login', () => Promise.reject(new TypeError('Failed to fetch')));
      await fillAndSubmit('erika@example.de', 'Geheim123');
      expect(await screen.findByText('Anmeldung fehlgeschlagen. Bitte versuchen Sie es erneut.')).toBeInTheDocument();
    });
  });
});
