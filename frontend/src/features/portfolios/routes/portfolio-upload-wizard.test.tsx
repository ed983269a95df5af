import { jest } from '@jest/globals';
// Node's File: the test environment's fetch takes only Node's own Blobs in a FormData (a browser takes any File).
import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '../../../test/fake-server';
import type { PortfolioList, UploadView } from '../api/portfolio-types';
import { portfolio, upload } from '../test/portfolio-fixtures';
import { uploadPollMs } from '../components/upload/upload-wizard';
import { renderPortfolioRoute } from '../test/render-portfolio';

let consoleError: jest.SpiedFunction<typeof console.error>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const checked: Partial<UploadView> = {
  state: 'bereit',
  validation: {
    valid: 2,
    invalid: 1,
    problems: [{ line: 4, field: 'postalCode', message: 'Die PLZ „8033“ hat nicht fünf Ziffern.' }],
  },
  diff: {
    added: 1,
    changed: 1,
    removed: 1,
    unchanged: 0,
    examples: {
      added: [{ customerNumber: '1002', name: 'Beispiel AG' }],
      changed: [{ customerNumber: '1001', name: 'Muster Bau GmbH', fields: ['postalCode', 'city'] }],
      removed: [{ customerNumber: '0999', name: 'Alt GmbH' }],
    },
  },
};

/** The upload's states as the server walks them: upload → zuordnen → (mapping) bereit → (confirm) übernommen. */
function renderWizard({ confirmRefusal }: { confirmRefusal?: string } = {}) {
  const db = { upload: upload(), mappings: [] as unknown[], confirmed: false };
  const list = (): PortfolioList => ({
    items: [portfolio({ rowCount: 2, lastUpload: null, counts: { treffer: 0, pruefen: 0, keinTreffer: 0 } })],
    limit: { maxRows: 100_000, usedRows: 2 },
  });
  const rendered = renderPortfolioRoute('/portfolios/p-1', {
    setup: (server) =>
      server
        .on('GET', '/api/portfolios', () => jsonResponse(list()))
        .on('POST', '/api/portfolios/p-1/uploads', () => jsonResponse(db.upload, { status: 202 }))
        .on('GET', '/api/portfolios/p-1/uploads/u-1', () => jsonResponse(db.upload))
        .on('PUT', '/api/portfolios/p-1/uploads/u-1/mapping', async (request) => {
          const { mapping } = (await request.json()) as { mapping: UploadView['mapping'] };
          db.mappings.push(mapping);
          db.upload = { ...db.upload, mapping, ...checked };
          return jsonResponse(db.upload, { status: 202 });
        })
        .on('POST', '/api/portfolios/p-1/uploads/u-1/confirm', () => {
          if (confirmRefusal) return jsonResponse({ message: confirmRefusal }, { status: 422 });
          db.confirmed = true;
          db.upload = { ...db.upload, state: 'übernommen' };
          return jsonResponse({ ...db.upload, state: 'wird übernommen' }, { status: 202 });
        }),
  });
  return { ...rendered, db };
}

async function uploadAndMap(user: ReturnType<typeof renderWizard>['user']) {
  const file = new NodeFile(['Debitor;Firma;PLZ;Ort\n1001;Muster Bau GmbH;80331;München\n'], 'debitoren.csv', {
    type: 'text/csv',
  });
  await user.upload(await screen.findByLabelText('Kundenliste (CSV oder Excel)'), file as unknown as File);
  const wizard = await screen.findByRole('region', { name: 'Upload: debitoren.csv' });
  return within(wizard);
}

