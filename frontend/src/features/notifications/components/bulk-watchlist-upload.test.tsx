import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { installFakeServer, jsonResponse } from '../../../test/fake-server';
import { field } from '../../../test/form-queries';
import { renderWithProviders } from '../../../test/render-with-providers';
import { problem } from '../../../test/session-fixtures';
import type { BulkPreviewRow } from '../api/bulk-watchlist-api';
import { BulkWatchlistUpload } from './bulk-watchlist-upload';

const CSV = 'Firmenname;PLZ;Ort;Registernummer\nMuster GmbH;10115;Berlin;HRB 12345\nBeispiel AG;;;\n;;;\n';

/** A preview row as the server sends it (matching cases listed, errors as a list). */
const row = ({ matches = 2, error = null, ...overrides }: Partial<BulkPreviewRow>) => ({
  line: 2,
  companyName: 'Muster GmbH',
  postalCode: '10115',
  city: 'Berlin',
  registerNumber: 'HRB 12345',
  ...overrides,
  matches: Array.from({ length: matches }, (_, i) => ({ id: i + 1 })),
  errors: error ? [error] : [],
});

const PREVIEW = {
  rows: [
    row({}),
    row({ line: 3, companyName: 'Beispiel AG', postalCode: null, city: null, registerNumber: null, matches: 0 }),
    row({
      line: 4,
      companyName: '',
      postalCode: null,
      city: null,
      registerNumber: null,
      matches: 0,
      error: 'Firmenname ist erforderlich',
    }),
  ],
};

const csvFile = (text = CSV, name = 'kunden.csv') => new File([text], name, { type: 'text/csv' });
const fileInput = () => screen.getByLabelText('CSV-Datei auswählen');
const post = (server: { requests: Request[] }, path: string) =>
  server.requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname === path);

let consoleError: jest.SpiedFunction<typeof console.error>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

function renderUpload(preview: { rows: unknown[] } = PREVIEW) {
  const server = installFakeServer().on('POST', '/api/subscriptions/watchlist/preview', () => jsonResponse(preview));
  return { ...renderWithProviders(<BulkWatchlistUpload defaultEmail="erika@example.de" />), server };
}

