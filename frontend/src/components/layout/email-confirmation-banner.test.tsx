import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { installFakeServer, jsonResponse } from '../../test/fake-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { authenticatedStore, problem, sessionUser } from '../../test/session-fixtures';
import { EmailConfirmationBanner } from './email-confirmation-banner';

let consoleError: jest.SpiedFunction<typeof console.error>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('EmailConfirmationBanner', () => {
  it('asks an unconfirmed user to open the link and sends it again on request', async () => {
    const server = installFakeServer().on('POST', '/api/auth/confirm-email/resend', () =>
      jsonResponse(
        { message: 'Wir haben Ihnen einen neuen Bestätigungslink an erika@example.de gesendet.' },
        { status: 202 },
      ),
    );
    const { user } = renderWithProviders(<EmailConfirmationBanner />, {
      store: authenticatedStore(sessionUser({ emailConfirmed: false })),
    });
    expect(await screen.findByText(/Bitte bestätigen Sie Ihre E-Mail-Adresse erika@example.de/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bestätigungsmail erneut senden' }));
    expect(
      await screen.findByText('Wir haben Ihnen einen neuen Bestätigungslink an erika@example.de gesendet.'),
    ).toBeInTheDocument();
    expect(server.requests).toHaveLength(1);
  });

  it('says when an unconfirmed account is deleted', async () => {
    installFakeServer();
    renderWithProviders(<EmailConfirmationBanner />, {
      store: authenticatedStore(
        sessionUser({ emailConfirmed: false, unconfirmedAccountDeletionAt: '2026-11-28T09:00:00.000Z' }),
      ),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ohne Bestätigung wird Ihr Konto am 28.11.2026, 09:00 Uhr mit allen Angaben gelöscht.',
    );
  });

  it("shows the server's limit message when too many mails were requested", async () => {
    installFakeServer().on('POST', '/api/auth/confirm-email/resend', () =>
      problem(429, 'Zu viele Bestätigungsmails. Bitte versuchen Sie es in 60 Minuten erneut.'),
    );
    const { user } = renderWithProviders(<EmailConfirmationBanner />, {
      store: authenticatedStore(sessionUser({ emailConfirmed: false })),
    });
    await user.click(await screen.findByRole('button', { name: 'Bestätigungsmail erneut senden' }));
    expect(
      await screen.findByText('Zu viele Bestätigungsmails. Bitte versuchen Sie es in 60 Minuten erneut.'),
    ).toBeInTheDocument();
  });

  it('stays away for confirmed users and visitors', () => {
    installFakeServer();
    const { container } = renderWithProviders(<EmailConfirmationBanner />, {
      store: authenticatedStore(sessionUser({ emailConfirmed: true })),
    });
    expect(container).toBeEmptyDOMElement();
  });
});
