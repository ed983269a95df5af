import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { fileDownload } from '../../../lib/browser/download-file';
import type { Plan } from '../../../lib/session/session-user';
import { installFakeServer, jsonResponse, pendingResponse } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { authenticatedStore, problem, sessionUser } from '../../../test/session-fixtures';
import type { HistoryStats } from '../api/history-types';
import HistoricalStatsPage from './historical-stats-page';

const stats = (overrides: Partial<HistoryStats> = {}): HistoryStats => ({
  from: '2026-01-01',
  to: '2026-03-31',
  groupBy: 'state',
  interval: 'month',
  total: 9,
  periods: [
    { key: '2026-01', label: 'Januar 2026', from: '2026-01-01', to: '2026-01-31', total: 5 },
    { key: '2026-02', label: 'Februar 2026', from: '2026-02-01', to: '2026-02-28', total: 0 },
    { key: '2026-03', label: 'März 2026', from: '2026-03-01', to: '2026-03-31', total: 4 },
  ],
  groups: [
    { key: 'NW', label: 'Nordrhein-Westfalen', total: 6 },
    { key: 'BY', label: 'Bayern', total: 3 },
  ],
  counts: [
    { period: '2026-01', group: 'NW', count: 4 },
    { period: '2026-01', group: 'BY', count: 1 },
    { period: '2026-03', group: 'NW', count: 2 },
    { period: '2026-03', group: 'BY', count: 2 },
  ],
  restriction: null,
  ...overrides,
});

function renderPage(plan: Plan, body: () => Response | Promise<Response> = () => jsonResponse(stats())) {
  const server = installFakeServer()
    .on('GET', '/api/insolvency/history', body)
    .on(
      'GET',
      '/api/insolvency/history.csv',
      () => new Response('\uFEFFZeitraum;Von;Bis;Bundesland;Neue Verfahren\r\n'),
    );
  const rendered = renderWithProviders(<HistoricalStatsPage />, { store: authenticatedStore(sessionUser({ plan })) });
  const historyCalls = () =>
    server.requests.map((request) => new URL(request.url)).filter((url) => url.pathname === '/api/insolvency/history');
  return { ...rendered, server, historyCalls };
}

let consoleError: jest.SpiedFunction<typeof console.error>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('HistoricalStatsPage', () => {
  it('shows Pro users a year by month and Land as a chart with a summary and legend', async () => {
    const { historyCalls } = renderPage('pro_monthly');
    expect(screen.getByRole('heading', { level: 1, name: 'Historische Daten' })).toBeInTheDocument();
    const chart = await screen.findByRole('img', {
      name: /insgesamt 9 neue Verfahren, die meisten \(5\) in Januar 2026/,
    });
    expect(chart).toHaveAccessibleName(expect.stringContaining('Nordrhein-Westfalen 6, Bayern 3'));
    const legend = screen.getByRole('list', { name: 'Legende' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Nordrhein-Westfalen: 6', 'Bayern: 3']);
    expect(screen.queryByText(/Kostenloser Account/)).not.toBeInTheDocument();
    const params = historyCalls()[0]!.searchParams;
    expect(params.get('interval')).toBe('month');
    expect(params.get('groupBy')).toBe('state');
    expect(params.get('from')! < params.get('to')!).toBe(true);
  });

  it('switches to a table with one row per period and the sum', async () => {
    const { user } = renderPage('pro_yearly');
    await screen.findByRole('img');
    await user.click(screen.getByRole('button', { name: 'Tabelle' }));
    const table = screen.getByRole('table');
    // Header cells (column and row headers) and data cells in document order.
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Zeitraum', 'Nordrhein-Westfalen', 'Bayern', 'Summe'],
      ['Januar 2026', '4', '1', '5'],
      ['Februar 2026', '0', '0', '0'],
      ['März 2026', '2', '2', '4'],
    ]);
  });

  it('asks again when dimension or interval change, and checks the range', async () => {
    const { user, historyCalls } = renderPage('pro_monthly');
    await screen.findByRole('img');
    await user.click(screen.getByRole('combobox', { name: 'Aufteilung nach' }));
    await user.click(screen.getByRole('option', { name: 'Rechtsform' }));
    await user.click(screen.getByRole('button', { name: 'Jahr' }));
    await waitFor(() =>
      expect(historyCalls().at(-1)!.searchParams.toString()).toMatch(
        /groupBy=legalForm.*interval=year|interval=year.*groupBy=legalForm/,
      ),
    );
    // A German date field: typed day, month, year (TT.MM.JJJJ), whatever the browser's language.
    const from = await screen.findByRole('group', { name: 'Von' });
    await user.click(within(from).getByRole('spinbutton', { name: 'Tag' }));
    await user.keyboard('01012030');
    expect(screen.getByText('Das Von-Datum darf nicht nach dem Bis-Datum liegen.')).toBeInTheDocument();
    expect(screen.getByText('Bitte wählen Sie einen gültigen Zeitraum.')).toBeInTheDocument();
  });

  it('never shows the previous breakdown under the new one while it loads', async () => {
    // The first answer arrives; the one for the new breakdown is still on its way (a slow read store).
    let answered = 0;
    const { user } = renderPage('pro_monthly', () => (answered++ === 0 ? jsonResponse(stats()) : pendingResponse()));
    await screen.findByRole('img', { name: /Neue Verfahren nach Bundesland/ });
    await user.click(screen.getByRole('combobox', { name: 'Aufteilung nach' }));
    await user.click(screen.getByRole('option', { name: 'Schuldnerart' }));
    expect(await screen.findByRole('status', { name: 'Statistik wird geladen' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText('Nordrhein-Westfalen', { exact: false })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV herunterladen' })).toBeDisabled();
  });

  it('tells Free users they see 30 days and offers the upgrade', async () => {
    renderPage('free', () =>
      jsonResponse(stats({ restriction: { days: 30, earliestDate: '2026-10-23', applied: true } })),
    );
    const hint = await screen.findByText(/Kostenloser Account: Sie sehen die letzten 30 Tage \(ab 23\.10\.2026\)/);
    expect(hint).toHaveTextContent('Der gewählte Zeitraum wurde gekürzt. Mit Pro sehen Sie alle Monate und Jahre.');
    expect(screen.getByRole('link', { name: 'Jetzt upgraden' })).toHaveAttribute('href', '/pricing');
  });

  it('downloads the server’s CSV of the shown range', async () => {
    const save = jest.spyOn(fileDownload, 'save').mockImplementation(() => undefined);
    const { user } = renderPage('pro_monthly');
    await screen.findByRole('img');
    await user.click(screen.getByRole('button', { name: 'CSV herunterladen' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const [blob, name] = save.mock.calls[0]!;
    expect(name).toBe('historische-daten-2026-01-01-bis-2026-03-31.csv');
    const bytes = new Uint8Array(await (blob as Blob).arrayBuffer());
    // The BOM stays (Excel reads the umlauts by it), and the store never held the Blob (an RTK console error).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('Zeitraum;Von;Bis;Bundesland;Neue Verfahren');
    expect(consoleError).not.toHaveBeenCalled();
    expect(await screen.findByText('CSV-Datei erstellt')).toBeInTheDocument();
    save.mockRestore();
  });

  it('shows the server’s message when the statistics cannot be loaded', async () => {
    renderPage('pro_monthly', () => problem(400, 'Ungültiges Zeitraster (erlaubt: week, month, year)'));
    expect(await screen.findByText('Ungültiges Zeitraster (erlaubt: week, month, year)')).toBeInTheDocument();
  });
});