describe('portfolio upload wizard', () => {
  it('explains the format in one sentence with the columns behind an expander', async () => {
    const { user } = renderWizard();
    expect(await screen.findByText(/eine CSV- oder Excel-Datei \(\.xlsx, bis 50 MB\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Welche Spalten kann die Datei haben?' }));
    for (const column of ['Kundennummer', 'Name', 'Registergericht', 'USt-IdNr.'])
      expect(screen.getByText(column, { selector: 'dt' })).toBeVisible();
  });

  it('asks for the Name column, shows the sample, sends the fixed mapping, shows problems and diff, takes over', async () => {
    const { user, db } = renderWizard();
    const wizard = await uploadAndMap(user);

    // The file's first rows, so the user sees which column is which.
    const sample = wizard.getByRole('table', { name: 'Die ersten Zeilen Ihrer Datei' });
    expect(
      within(sample)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Debitor', 'Firma', 'PLZ', 'Ort']);
    expect(sample).toHaveTextContent('Muster Bau GmbH');

    // The proposal left Name unmapped: refused before anything is sent.
    expect(wizard.getByLabelText(/^Kundennummer/)).toHaveValue('0');
    await user.click(wizard.getByRole('button', { name: 'Zuordnung übernehmen' }));
    expect(wizard.getByText('Bitte ordnen Sie die Spalte „Name“ zu.')).toBeInTheDocument();
    expect(db.mappings).toHaveLength(0);

    await user.selectOptions(wizard.getByLabelText(/^Name/), 'Firma');
    await user.click(wizard.getByRole('button', { name: 'Zuordnung übernehmen' }));
    await waitFor(() => expect(db.mappings).toHaveLength(1));
    expect(db.mappings[0]).toMatchObject({ customerNumber: 0, name: 1, postalCode: 2, city: 3, street: null });

    // Validation problems: line, field, German message.
    const problems = await wizard.findByRole('table', { name: 'Probleme in der Datei' });
    expect(within(problems).getAllByRole('row')[1]).toHaveTextContent('4PLZDie PLZ „8033“ hat nicht fünf Ziffern.');
    expect(wizard.getByText(/2 Zeilen sind in Ordnung, 1 Zeile wird nicht übernommen\./)).toBeInTheDocument();

    // The re-upload diff with examples.
    expect(wizard.getByText('1 neu, 1 geändert, 1 entfernt, 0 unverändert')).toBeInTheDocument();
    expect(wizard.getByRole('list', { name: 'Beispiele: Neu' })).toHaveTextContent('1002 – Beispiel AG');
    expect(wizard.getByRole('list', { name: 'Beispiele: Geändert' })).toHaveTextContent(
      '1001 – Muster Bau GmbH (PLZ, Ort)',
    );
    expect(wizard.getByRole('list', { name: 'Beispiele: Entfernt' })).toHaveTextContent('0999 – Alt GmbH');

    await user.click(wizard.getByRole('button', { name: 'Übernehmen' }));
    expect(
      await screen.findByText('Übernommen: der Abgleich mit den Insolvenzbekanntmachungen läuft.'),
    ).toBeInTheDocument();
    expect(db.confirmed).toBe(true);
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Upload:/ })).not.toBeInTheDocument());
  });

  /** The portfolio with an upload whose wizard is not open (its tab was closed). */
  function renderWithOpenUpload() {
    const db = { open: true, deleted: 0 };
    const list = (): PortfolioList => ({
      items: [
        portfolio({
          openUpload: db.open
            ? { id: 'u-1', fileName: 'debitoren.csv', state: 'zuordnen', createdAt: '2026-12-01T10:00:00.000Z' }
            : null,
        }),
      ],
      limit: { maxRows: 100_000, usedRows: 2 },
    });
    const rendered = renderPortfolioRoute('/portfolios/p-1', {
      setup: (server) =>
        server
          .on('GET', '/api/portfolios', () => jsonResponse(list()))
          .on('GET', '/api/portfolios/p-1/uploads/u-1', () => jsonResponse(upload()))
          .on('DELETE', '/api/portfolios/p-1/uploads/u-1', () => {
            db.open = false;
            db.deleted++;
            return new Response(null, { status: 204 });
          }),
    });
    return { ...rendered, db };
  }

  it('offers the upload left open (its tab closed) to resume', async () => {
    const { user } = renderWithOpenUpload();
    const notice = await screen.findByText(/Upload offen: „debitoren\.csv“ vom 01\.12\.2026/);
    expect(notice).toHaveTextContent('(Spalten zuordnen). Eine neue Datei ersetzt ihn.');
    // The drop zone stays: a new file replaces the open upload.
    expect(screen.getByLabelText('Kundenliste (CSV oder Excel)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Fortsetzen' }));
    const wizard = await screen.findByRole('region', { name: 'Upload: debitoren.csv' });
    expect(within(wizard).getByRole('button', { name: 'Zuordnung übernehmen' })).toBeInTheDocument();
    expect(screen.queryByText(/Upload offen/)).not.toBeInTheDocument();
  });

  it('offers the upload left open to discard, with its file', async () => {
    const { user, db } = renderWithOpenUpload();
    await user.click(await screen.findByRole('button', { name: 'Verwerfen' }));
    expect(await screen.findByText('Upload verworfen')).toBeInTheDocument();
    expect(db.deleted).toBe(1);
    await waitFor(() => expect(screen.queryByText(/Upload offen/)).not.toBeInTheDocument());
  });

  it("shows the plan limit's German refusal and keeps the upload", async () => {
    const refusal = 'Das Portfolio würde 120.000 Zeilen enthalten; Ihr Tarif erlaubt insgesamt 100.000 Zeilen.';
    const { user } = renderWizard({ confirmRefusal: refusal });
    const wizard = await uploadAndMap(user);
    await user.selectOptions(wizard.getByLabelText(/^Name/), 'Firma');
    await user.click(wizard.getByRole('button', { name: 'Zuordnung übernehmen' }));
    await user.click(await wizard.findByRole('button', { name: 'Übernehmen' }));
    expect(await wizard.findByText(refusal)).toBeInTheDocument();
    expect(wizard.getByRole('button', { name: 'Übernehmen' })).toBeEnabled();
  });

  it('shows the German error of a file that cannot be read', async () => {
    renderPortfolioRoute('/portfolios/p-1?upload=u-9', {
      setup: (server) =>
        server
          .on('GET', '/api/portfolios', () =>
            jsonResponse({ items: [portfolio({ lastUpload: null })], limit: { maxRows: 100_000, usedRows: 0 } }),
          )
          .on('GET', '/api/portfolios/p-1/uploads/u-9', () =>
            jsonResponse(
              upload({ id: 'u-9', state: 'fehlgeschlagen', error: 'Die Datei ist keine CSV- oder Excel-Datei.' }),
            ),
          ),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Datei ist keine CSV- oder Excel-Datei.');
    expect(screen.getByRole('button', { name: 'Andere Datei hochladen' })).toBeInTheDocument();
  });
});

describe('uploadPollMs', () => {
  it('asks every half second for a step’s first 10 s, then every 2 s', () => {
    expect([0, 9_999, 10_000, 60_000].map(uploadPollMs)).toEqual([500, 500, 2_000, 2_000]);
  });
});
