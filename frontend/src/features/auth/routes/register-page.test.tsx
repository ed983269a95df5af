import { screen } from '@testing-library/react';
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
});
