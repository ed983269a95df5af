import { screen } from '@testing-library/react';
import { installFakeServer, jsonResponse, pendingResponse } from '../../../test/fake-server';
import { field } from '../../../test/form-queries';
import { renderWithProviders } from '../../../test/render-with-providers';
import { problem } from '../../../test/session-fixtures';
import ForgotPasswordPage from './forgot-password-page';

const SENT =
  'Falls zu dieser E-Mail-Adresse ein Konto besteht, haben wir Ihnen einen Link zum Zurücksetzen des Passworts gesendet. Der Link ist 60 Minuten gültig.';
const submit = () => screen.getByRole('button', { name: 'Link anfordern' });

describe('ForgotPasswordPage (/passwort-vergessen)', () => {
  it('has the e-mail field, the title and a way back to the login', () => {
    installFakeServer();
    renderWithProviders(<ForgotPasswordPage />, { route: '/passwort-vergessen' });
    expect(screen.getByRole('heading', { level: 1, name: 'Passwort vergessen' })).toBeInTheDocument();
    expect(field('E-Mail-Adresse')).toHaveAttribute('type', 'email');
    expect(field('E-Mail-Adresse')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByRole('link', { name: 'Zurück zur Anmeldung' })).toHaveAttribute('href', '/login');
    expect(document.title).toBe('Passwort vergessen – Insolvenzmonitor');
  });

  it('rejects a malformed e-mail without asking the server', async () => {
    const server = installFakeServer();
    const { user } = renderWithProviders(<ForgotPasswordPage />, { route: '/passwort-vergessen' });
    await user.type(field('E-Mail-Adresse'), 'erika@beispiel');
    await user.click(submit());
    expect(screen.getByText('Ungültiges E-Mail-Format')).toBeInTheDocument();
    expect(field('E-Mail-Adresse')).toHaveFocus();
    expect(server.requests).toHaveLength(0);
  });

  it("sends the trimmed address and shows the server's neutral message in place of the form", async () => {
    const server = installFakeServer().on('POST', '/api/auth/password-reset', () =>
      jsonResponse({ message: SENT }, { status: 202 }),
    );
    const { user } = renderWithProviders(<ForgotPasswordPage />, { route: '/passwort-vergessen' });
    await user.type(field('E-Mail-Adresse'), '  erika@example.de ');
    await user.click(submit());

    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(server.requests).toHaveLength(1);
    expect(JSON.parse(await server.requests[0]!.clone().text())).toEqual({ email: 'erika@example.de' });
    expect(screen.queryByLabelText(/E-Mail-Adresse/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/login');
  });

  it("shows the server's text when there were too many requests, and keeps the form", async () => {
    installFakeServer().on('POST', '/api/auth/password-reset', () =>
      problem(429, 'Zu viele Anfragen. Bitte versuchen Sie es in einigen Minuten erneut.'),
    );
    const { user } = renderWithProviders(<ForgotPasswordPage />, { route: '/passwort-vergessen' });
    await user.type(field('E-Mail-Adresse'), 'erika@example.de');
    await user.click(submit());

    expect(
      await screen.findByText('Zu viele Anfragen. Bitte versuchen Sie es in einigen Minuten erneut.'),
    ).toBeInTheDocument();
    expect(field('E-Mail-Adresse')).toHaveValue('erika@example.de');
    expect(submit()).toBeEnabled();
  });

  it('shows that it is sending, with the button disabled', async () => {
    installFakeServer().on('POST', '/api/auth/password-reset', () => pendingResponse());
    const { user } = renderWithProviders(<ForgotPasswordPage />, { route: '/passwort-vergessen' });
    await user.type(field('E-Mail-Adresse'), 'erika@example.de');
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Wird gesendet…' })).toBeDisabled();
  });
});
