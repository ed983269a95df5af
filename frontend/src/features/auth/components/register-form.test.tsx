import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY } from '../../../lib/api/auth-token';
import { USER_STORAGE_KEY } from '../../../lib/session/session-storage';
import { installFakeServer, jsonResponse } from '../../../test/fake-server';
import { field } from '../../../test/form-queries';
import { renderWithProviders } from '../../../test/render-with-providers';
import { problem } from '../../../test/session-fixtures';
import { RegisterForm } from './register-form';

interface Input {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  passwordConfirmation?: string;
  terms?: boolean;
}

const VALID: Required<Input> = {
  firstName: 'Erika',
  lastName: 'Mustermann',
  email: 'erika@example.de',
  password: 'Geheim123',
  passwordConfirmation: 'Geheim123',
  terms: true,
};

async function fill(user: UserEvent, input: Input) {
  const labels: [keyof Input, string][] = [
    ['firstName', 'Vorname'],
    ['lastName', 'Nachname'],
    ['email', 'E-Mail-Adresse'],
    ['password', 'Passwort'],
    ['passwordConfirmation', 'Passwort bestätigen'],
  ];
  for (const [key, label] of labels) {
    const value = input[key];
    if (typeof value === 'string' && value) await user.type(field(label), value);
  }
  if (input.terms) await user.click(screen.getByRole('checkbox', { name: /Ich akzeptiere die Nutzungsbedingungen/ }));
}

async function submitWith(input: Input) {
  const onRegistered = jest.fn<(email: string) => void>();
  const rendered = renderWithProviders(<RegisterForm onRegistered={onRegistered} />, { route: '/register' });
  await fill(rendered.user, input);
  await rendered.user.click(screen.getByRole('button', { name: 'Registrieren' }));
  return { ...rendered, onRegistered };
}

describe('RegisterForm', () => {
  describe('validation', () => {
    it('requires every field and the terms, without calling the server', async () => {
      const server = installFakeServer();
      await submitWith({});
      for (const message of [
        'Vorname ist erforderlich',
        'Nachname ist erforderlich',
        'E-Mail-Adresse ist erforderlich',
        'Passwort ist erforderlich',
        'Passwort-Bestätigung ist erforderlich',
        'Sie müssen den Nutzungsbedingungen zustimmen',
      ]) {
        expect(screen.getByText(message)).toBeInTheDocument();
      }
      expect(field('Vorname')).toHaveFocus();
      expect(screen.getByRole('checkbox', { name: /Ich akzeptiere/ })).toHaveAccessibleDescription(
        'Sie müssen den Nutzungsbedingungen zustimmen',
      );
      expect(server.requests).toHaveLength(0);
    });

    it('rejects short names, a malformed e-mail, a short password and a different confirmation', async () => {
      const server = installFakeServer();
      await submitWith({
        firstName: 'E',
        lastName: 'M',
        email: 'erika.example.de',
        password: 'Ab1',
        passwordConfirmation: 'Ab2',
      });
      for (const message of [
        'Vorname muss mindestens 2 Zeichen lang sein',
        'Nachname muss mindestens 2 Zeichen lang sein',
        'Ungültiges E-Mail-Format',
        'Passwort muss mindestens 8 Zeichen lang sein',
        'Passwörter stimmen nicht überein',
      ]) {
        expect(screen.getByText(message)).toBeInTheDocument();
      }
      expect(server.requests).toHaveLength(0);
    });

    it.each(['geheimnis1', 'GEHEIMNIS1', 'Geheimnisse'])(
      'requires upper and lower case letters and a digit (%s)',
      async (password) => {
        installFakeServer();
        await submitWith({ ...VALID, password, passwordConfirmation: password });
        expect(
          screen.getByText('Passwort muss Groß- und Kleinbuchstaben sowie eine Zahl enthalten'),
        ).toBeInTheDocument();
      },
    );

    it('does not count blanks towards the name length', async () => {
      installFakeServer();
      await submitWith({ ...VALID, firstName: ' E ' });
      expect(screen.getByText('Vorname muss mindestens 2 Zeichen lang sein')).toBeInTheDocument();
    });
  });

  it('registers without starting a session (issue #28: no token) and hands the address to the page', async () => {
    const server = installFakeServer().on('POST', '/api/auth/register', () =>
      jsonResponse(
        { message: 'Bitte bestätigen Sie Ihre E-Mail-Adresse: …', email: 'erika@example.de' },
        { status: 201 },
      ),
    );
    const { store, onRegistered } = await submitWith(VALID);

    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith('erika@example.de'));
    // docs/SPEC.md's success toast.
    expect(await screen.findByText('Registrierung erfolgreich!')).toBeInTheDocument();
    expect(await server.requests[0].json()).toEqual({
      email: 'erika@example.de',
      password: 'Geheim123',
      firstName: 'Erika',
      lastName: 'Mustermann',
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(store.getState().session.status).toBe('unauthenticated');
  });

  it('says the account is saved and sends the user to the login when the server answers 202', async () => {
    installFakeServer().on('POST', '/api/auth/register', () =>
      jsonResponse(
        {
          type: 'urn:insolvenzmonitor:problem:saved-shown-shortly',
          status: 202,
          message: 'Die Änderung ist gespeichert und erscheint in Kürze.',
        },
        { status: 202 },
      ),
    );
    const { store } = await submitWith(VALID);
    expect(
      await screen.findByText(
        'Die Änderung ist gespeichert und erscheint in Kürze. Bitte melden Sie sich in Kürze an.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Registrierung fehlgeschlagen. Bitte versuchen Sie es erneut.')).not.toBeInTheDocument();
    expect(store.getState().session.status).toBe('unauthenticated');
  });

  it("shows the server's error field on failure", async () => {
    const limited = 'Zu viele Registrierungen von Ihrem Netzwerk. Bitte versuchen Sie es in 60 Minuten erneut.';
    installFakeServer().on('POST', '/api/auth/register', () => problem(429, limited));
    const { store, onRegistered } = await submitWith(VALID);
    expect(await screen.findByText(limited)).toBeInTheDocument();
    expect(onRegistered).not.toHaveBeenCalled();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(store.getState().session.status).toBe('unauthenticated');
  });

  it('shows the fallback text when the server gives no reason', async () => {
    installFakeServer().on('POST', '/api/auth/register', () => new Response(null, { status: 500 }));
    await submitWith(VALID);
    expect(await screen.findByText('Registrierung fehlgeschlagen. Bitte versuchen Sie es erneut.')).toBeInTheDocument();
  });
});
