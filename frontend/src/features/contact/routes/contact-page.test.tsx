import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers';
import ContactPage from './contact-page';

describe('ContactPage', () => {
  it('shows the form, the contact details, support hours and the reply time', () => {
    renderWithProviders(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Kontaktformular' })).toBeInTheDocument();

    const info = screen.getByRole('region', { name: 'Kontaktinformationen' });
    expect(within(info).getByRole('link', { name: 'support@insolvenzmonitor.de' })).toHaveAttribute(
      'href',
      'mailto:support@insolvenzmonitor.de',
    );
    const hours = screen.getByRole('region', { name: 'Support-Zeiten' });
    expect(hours).toHaveTextContent('Montag – Freitag: 9:00 – 17:00 Uhr');
    expect(hours).toHaveTextContent('Wochenende: geschlossen');
    expect(hours).toHaveTextContent('innerhalb von 24 Stunden');
  });
});
