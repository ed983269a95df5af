import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { TOKEN_STORAGE_KEY } from '../../../lib/api/auth-token';
import { installFakeServer, jsonResponse, pendingResponse } from '../../../test/fake-server';
import { field } from '../../../test/form-queries';
import { renderWithProviders } from '../../../test/render-with-providers';
import { authenticatedStore, problem } from '../../../test/session-fixtures';
import LoginPage from './login-page';
import ResetPasswordPage from './reset-password-page';

const CHANGED = 'Ihr Passwort wurde geändert. Bitte melden Sie sich mit dem neuen Passwort an.';

let consoleError: jest.SpiedFunction<typeof console.error>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

function renderPage(route: string, store?: ReturnType<typeof authenticatedStore>) {
  return renderWithProviders(
    <Routes>
      <Route path="/passwort-zuruecksetzen" element={<ResetPasswordPage />} />
      <Route path="/login" element={<LoginPage />} />
    </Routes>,
    { route, store },
  );
}

async function fillAndSubmit(user: ReturnType<typeof renderPage>['user'], password: string, confirmation: string) {
  await user.type(field('Neues Passwort'), password);
  await user.type(field('Passwort bestätigen'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
}

describe('ResetPasswordPage (/passwort-zuruecksetzen)', () => {
  it('says so when the link has no token, offers a new link and asks the server nothing', () => {
    const server = installFakeServer();
    renderPage('/passwort-zuruecksetzen');
    expect(screen.getByRole('heading', { level: 1, name: 'Neues Passwort festlegen' })).toBeInTheDocument();
    expect(
      screen.getByText('Dieser Link ist unvollständig. Bitte öffnen Sie den vollständigen Link aus Ihrer E-Mail.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neuen Link anfordern' })).toHaveAttribute('href', '/passwort-vergessen');
    expect(screen.queryByLabelText(/Neues Passwort/)).not.toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('sends nothing when the link is opened (mail scanners open links too)', async () => {
    const server = installFakeServer();
    renderPage('/passwort-zuruecksetzen?token=abc.def');
    expect(field('Neues Passwort')).toHaveAttribute('type', 'password');
    expect(field('Neues Passwort')).toHaveAttribute('autocomplete', 'new-password');
    expect(field('Passwort bestätigen')).toHaveAttribute('type', 'password');
    expect(field('Passwort bestätigen')).toHaveAttribute('autocomplete', 'new-password');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests).toHaveLength(0);
    expect(document.title).toBe('Neues Passwort festlegen – Insolvenzmonitor');
  });

  it("shows the confirmation rule's message for a mismatch, without asking the server", async () => {
    const server = installFakeServer();
    const { user } = renderPage('/passwort-zuruecksetzen?token=abc.def');
    await fillAndSubmit(user, 'Geheim123', 'Geheim124');
    expect(screen.getByText('Passwörter stimmen nicht überein')).toBeInTheDocument();
    expect(field('Passwort bestätigen')).toHaveFocus();
    expect(server.requests).toHaveLength(0);
  });

  it('applies the password rules before sending', async () => {
    const server = installFakeServer();
    const { user } = renderPage('/passwort-zuruecksetzen?token=abc.def');
    await fillAndSubmit(user, 'geheim123', 'geheim123');
    expect(screen.getByText('Passwort muss Groß- und Kleinbuchstaben sowie eine Zahl enthalten')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it("sends token and new password, then goes to the login with the server's message", async () => {
    const server = installFakeServer().on('POST', '/api/auth/password-reset/confirm', () =>
      jsonResponse({ message: CHANGED }),
    );
    const { user } = renderPage('/passwort-zuruecksetzen?token=abc.def');
    await fillAndSubmit(user, 'Geheim123', 'Geheim123');

    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByText(CHANGED)).toBeInTheDocument();
    expect(server.requests).toHaveLength(1);
    expect(JSON.parse(await server.requests[0]!.clone().text())).toEqual({
      token: 'abc.def',
      newPassword: 'Geheim123',
    });
  });

  it('ends a session of this browser, whose token the server has revoked', async () => {
    installFakeServer().on('POST', '/api/auth/password-reset/confirm', () => jsonResponse({ message: CHANGED }));
    const store = authenticatedStore();
    const { user } = renderPage('/passwort-zuruecksetzen?token=abc.def', store);
    await fillAndSubmit(user, 'Geheim123', 'Geheim123');

    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    expect(store.getState().session.status).toBe('unauthenticated');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it("shows the server's reason for a used or expired link, with a way to a new one, and keeps the form", async () => {
    const expired = 'Dieser Link ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen Link an.';
    installFakeServer().on('POST', '/api/auth/password-reset/confirm', () => problem(410, expired));
    const { user } = renderPage('/passwort-zuruecksetzen?token=alt');
    await fillAndSubmit(user, 'Geheim123', 'Geheim123');

    expect(await screen.findByText(expired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neuen Link anfordern' })).toHaveAttribute('href', '/passwort-vergessen');
    expect(screen.getByRole('button', { name: 'Passwort speichern' })).toBeEnabled();
  });

  it("shows the server's reason for a forged link without offering a new one", async () => {
    const forged = 'Dieser Link ist ungültig.';
    installFakeServer().on('POST', '/api/auth/password-reset/confirm', () => problem(400, forged));
    const { user } = renderPage('/passwort-zuruecksetzen?token=falsch');
    await fillAndSubmit(user, 'Geheim123', 'Geheim123');

    expect(await screen.findByText(forged)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Neuen Link anfordern' })).not.toBeInTheDocument();
  });

  it('shows that it is saving, with the button disabled', async () => {
    installFakeServer().on('POST', '/api/auth/password-reset/confirm', () => pendingResponse());
    const { user } = renderPage('/passwort-zuruecksetzen?token=abc.def');
    await fillAndSubmit(user, 'Geheim123', 'Geheim123');
    expect(await screen.findByRole('button', { name: 'Wird gespeichert…' })).toBeDisabled();
  });
});
