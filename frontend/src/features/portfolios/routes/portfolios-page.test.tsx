import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '../../../test/fake-server';
import { problem } from '../../../test/session-fixtures';
import type { PortfolioList, PortfolioSummary } from '../api/portfolio-types';
import { portfolio } from '../test/portfolio-fixtures';
import { renderPortfolioRoute, requestsOf } from '../test/render-portfolio';

let consoleError: jest.SpiedFunction<typeof console.error>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

/** A tiny portfolio backend: GET answers with what POST/PATCH/DELETE left. */
function renderList(items: PortfolioSummary[], plan: 'free' | 'pro_monthly' = 'pro_monthly') {
  const db = { items: [...items], sent: [] as unknown[] };
  const list = (): PortfolioList => ({ items: db.items, limit: { maxRows: 100_000, usedRows: 12_345 } });
  const rendered = renderPortfolioRoute('/portfolios', {
    plan,
    setup: (server) =>
      server
        .on('GET', '/api/portfolios', () => jsonResponse(list()))
        .on('POST', '/api/portfolios', async (request) => {
          const body = (await request.json()) as { name: string; mode: 'täglich' | 'sofort' | 'aus' };
          db.sent.push(body);
          if (body.name === 'XXX') return jsonResponse({ message: ['Der Name ist schon vergeben.'] }, { status: 400 });
          const created = portfolio({ id: 'p-new', ...body, rowCount: 0, lastUpload: null });
          db.items.push(created);
          return jsonResponse(created, { status: 201 });
        })
        .on('PATCH', '/api/portfolios/:id', async (request, { params }) => {
          const changes = (await request.json()) as Partial<PortfolioSummary>;
          db.sent.push(changes);
          db.items = db.items.map((item) => (item.id === params.id ? { ...item, ...changes } : item));
          return jsonResponse(db.items.find((item) => item.id === params.id));
        })
        .on('DELETE', '/api/portfolios/:id', (_request, { params }) => {
          db.items = db.items.filter((item) => item.id !== params.id);
          return new Response(null, { status: 204 });
        }),
  });
  return { ...rendered, sent: db.sent };
}

const card = (name: string) => screen.findByRole('article', { name });

