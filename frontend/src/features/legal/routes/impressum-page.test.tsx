import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers';
import ImpressumPage from './impressum-page';

describe('ImpressumPage', () => {
  it('renders the sections of a legal notice', () => {
    renderWithProviders(<ImpressumPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Anbieter',
      'Vertreten durch',
      'Registereintrag',
      'Umsatzsteuer-ID',
      'Verantwortlich für den Inhalt',
      'Streitbeilegung',
      'Haftung für Inhalte',
      'Haftung für Links',
      'Urheberrecht',
      'Hinweis zur Datenquelle',
    ]);
  });

  it('names company, register entry, VAT id, managing directors and the data source', () => {
    renderWithProviders(<ImpressumPage />);
    const region = (name: string) => screen.getByRole('region', { name });
    expect(region('Anbieter')).toHaveTextContent('Insolvenzmonitor GmbH');
    expect(region('Registereintrag')).toHaveTextContent('HRB 234567 B');
    expect(region('Umsatzsteuer-ID')).toHaveTextContent('USt-IdNr.');
    expect(region('Vertreten durch')).toHaveTextContent('Geschäftsführer:');
    expect(screen.getByRole('link', { name: 'www.insolvenzbekanntmachungen.de' })).toHaveAttribute(
      'href',
      'https://www.insolvenzbekanntmachungen.de',
    );
  });
});
