import { act, screen, within } from '@testing-library/react';
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../../test/render-with-providers';
import { AppLayout } from './app-layout';

function renderLayout(route = '/') {
  return renderWithProviders(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="*" element={<p>Seiteninhalt</p>} />
      </Route>
    </Routes>,
    { route },
  );
}

describe('AppLayout', () => {
  it('leaves the footer out while the page is a loader and shows it with the page (no footer pushed out of view)', async () => {
    let arrive!: () => void;
    const Page = lazy(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((resolve) => {
          arrive = () => resolve({ default: () => <p>Seiteninhalt</p> });
        }),
    );
    renderWithProviders(
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="*" element={<Page />} />
        </Route>
      </Routes>,
    );
    expect(screen.getByRole('progressbar', { name: 'Seite wird geladen' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();

    await act(async () => arrive());
    expect(await screen.findByText('Seiteninhalt')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('renders the routed page inside <main>', () => {
    renderLayout();
    expect(within(screen.getByRole('main')).getByText('Seiteninhalt')).toBeInTheDocument();
  });

  it('offers "Zum Inhalt springen" as the first stop of the keyboard, which moves focus into <main>', async () => {
    const { user } = renderLayout();
    await user.tab();
    const skipLink = screen.getByRole('link', { name: 'Zum Inhalt springen' });
    expect(skipLink).toHaveFocus();
    expect(skipLink).toHaveAttribute('href', '#main');

    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('renders the four footer columns with their links and the data source', () => {
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    const column = (name: string) => within(footer).getByRole('region', { name });

    expect(
      within(footer)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Schnellzugriff', 'Rechtliches', 'Support', 'Datenquelle']);
    expect(within(column('Schnellzugriff')).getByRole('link', { name: 'Suche' })).toHaveAttribute('href', '/search');

    const legal = column('Rechtliches');
    expect(within(legal).getByRole('link', { name: 'Über uns' })).toHaveAttribute('href', '/about');
    expect(within(legal).getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/impressum');
    expect(within(legal).getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', '/privacy');
    expect(within(legal).getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/contact');

    const support = column('Support');
    expect(within(support).getByRole('link', { name: 'Kontaktformular' })).toHaveAttribute('href', '/contact');
    expect(within(support).getByRole('link', { name: 'support@insolvenzmonitor.de' })).toHaveAttribute(
      'href',
      'mailto:support@insolvenzmonitor.de',
    );

    expect(column('Datenquelle')).toHaveTextContent('www.insolvenzbekanntmachungen.de');
  });

  it("names the server's configured SUPPORT_EMAIL in the footer, not the build's default", () => {
    const meta = document.createElement('meta');
    meta.name = 'insolvenzmonitor-support-email';
    meta.content = 'hilfe@kunde.example';
    document.head.append(meta);
    try {
      renderLayout();
      const support = within(screen.getByRole('contentinfo')).getByRole('region', { name: 'Support' });
      expect(within(support).getByRole('link', { name: 'hilfe@kunde.example' })).toHaveAttribute(
        'href',
        'mailto:hilfe@kunde.example',
      );
      expect(within(support).queryByText('support@insolvenzmonitor.de')).not.toBeInTheDocument();
    } finally {
      meta.remove();
    }
  });
});
