import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { fileDownload } from '../../../lib/browser/download-file';
import { jsonResponse } from '../../../test/fake-server';
import { TEST_TOKEN } from '../../../test/session-fixtures';
import { emulateViewportWidth } from '../../../test/viewport';
import type { RowsResponse, RowView } from '../api/portfolio-types';
import { caseMatch, portfolio, row } from '../test/portfolio-fixtures';
import { renderPortfolioRoute } from '../test/render-portfolio';

let consoleError: jest.SpiedFunction<typeof console.error>;
let restoreViewport: () => void = () => undefined;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  restoreViewport();
});

const ambiguous = row({
  rowId: 'k:2002',
  customerNumber: '2002',
  name: 'Beispiel Handel',
  legalForm: 'GmbH',
  city: 'München',
  postalCode: '80331',
  register: null,
  state: 'Prüfen',
  rule: null,
  hits: [],
  candidates: [
    caseMatch({ caseId: 7, companyName: 'Beispiel Handel GmbH', ruleLabel: 'Ähnlicher Name', score: 0.91 }),
    caseMatch({
      caseId: 8,
      companyName: 'Beispiel Handels GmbH',
      ruleLabel: 'Ähnlicher Name',
      score: 0.84,
      postalCode: '86150',
      city: 'Augsburg',
      caseNumber: '502 IN 9/26',
    }),
  ],
});

/** Rows by state from a small in-memory store; a decision takes the row out of "Prüfen". */
function renderRows(route = '/portfolios/p-1') {
  const db = { rows: [row(), ambiguous] as RowView[], decisions: [] as unknown[] };
  const rows = (state: string): RowsResponse => {
    const items = db.rows.filter((item) => item.state === state);
    const count = (s: string) => db.rows.filter((item) => item.state === s).length;
    return {
      items,
      total: items.length,
      counts: { treffer: count('Treffer'), pruefen: count('Prüfen'), keinTreffer: 0 },
    };
  };
  const rendered = renderPortfolioRoute(route, {
    setup: (server) =>
      server
        .on('GET', '/api/portfolios', () =>
          jsonResponse({ items: [portfolio()], limit: { maxRows: 100_000, usedRows: 12_345 } }),
        )
        .on('GET', '/api/portfolios/p-1/rows', (_request, { url }) =>
          jsonResponse(rows(url.searchParams.get('state') ?? '')),
        )
        .on('POST', '/api/portfolios/p-1/rows/:rowId/decisions', async (request, { params }) => {
          const decision = (await request.json()) as { caseId: number; verdict: string };
          db.decisions.push({ rowId: params.rowId, ...decision });
          db.rows = db.rows.map((item) =>
            item.rowId === params.rowId
              ? { ...item, state: 'Treffer', hits: [caseMatch({ caseId: decision.caseId })] }
              : item,
          );
          return jsonResponse(db.rows.find((item) => item.rowId === params.rowId));
        })
        .on(
          'GET',
          '/api/portfolios/p-1/export',
          () =>
            new Response(new Blob(['xlsx-bytes']), {
              headers: {
                'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
                'Content-Disposition': 'attachment; filename="debitoren-sued-treffer.xlsx"',
              },
            }),
        ),
  });
  return { ...rendered, db };
}

