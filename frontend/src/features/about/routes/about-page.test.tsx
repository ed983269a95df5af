import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers';
import AboutPage from './about-page';

describe('AboutPage', () => {
  beforeEach(() => renderWithProviders(<AboutPage />));
  const region = (name: string) => screen.getByRole('region', { name });

  it('has mission, features, figures, how-it-works, legal note and contact sections in order', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Über uns' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Unsere Mission',
      'Was wir bieten',
      'Der Insolvenzmonitor in Zahlen',
      'So funktioniert es',
      'Rechtliches und Datenschutz',
      'Sprechen Sie mit uns',
    ]);
  });

  it('shows four feature cards and three steps', () => {
    expect(within(region('Was wir bieten')).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const steps = within(region('So funktioniert es')).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Registrieren',
      'Suchen und beobachten',
      'Informiert bleiben',
    ]);
  });

  it('states the four figures', () => {
    const figures = region('Der Insolvenzmonitor in Zahlen');
    const terms = within(figures)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const values = within(figures)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(terms).toEqual(['Bundesländer', 'neue Verfahren täglich', 'vollständige Datenerfassung', 'Überwachung']);
    expect(values).toEqual(['16', '300+', '2 Wochen', '24/7']);
  });

  it('links to /contact to write an e-mail or arrange a demo', () => {
    const contact = region('Sprechen Sie mit uns');
    expect(within(contact).getByRole('link', { name: 'E-Mail schreiben' })).toHaveAttribute('href', '/contact');
    expect(within(contact).getByRole('link', { name: 'Demo vereinbaren' })).toHaveAttribute('href', '/contact');
  });
});