describe('BulkWatchlistUpload', () => {
  it('sends the file for a preview and shows every row with matches and errors', async () => {
    const { user, server } = renderUpload();
    await user.upload(fileInput(), csvFile());

    const table = await screen.findByRole('region', { name: 'Vorschau der Beobachtungsliste' });
    const sent = await post(server, '/api/subscriptions/watchlist/preview')[0].formData();
    expect(await (sent.get('file') as File).text()).toBe(CSV);
    expect(screen.getByText('kunden.csv')).toBeInTheDocument();
    expect(
      screen.getByText('3 Zeilen gelesen: 2 gültig, 1 fehlerhaft. 1 Firma passt bereits zu bestehenden Verfahren.'),
    ).toBeInTheDocument();

    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('Muster GmbH10115 BerlinHRB 123452 TrefferOK');
    expect(rows[2]).toHaveTextContent('Beispiel AG–');
    expect(rows[2]).toHaveTextContent('keineOK');
    expect(rows[3]).toHaveTextContent('Firmenname ist erforderlich');
    expect(screen.getByRole('button', { name: '2 Benachrichtigungen anlegen' })).toBeEnabled();
  });

  it('shows a customer list of 1,000 rows 25 at a time, with "anlegen" right below', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) =>
      row({ line: i + 2, companyName: `Kunde ${i + 1} GmbH`, matches: i % 3 === 0 ? 1 : 0 }),
    );
    const { user } = renderUpload({ rows });
    await user.upload(fileInput(), csvFile());
    const table = await screen.findByRole('region', { name: 'Vorschau der Beobachtungsliste' });
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText('Zeilen 1–25 von 1.000')).toBeInTheDocument();
    expect(
      screen.getByText(
        '1.000 Zeilen gelesen: 1.000 gültig, 0 fehlerhaft. 334 Firmen passen bereits zu bestehenden Verfahren.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1.000 Benachrichtigungen anlegen' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Seite 40' }));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Kunde 976 GmbH');
    expect(screen.getByText('Zeilen 976–1.000 von 1.000')).toBeInTheDocument();
  });

  it('creates the watchlist for the chosen address, confirms and clears the preview', async () => {
    const { user, server } = renderUpload();
    server.on('POST', '/api/subscriptions/watchlist', () => jsonResponse({ created: 2, skipped: 1 }, { status: 201 }));
    await user.upload(fileInput(), csvFile());
    await user.clear(field('E-Mail-Adresse für die Benachrichtigungen'));
    await user.type(field('E-Mail-Adresse für die Benachrichtigungen'), 'team@example.de');
    await user.click(await screen.findByRole('button', { name: '2 Benachrichtigungen anlegen' }));

    expect(await screen.findByText('2 Benachrichtigungen angelegt, 1 übersprungen')).toBeInTheDocument();
    const created = await post(server, '/api/subscriptions/watchlist')[0].formData();
    expect(await (created.get('file') as File).text()).toBe(CSV);
    expect(created.get('email')).toBe('team@example.de');
    expect(screen.queryByRole('region', { name: 'Vorschau der Beobachtungsliste' })).not.toBeInTheDocument();
  });

  it('validates the address before creating', async () => {
    const { user, server } = renderUpload();
    await user.upload(fileInput(), csvFile());
    await user.clear(field('E-Mail-Adresse für die Benachrichtigungen'));
    await user.click(await screen.findByRole('button', { name: '2 Benachrichtigungen anlegen' }));
    expect(screen.getByText('E-Mail-Adresse ist erforderlich')).toBeInTheDocument();

    await user.type(field('E-Mail-Adresse für die Benachrichtigungen'), 'team@');
    expect(screen.getByText('Ungültiges E-Mail-Format')).toBeInTheDocument();
    expect(post(server, '/api/subscriptions/watchlist')).toHaveLength(0);
  });

  it('cannot create anything when every row has an error', async () => {
    const { user, server } = renderUpload();
    server.on('POST', '/api/subscriptions/watchlist/preview', () =>
      jsonResponse({ rows: [row({ error: 'Ungültige Registernummer (z. B. HRB 12345)' })] }),
    );
    await user.upload(fileInput(), csvFile());
    expect(await screen.findByRole('button', { name: '0 Benachrichtigungen anlegen' })).toBeDisabled();
  });

  it('shows the server reason when the preview fails', async () => {
    const { user, server } = renderUpload();
    server.on('POST', '/api/subscriptions/watchlist/preview', () =>
      problem(400, 'Die CSV-Datei hat keine Spalte Firmenname'),
    );
    await user.upload(fileInput(), csvFile());
    expect(await screen.findByRole('alert')).toHaveTextContent('Die CSV-Datei hat keine Spalte Firmenname');
  });

  it('refuses an empty file without asking the server', async () => {
    const { user, server } = renderUpload();
    await user.upload(fileInput(), csvFile('  \n'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Datei ist leer.');
    expect(server.requests).toHaveLength(0);
  });

  it('refuses a file over 1 MB without asking the server', async () => {
    const { user, server } = renderUpload();
    await user.upload(fileInput(), csvFile('x'.repeat(1_000_001)));
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Datei ist zu groß (höchstens 1 MB).');
    expect(server.requests).toHaveLength(0);
  });

  it('reports a failed creation and keeps the preview', async () => {
    const { user, server } = renderUpload();
    server.on('POST', '/api/subscriptions/watchlist', () => new Response(null, { status: 500 }));
    await user.upload(fileInput(), csvFile());
    await user.click(await screen.findByRole('button', { name: '2 Benachrichtigungen anlegen' }));
    expect(
      await screen.findByText('Fehler beim Anlegen der Benachrichtigungen aus der Beobachtungsliste'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Vorschau der Beobachtungsliste' })).toBeInTheDocument();
  });

  it('discards the preview on request', async () => {
    const { user } = renderUpload();
    await user.upload(fileInput(), csvFile());
    await user.click(await screen.findByRole('button', { name: 'Verwerfen' }));
    expect(screen.queryByRole('region', { name: 'Vorschau der Beobachtungsliste' })).not.toBeInTheDocument();
  });

  it('says how many notifications the per-user cap still allows (issue #12)', async () => {
    const server = installFakeServer().on('POST', '/api/subscriptions/watchlist/preview', () =>
      jsonResponse({ ...PREVIEW, limit: 1000, remaining: 1 }),
    );
    const { user } = renderWithProviders(<BulkWatchlistUpload defaultEmail="erika@example.de" />);
    await user.upload(fileInput(), csvFile());
    expect(
      await screen.findByText(
        'Sie können noch 1 Benachrichtigung anlegen (Höchstzahl 1.000); Zeilen darüber hinaus werden nicht angelegt.',
      ),
    ).toBeInTheDocument();
    expect(post(server, '/api/subscriptions/watchlist/preview')).toHaveLength(1);
  });
});