describe('portfolio rows', () => {
  it('shows hits in a table on a desktop: customer, place, rule and reason, the case with its link', async () => {
    restoreViewport = emulateViewportWidth(1280);
    renderRows();
    const table = await screen.findByRole('table', { name: 'Zeilen des Portfolios' });
    expect(document.title).toBe('Debitoren Süd – Portfolio – Insolvenzmonitor');
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '1001',
      'Muster Bau GmbH',
      '80331 München',
      'Treffer',
      'RegisternummerHRB 12345 beim Amtsgericht München stimmt überein',
      '1502 IN 123/26Amtsgericht MünchenVerfahren eröffnet',
    ]);
    expect(within(table).getByRole('link', { name: '1502 IN 123/26' })).toHaveAttribute('href', '/case/42');
    expect(screen.getByRole('tab', { name: 'Treffer (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Prüfen (1)' })).toBeInTheDocument();
  });

  it('shows cards instead of the table on a phone', async () => {
    restoreViewport = emulateViewportWidth(375);
    renderRows();
    const card = await screen.findByRole('article', { name: 'Muster Bau GmbH' });
    expect(card).toHaveTextContent('Kundennummer 1001 · 80331 München');
    expect(within(card).getByRole('link', { name: '1502 IN 123/26' })).toHaveAttribute('href', '/case/42');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('sends the filters to the server', async () => {
    restoreViewport = emulateViewportWidth(1280);
    const { user, server } = renderRows();
    await screen.findByRole('table', { name: 'Zeilen des Portfolios' });
    await user.selectOptions(screen.getByLabelText('Bundesland'), 'Bayern');
    await user.selectOptions(screen.getByLabelText('Verfahrensart'), 'Regelinsolvenzverfahren');
    await user.type(screen.getByLabelText('Name oder Kundennummer'), '1001');
    await waitFor(() => {
      const last = server.requests.filter((r) => new URL(r.url).pathname === '/api/portfolios/p-1/rows').at(-1)!;
      expect(Object.fromEntries(new URL(last.url).searchParams)).toEqual({
        state: 'Treffer',
        bundesland: 'BY',
        verfahrensart: 'regel',
        q: '1001',
        page: '1',
        pageSize: '50',
      });
    });
  });

  it('folds all filters but the text away on a phone, and keeps them open while one of them filters', async () => {
    restoreViewport = emulateViewportWidth(375);
    const { user, server } = renderRows();
    expect(await screen.findByLabelText('Name oder Kundennummer')).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Weitere Filter' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Bundesland')).not.toBeInTheDocument();

    await user.click(more);
    await user.selectOptions(await screen.findByLabelText('Bundesland'), 'Bayern');
    expect(screen.getByRole('button', { name: 'Weitere Filter (1 aktiv)' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => {
      const last = server.requests.filter((r) => new URL(r.url).pathname === '/api/portfolios/p-1/rows').at(-1)!;
      expect(new URL(last.url).searchParams.get('bundesland')).toBe('BY');
    });
  });

  it('opens the folded filters on a phone when the address already filters by one of them', async () => {
    restoreViewport = emulateViewportWidth(375);
    renderRows('/portfolios/p-1?verfahrensart=regel');
    expect(await screen.findByRole('button', { name: 'Weitere Filter (1 aktiv)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByLabelText('Verfahrensart')).toHaveValue('regel');
  });

  it.each([1280, 375])(
    'puts the row beside each candidate, marks differences, and a decision takes the row out of the queue (%i px)',
    async (width) => {
      restoreViewport = emulateViewportWidth(width);
      const { user, db } = renderRows('/portfolios/p-1?state=Pr%C3%BCfen');
      const item = await screen.findByRole('article', { name: 'Prüfen: Beispiel Handel GmbH' });
      expect(within(item).getByRole('group', { name: 'Ihr Kunde: Beispiel Handel GmbH' })).toHaveTextContent(
        'Kundennummer: 2002',
      );
      const near = within(item).getByRole('group', { name: 'Verfahren: Beispiel Handel GmbH' });
      const far = within(item).getByRole('group', { name: 'Verfahren: Beispiel Handels GmbH' });
      expect(near).toHaveTextContent('Ähnlicher Name, Übereinstimmung 91 %');
      expect(within(near).queryByText('(abweichend)', { exact: false })).not.toBeInTheDocument();
      // Augsburg is not the customer's München: marked, in colour and for screen readers.
      expect(far).toHaveTextContent('Adresse: 86150 Augsburg (abweichend)');
      expect([...far.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
        'Beispiel Handels GmbH',
        '86150 Augsburg',
      ]);

      await user.click(within(near).getByRole('button', { name: 'Ist dieser Kunde' }));
      expect(
        await screen.findByText('Gespeichert: ist dieser Kunde. Der Fall zählt jetzt als Treffer.'),
      ).toBeInTheDocument();
      expect(db.decisions).toEqual([{ rowId: 'k:2002', caseId: 7, verdict: 'confirmed' }]);
      expect(await screen.findByText('Nichts zu prüfen.')).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Treffer (2)' })).toBeInTheDocument();
    },
  );

  it('downloads the hits as Excel from the server with the bearer token', async () => {
    const save = jest.spyOn(fileDownload, 'save').mockImplementation(() => undefined);
    try {
      const { user, server } = renderRows();
      await user.click(await screen.findByRole('button', { name: 'Treffer exportieren' }));
      await user.click(await screen.findByRole('menuitem', { name: /Excel/ }));
      await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
      expect(save.mock.calls[0][1]).toBe('debitoren-sued-treffer.xlsx');
      const request = server.requests.find((r) => new URL(r.url).pathname === '/api/portfolios/p-1/export')!;
      expect(Object.fromEntries(new URL(request.url).searchParams)).toEqual({ format: 'xlsx', state: 'Treffer' });
      expect(request.headers.get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);
      expect(await screen.findByText('Export erstellt')).toBeInTheDocument();
    } finally {
      save.mockRestore();
    }
  });
});

describe('rows after the matching', () => {
  it('reads the rows once more when the matching ends, so the tabs agree with the portfolio', async () => {
    // The portfolio's second read says the matching is done; its results are in the rows from then on.
    const db = { listReads: 0, done: false };
    const matchedRow = row({ rowId: 'k:1001', state: 'Treffer' });
    const rows = (state: string): RowsResponse => {
      const all = [db.done ? matchedRow : { ...matchedRow, state: 'Kein Treffer' as const, hits: [] }];
      const items = all.filter((item) => item.state === state);
      return {
        items,
        total: items.length,
        counts: { treffer: db.done ? 1 : 0, pruefen: 0, keinTreffer: db.done ? 0 : 1 },
      };
    };
    renderPortfolioRoute('/portfolios/p-1', {
      setup: (server) =>
        server
          .on('GET', '/api/portfolios', () => {
            db.listReads++;
            if (db.listReads >= 2) db.done = true;
            const matching = db.done
              ? { state: 'fertig' as const, done: 1, total: 1 }
              : { state: 'läuft' as const, done: 0, total: 1 };
            const counts = { treffer: db.done ? 1 : 0, pruefen: 0, keinTreffer: db.done ? 0 : 1 };
            return jsonResponse({
              items: [portfolio({ rowCount: 1, matching, counts })],
              limit: { maxRows: 100_000, usedRows: 1 },
            });
          })
          .on('GET', '/api/portfolios/p-1/rows', (_request, { url }) =>
            jsonResponse(rows(url.searchParams.get('state') ?? 'Treffer')),
          ),
    });
    const tabs = await screen.findByRole('tablist', { name: 'Status der Zeilen' });
    expect(within(tabs).getByRole('tab', { name: 'Treffer (0)' })).toBeInTheDocument();
    expect(await screen.findByText('Abgleich abgeschlossen')).toBeInTheDocument();
    expect(await within(tabs).findByRole('tab', { name: 'Treffer (1)' })).toBeInTheDocument();
    expect(await screen.findAllByText('1001')).not.toHaveLength(0);
  });
});