describe('PortfoliosPage', () => {
  it('lists each portfolio with rows, counts per state, last upload and the plan limit', async () => {
    const openUpload = { id: 'u-9', fileName: 'neukunden.xlsx', state: 'zuordnen', createdAt: '2026-12-01T10:00:00Z' };
    renderList([
      portfolio(),
      portfolio({ id: 'p-2', name: 'Neukunden', rowCount: 0, lastUpload: null, openUpload: openUpload as never }),
    ]);
    const first = within(await card('Debitoren Süd'));
    expect(document.title).toBe('Portfolios – Insolvenzmonitor');
    expect(first.getByRole('link', { name: 'Debitoren Süd' })).toHaveAttribute('href', '/portfolios/p-1');
    expect(first.getByText(/12\.345 Zeilen · Benachrichtigung: Täglich/)).toBeInTheDocument();
    expect(first.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual([
      'Treffer: 3',
      'Prüfen: 2',
      'Kein Treffer: 12.340',
    ]);
    expect(first.getByText(/Letzter Upload: debitoren\.csv, 20\.11\.2026/)).toBeInTheDocument();
    expect(first.getByText('Abgleich abgeschlossen')).toBeInTheDocument();
    expect(first.queryByText('Upload offen')).not.toBeInTheDocument();
    const second = within(await card('Neukunden'));
    expect(second.getByText('Noch keine Datei hochgeladen')).toBeInTheDocument();
    // An upload whose wizard was left (a closed tab) is found again from the list.
    expect(second.getByText('Upload offen')).toBeInTheDocument();
    expect(second.getByText(/neukunden\.xlsx \(Spalten zuordnen\)/)).toBeInTheDocument();
    expect(second.getByRole('link', { name: 'Upload fortsetzen: neukunden.xlsx' })).toHaveAttribute(
      'href',
      '/portfolios/p-2?upload=u-9',
    );
    expect(screen.getByText('12.345 von 100.000 Zeilen genutzt')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Ihre Portfolios (2)');
  });

  it('shows the matching progress while it runs', async () => {
    renderList([portfolio({ matching: { state: 'läuft', done: 4_000, total: 12_345 } })]);
    const progress = within(await card('Debitoren Süd'));
    expect(progress.getByText('Abgleich läuft: 4.000 von 12.345 Zeilen geprüft')).toBeInTheDocument();
    expect(progress.getByRole('progressbar', { name: 'Fortschritt des Abgleichs' })).toHaveAttribute(
      'aria-valuenow',
      '32',
    );
  });

  it('creates a portfolio with a name and the mode "sofort", each mode explained', async () => {
    const { user, server, sent } = renderList([]);
    expect(await screen.findByText('Noch keine Portfolios')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Neues Portfolio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neues Portfolio' });
    expect(dialog).toHaveTextContent('Neue Treffer kommen gesammelt in der Sammel-E-Mail um 07:00.');
    expect(dialog).toHaveTextContent('Eine E-Mail, sobald wir eine Bekanntmachung zu einem Ihrer Kunden erkennen.');
    expect(dialog).toHaveTextContent('Keine E-MailsNeue Treffer nur hier in der App und über Webhooks.');

    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(within(dialog).getByText('Bitte geben Sie einen Namen ein.')).toBeInTheDocument();
    expect(requestsOf(server, 'POST', '/api/portfolios')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Top-Kunden');
    await user.click(within(dialog).getByRole('radio', { name: /^Sofort/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));

    expect(await screen.findByText('Portfolio angelegt')).toBeInTheDocument();
    expect(await card('Top-Kunden')).toHaveTextContent('Benachrichtigung: Sofort');
    expect(sent).toEqual([{ name: 'Top-Kunden', mode: 'sofort' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's German refusal in the form", async () => {
    const { user } = renderList([]);
    await user.click(await screen.findByRole('button', { name: 'Neues Portfolio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neues Portfolio' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'XXX');
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(await within(dialog).findByText('Der Name ist schon vergeben.')).toBeInTheDocument();
  });

  it('switches a portfolio’s mails off (“Keine E-Mails”), as a mail’s unsubscribe link does', async () => {
    const { user, sent } = renderList([portfolio()]);
    await user.click(within(await card('Debitoren Süd')).getByRole('button', { name: 'Bearbeiten: Debitoren Süd' }));
    const dialog = await screen.findByRole('dialog', { name: 'Portfolio bearbeiten' });
    await user.click(within(dialog).getByRole('radio', { name: /^Keine E-Mails/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(sent).toEqual([{ name: 'Debitoren Süd', mode: 'aus' }]));
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Debitoren Süd' })).toHaveTextContent(
        'Benachrichtigung: Keine E-Mails',
      ),
    );
  });

  it('renames a portfolio and changes its mode', async () => {
    const { user, sent } = renderList([portfolio()]);
    await user.click(within(await card('Debitoren Süd')).getByRole('button', { name: 'Bearbeiten: Debitoren Süd' }));
    const dialog = await screen.findByRole('dialog', { name: 'Portfolio bearbeiten' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Debitoren Bayern');
    await user.click(within(dialog).getByRole('radio', { name: /^Sofort/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await card('Debitoren Bayern')).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'Debitoren Bayern', mode: 'sofort' }]);
  });

  it('deletes only after the confirmation', async () => {
    const { user, server } = renderList([portfolio()]);
    await user.click(within(await card('Debitoren Süd')).getByRole('button', { name: 'Löschen: Debitoren Süd' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Portfolio löschen?' });
    expect(dialog).toHaveTextContent('„Debitoren Süd“ mit 12.345 Zeilen');
    expect(requestsOf(server, 'DELETE', '/api/portfolios/p-1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Portfolio gelöscht')).toBeInTheDocument();
    expect(await screen.findByText('Noch keine Portfolios')).toBeInTheDocument();
  });

  it('shows free users the upsell and asks the server nothing', () => {
    const { server } = renderList([], 'free');
    const banner = screen.getByRole('note');
    expect(banner).toHaveTextContent('Portfolios sind Teil von Pro');
    expect(within(banner).getByRole('link', { name: 'Jetzt upgraden' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: 'Neues Portfolio' })).not.toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('sends a user the server refuses (plan changed elsewhere) to /pricing with the Pro toast', async () => {
    renderPortfolioRoute('/portfolios', {
      setup: (server) => server.on('GET', '/api/portfolios', () => problem(403, 'Pro erforderlich')),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Preise' })).toBeInTheDocument();
    expect(screen.getByText('Portfolios sind eine Pro-Funktion. Bitte wechseln Sie zu Pro.')).toBeInTheDocument();
  });
});
