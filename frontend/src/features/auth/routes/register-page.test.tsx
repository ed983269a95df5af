import { screen } from '@testing-library/react';
import { installFakeServer, jsonResponse } from '../../../test/fake-server';
import { field } from '../../../test/form-queries';
import { renderWithProviders } from '../../../test/render-with-providers';
import RegisterPage from './register-page';

describe('RegisterPage', () => {
  it('has every field labelled and links to login, terms and privacy', () => {
    renderWithProviders(<RegisterPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Registrieren' })).toBeInTheDocument();
    for (const name of ['Vorname', 'Nachname', 'E-Mail-Adresse']) {
      expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^Passwort\s*\*$/)).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText(/^Passwort bestätigen\s*\*$/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Nutzungsbedingungen' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/privacy');
  });

  it('asks to confirm the address after registering, in words true for a new and for a taken address', async () => {
    installFakeServer().on('POST', '/api/auth/register', () =>
      jsonResponse(
        { message: 'Bitte bestätigen Sie Ihre E-Mail-Adresse: …', email: 'erika@example.de' },
        { status: 201 },
      ),
    );
    const { user, store } = renderWithProviders(<RegisterPage />, { route: '/register' });
    await user.type(field('Vorname'), 'Erika');
    await user.type(field('Nachname'), 'Mustermann');
    await user.type(field('E-Mail-Adresse'), 'erika@example.de');
    await user.type(field('Passwort'), 'Geheim123');
    await user.type(field('Passwort bestätigen'), 'Geheim123');
    await user.click(screen.getByRole('checkbox', { name: /Ich akzeptiere/ }));
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' }),
    ).toBeInTheDocument();
    expect(screen.getByText('erika@example.de')).toBeInTheDocument();
    expect(screen.getByText(/Wir haben eine E-Mail an/)).toHaveTextContent(
      'Wir haben eine E-Mail an erika@example.de gesendet. Bitte folgen Sie dem Link darin. Haben Sie schon ein Konto mit dieser Adresse, steht in der E-Mail, wie Sie sich anmelden.',
    );
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/login');
    // docs/SPEC.md's success toast, for a new and a taken address alike.
    expect(screen.getByText('Registrierung erfolgreich!')).toBeInTheDocument();
    expect(store.getState().session.status).toBe('unauthenticated');
  });
});
