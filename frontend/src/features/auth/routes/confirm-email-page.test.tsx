import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { USER_STORAGE_KEY } from '../../../lib/session/session-storage';
import { installFakeServer, jsonResponse } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { authenticatedStore, problem, sessionUser } from '../../../test/session-fixtures';
import ConfirmEmailPage from './confirm-email-page';

let consoleError: jest.SpiedFunction<typeof console.error>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('ConfirmEmailPage (/email-bestaetigen)', () => {
  it('sends the token of the link once and shows the confirmation; the logged-in user counts as confirmed', async () => {
    const server = installFakeServer().on('POST', '/api/auth/confirm-email', () =>
      jsonResponse({ message: 'Ihre E-Mail-Adresse wurde bestätigt.', email: 'erika@example.de' }),
    );
    const store = authenticatedStore(sessionUser({ emailConfirmed: false }));
    renderWithProviders(<ConfirmEmailPage />, { route: '/email-bestaetigen?token=abc.def', store });

    expect(await screen.findByText('Ihre E-Mail-Adresse wurde bestätigt.')).toBeInTheDocument();
    expect(server.requests).toHaveLength(1);
    expect(JSON.parse(await server.requests[0]!.clone().text())).toEqual({ token: 'abc.def' });
    expect(store.getState().session.user).toMatchObject({ emailConfirmed: true, pendingEmail: null });
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY)!)).toMatchObject({ emailConfirmed: true });
    expect(screen.getByRole('link', { name: 'Zu den Benachrichtigungen' })).toHaveAttribute('href', '/notifications');
  });

  it("shows the server's reason when the link no longer works, and offers the login to visitors", async () => {
    installFakeServer().on('POST', '/api/auth/confirm-email', () =>
      problem(410, 'Dieser Bestätigungslink ist abgelaufen. Bitte fordern Sie eine neue Bestätigungsmail an.'),
    );
    renderWithProviders(<ConfirmEmailPage />, { route: '/email-bestaetigen?token=alt' });
    expect(
      await screen.findByText(
        'Dieser Bestätigungslink ist abgelaufen. Bitte fordern Sie eine neue Bestätigungsmail an.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/login');
  });

  it('says so when the link has no token, without asking the server', () => {
    const server = installFakeServer();
    renderWithProviders(<ConfirmEmailPage />, { route: '/email-bestaetigen' });
    expect(screen.getByText(/Dieser Bestätigungslink ist unvollständig/)).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });
});
