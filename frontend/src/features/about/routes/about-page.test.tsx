import { screen, waitFor, within } from '@testing-library/react';
import { type FakeHandler, installFakeServer, jsonResponse, pendingResponse } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { problem } from '../../../test/session-fixtures';
import AboutPage from './about-page';

const stats = (recentCases: number) => () => jsonResponse({ recentCases, totalCases: 5000, weeklyChange: 0 });

const PROMISE =
  'Neue Bekanntmachungen erkennen wir von 06:00 bis 22:00 Uhr innerhalb von 10 Minuten nach ihrer Veröffentlichung.';

function renderAbout(answer: FakeHandler = stats(2471)) {
  installFakeServer()
    .on('GET', '/api/insolvency/stats', answer)
    .on('GET', '/api/insolvency/freshness-promise', () =>
      jsonResponse({ promise: PROMISE, pollMinutes: 10, pollHours: { from: '06:00', to: '22:00' } }),
    );
  renderWithProviders(<AboutPage />);
}

const region = (name: string) => screen.getByRole('region', { name });
const figureValues = () =>
  within(region('Der Insolvenzmonitor in Zahlen'))
    .getAllByRole('definition')
    .map((d) => d.textContent);

describe('AboutPage', () => {
  beforeEach(() => renderAbout());

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

  it('states the freshness promise the server configures', async () => {
    expect(await within(region('Unsere Mission')).findByText(PROMISE)).toBeInTheDocument();
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

  it('states the four figures, the new proceedings per day measured from the statistics', async () => {
    const terms = within(region('Der Insolvenzmonitor in Zahlen'))
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual([
      'Bundesländer',
      'neue Verfahren täglich (Ø der letzten 7 Tage)',
      'vollständige Datenerfassung',
      'Überwachung',
    ]);
    // 2.471 in the last 7 days: 353 a day.
    await waitFor(() => expect(figureValues()).toEqual(['16', '353', '2 Wochen', '24/7']));
  });

  it('links to /contact to write an e-mail or arrange a demo', () => {
    const contact = region('Sprechen Sie mit uns');
    expect(within(contact).getByRole('link', { name: 'E-Mail schreiben' })).toHaveAttribute('href', '/contact');
    expect(within(contact).getByRole('link', { name: 'Demo vereinbaren' })).toHaveAttribute('href', '/contact');
  });
});

describe('AboutPage figures', () => {
  it('shows a placeholder while the statistics load', () => {
    renderAbout(() => pendingResponse());
    expect(figureValues()).toEqual(['16', 'wird ermittelt', '2 Wochen', '24/7']);
  });

  it('groups thousands the German way', async () => {
    renderAbout(stats(7 * 1234));
    await waitFor(() => expect(figureValues()[1]).toBe('1.234'));
  });

  it('says "unter 1" when fewer than seven proceedings came in a week', async () => {
    renderAbout(stats(3));
    await waitFor(() => expect(figureValues()[1]).toBe('unter 1'));
  });

  it('shows a dash instead of a number when the statistics are unavailable', async () => {
    renderAbout(() => problem(503, 'nicht da'));
    await waitFor(() => expect(figureValues()[1]).toBe('–'));
  });
});
