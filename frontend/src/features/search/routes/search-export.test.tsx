import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { fileDownload } from '../../../lib/browser/download-file';
import { freeLimits, insolvencyCase, insolvencyCases } from '../../../lib/insolvency/insolvency-case.test-kit';
import type { Plan } from '../../../lib/session/session-user';
import { type FakeHandler, installFakeServer, jsonResponse } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render-with-providers';
import { authenticatedStore, problem, sessionUser } from '../../../test/session-fixtures';
import { blobBytes, pagedSearch, queryOf, searchBody } from './search-page.test-kit';
import SearchPage from './search-page';

function renderSearch(handler: FakeHandler, { plan = 'pro_yearly' as Plan, route = '/search?q=Bau&page=1' } = {}) {
  const server = installFakeServer()
    .on('GET', '/api/insolvency/search', handler)
    .on('GET', '/api/saved-searches', () => jsonResponse({ items: [], max: 25 }));
  const rendered = renderWithProviders(<SearchPage />, { route, store: authenticatedStore(sessionUser({ plan })) });
  return {
    ...rendered,
    server,
    searches: () => server.requests.filter((r) => new URL(r.url).pathname === '/api/insolvency/search').map(queryOf),
  };
}

let save: jest.SpiedFunction<typeof fileDownload.save>;
let consoleError: jest.SpiedFunction<typeof console.error>;
beforeEach(() => {
  save = jest.spyOn(fileDownload, 'save').mockImplementation(() => undefined);
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  save.mockRestore();
  consoleError.mockRestore();
});

async function exportAs(user: ReturnType<typeof renderSearch>['user'], format: RegExp) {
  await screen.findAllByRole('article');
  await user.click(screen.getByRole('button', { name: 'Exportieren' }));
  await user.click(await screen.findByRole('menuitem', { name: format }));
  await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  const [blob, fileName] = save.mock.calls[0];
  return { blob, fileName, bytes: await blobBytes(blob) };
}

describe('search export', () => {
  it('gives Pro users a CSV of every page of the current search', async () => {
    const { user, searches } = renderSearch(pagedSearch(230));
    const { blob, fileName, bytes } = await exportAs(user, /CSV/);

    expect(searches().slice(1)).toEqual([
      { q: 'Bau', page: '1', limit: '100' },
      { q: 'Bau', page: '2', limit: '100' },
      { q: 'Bau', page: '3', limit: '100' },
    ]);
    expect(fileName).toMatch(/^insolvenzen-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    expect(lines[0].startsWith('ID;Firma;Aktenzeichen;')).toBe(true);
    expect(lines).toHaveLength(1 + 230 + 1);
    expect(await screen.findByText('Export erstellt: 230 Ergebnisse')).toBeInTheDocument();
  });

  it('exports with the filters of the search: debtor kind, postal code, city and register number', async () => {
    const { user, searches } = renderSearch(pagedSearch(120), {
      route: '/search?debtorKind=company&postalCode=80&registerNumber=HRB%201&page=1',
    });
    await exportAs(user, /CSV/);
    const filters = { debtorKind: 'company', postalCode: '80', registerNumber: 'HRB 1' };
    expect(searches().slice(1)).toEqual([
      { ...filters, page: '1', limit: '100' },
      { ...filters, page: '2', limit: '100' },
    ]);
  });

  it('exports in the order chosen under "Sortierung" (issue #29)', async () => {
    const { user, searches } = renderSearch(pagedSearch(120), { route: '/search?q=IN%20123%2F26&sort=newest&page=1' });
    await exportAs(user, /CSV/);
    expect(searches().slice(1)).toEqual([
      { q: 'IN 123/26', sort: 'newest', page: '1', limit: '100' },
      { q: 'IN 123/26', sort: 'newest', page: '2', limit: '100' },
    ]);
  });

  it('escapes separators, quotes and line breaks in the CSV', async () => {
    const tricky = insolvencyCase({ companyName: 'Müller; Söhne "Bau" GmbH', description: 'Zeile 1\nZeile 2' });
    const { user } = renderSearch(() => jsonResponse(searchBody([tricky])));
    const { bytes } = await exportAs(user, /CSV/);
    const row = new TextDecoder().decode(bytes).split('\r\n').slice(1).join('\r\n');
    expect(row).toContain(';"Müller; Söhne ""Bau"" GmbH";');
    expect(row).toContain(';"Zeile 1\nZeile 2"');
  });

  it('gives Pro users an Excel workbook', async () => {
    const { user } = renderSearch(pagedSearch(3));
    const { blob, fileName, bytes } = await exportAs(user, /Excel/);
    expect(fileName).toMatch(/\.xlsx$/);
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
    const names = workbook.worksheets[0].getColumn(2).values.slice(1);
    expect(names).toEqual(['Firma', 'Firma 1 GmbH', 'Firma 2 GmbH', 'Firma 3 GmbH']);
  });

  it('says so when the export fails', async () => {
    const { user } = renderSearch((request, context) =>
      queryOf(request).limit === '100' ? problem(500, 'kaputt') : pagedSearch(3)(request, context),
    );
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Exportieren' }));
    await user.click(await screen.findByRole('menuitem', { name: /CSV/ }));
    expect(await screen.findByText('Export fehlgeschlagen. Bitte versuchen Sie es erneut.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('shows free users the upgrade hint instead of exporting', async () => {
    const { user, searches } = renderSearch(
      () => jsonResponse(searchBody(insolvencyCases(5), { total: 5, subscription: freeLimits(40) })),
      { plan: 'free' },
    );
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Exportieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export ist eine Pro-Funktion' });
    expect(dialog).toHaveTextContent('CSV- oder Excel-Datei');
    expect(screen.getAllByRole('link', { name: 'Jetzt upgraden' }).at(-1)).toHaveAttribute('href', '/pricing');
    expect(searches()).toHaveLength(1);
    expect(save).not.toHaveBeenCalled();
  });
});
