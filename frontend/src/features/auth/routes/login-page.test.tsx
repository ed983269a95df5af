import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers';
import LoginPage from './login-page';

describe('LoginPage', () => {
  it('links to the forgotten-password page, registration, terms and privacy', () => {
    renderWithProviders(<LoginPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jetzt registrieren' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute('href', '/passwort-vergessen');
    expect(screen.getByRole('link', { name: 'Nutzungsbedingungen' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/privacy');
  });
});
