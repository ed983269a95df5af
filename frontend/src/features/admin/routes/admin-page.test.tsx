import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { type FakeHandler, installFakeServer, jsonResponse, pendingResponse } from '../../../test/fake-server';
import { problem } from '../../../test/session-fixtures';
import { cleanupRun, dashboardBody, importLog } from '../test/admin-fixtures';
import { renderAsAdmin, requestsOf } from '../test/render-admin';
import AdminPage from './admin-page';

let consoleError: jest.SpiedFunction<typeof console.error>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

function renderAdminPage(dashboard: FakeHandler = () => jsonResponse(dashboardBody())) {
  const server = installFakeServer()
    .on('GET', '/api/admin/dashboard', dashboard)
    .on('GET', '/api/contact/messages', () => jsonResponse({ messages: [], total: 0 }))
    .on('GET', '/api/auth/users', () =>
      jsonResponse({ users: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } }),
    );
  return renderAsAdmin(<AdminPage />, server);
}

const section = (name: string) => screen.getByRole('region', { name });
const findSection = (name: string) => screen.findByRole('region', { name });

describe('AdminPage', () => {
  it('shows a skeleton of 3 cards while the dashboard loads', () => {
    renderAdminPage(() => pendingResponse());
    expect(screen.getByRole('heading', { level: 1, name: 'Administration' })).toBeInTheDocument();
    const skeleton = screen.getByRole('status', { name: 'Dashboard wird geladen' });
    expect(within(skeleton).getAllByTestId('skeleton-card')).toHaveLength(3);
  });

  it.each([401, 403])('redirects to / when the dashboard call answers %i', async (status) => {
    renderAdminPage(() => problem(status, 'Nur für Administratoren'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Administration' })).not.toBeInTheDocument();
  });

  it("shows 'Error: ' with the server text when loading fails otherwise", async () => {
    renderAdminPage(() => problem(500, 'Lesemodell nicht erreichbar'));
    expect(await screen.findByText('Error: Lesemodell nicht erreichbar')).toBeInTheDocument();
  });

  it("falls back to 'Error: An error occurred' without a server text", async () => {
    renderAdminPage(() => new Response('kaputt', { status: 500 }));
    expect(await screen.findByText('Error: An error occurred')).toBeInTheDocument();
  });

  it('shows the stat tiles in German number format', async () => {
    renderAdminPage();
    const tiles = within(await screen.findByRole('list', { name: 'Systemstatistik' }));
    // Without the soft hyphen that lets long labels wrap on phones.
    const values = tiles.getAllByRole('listitem').map((tile) => tile.textContent?.replace(/\u00AD/g, ''));
    expect(values).toEqual([
      'Benutzer gesamt1.234',
      'Neue Registrierungen17',
      'Aktive Benachrichtigungen321',
      'E-Mail-Abonnenten45',
      'Insolvenzfälle gesamt98.765',
      'davon Unternehmen4.321',
    ]);
  });

  it('shows the retention policy labels and pending deletions', async () => {
    renderAdminPage();
    const retention = await findSection('Datenaufbewahrung');
    expect(retention).toHaveTextContent('PrivatpersonenAufbewahrung: 14 TageZur Löschung fällig: 8');
    expect(retention).toHaveTextContent('UnternehmenAufbewahrung: 30 TageZur Löschung fällig: 4');
    expect(within(retention).getByRole('button', { name: 'Bereinigung jetzt ausführen' })).toBeInTheDocument();
  });

  it('shows only the 5 newest import runs and cleanups, newest first', async () => {
    renderAdminPage();
    const imports = await screen.findByRole('table', { name: 'Letzte Importläufe' });
    const importRows = within(imports).getAllByRole('row').slice(1);
    expect(importRows).toHaveLength(5);
    expect(importRows[0]).toHaveTextContent('20.03.2026');
    expect(importRows[0]).toHaveTextContent('Morning Session–101000abgeschlossen');
    expect(importRows[4]).toHaveTextContent('16.03.2026');

    const cleanups = screen.getByRole('table', { name: 'Bereinigungsverlauf' });
    const cleanupRows = within(cleanups).getAllByRole('row').slice(1);
    expect(cleanupRows).toHaveLength(5);
    // Cases by kind, in all, then the unconfirmed accounts and the expired contact messages the run erased.
    expect(within(cleanups).getByRole('columnheader', { name: 'Unbestätigte Konten' })).toBeInTheDocument();
    expect(within(cleanups).getByRole('columnheader', { name: 'Kontaktanfragen' })).toBeInTheDocument();
    expect(cleanupRows[0]).toHaveTextContent('32510geplant');
  });

  it('says how many expired contact messages the last cleanup erased, beside the accounts', async () => {
    renderAdminPage(() =>
      jsonResponse(
        dashboardBody({
          cleanupRun: cleanupRun({
            status: 'completed',
            erased: 0,
            unconfirmedAccountsErased: 1,
            contactMessagesErased: 3,
            finishedAt: '2026-03-21T10:16:00.000Z',
          }),
        }),
      ),
    );
    const outcome = await screen.findByRole('status', { name: 'Letzte Bereinigung' });
    expect(outcome).toHaveTextContent(
      'Letzte Bereinigung abgeschlossen am 21.03.2026, 10:16 Uhr: 0 Einträge gelöscht und 1 unbestätigtes Konto sowie 3 abgelaufene Kontaktanfragen entfernt (gestartet am 21.03.2026, 10:15 Uhr von admin@example.de).',
    );
  });

  it('makes import errors stand out', async () => {
    renderAdminPage(() => jsonResponse(dashboardBody({ importLogs: [importLog(0, { errors: 3, status: 'failed' })] })));
    const imports = await screen.findByRole('table', { name: 'Letzte Importläufe' });
    expect(within(imports).getByText('3')).toHaveStyle({ fontWeight: 700 });
    expect(imports).toHaveTextContent('fehlgeschlagen');
  });

  it('says so when there are no runs or cleanups yet', async () => {
    renderAdminPage(() => jsonResponse(dashboardBody({ importLogs: [], cleanupLogs: [] })));
    expect(await screen.findByText('Noch keine Importläufe.')).toBeInTheDocument();
    expect(screen.getByText('Noch keine Bereinigungen.')).toBeInTheDocument();
  });

  it('also shows the contact messages and the user management', async () => {
    renderAdminPage();
    expect(await findSection('Kontaktanfragen')).toBeInTheDocument();
    expect(section('Benutzerverwaltung')).toBeInTheDocument();
  });

  it('refreshes dashboard and contact messages every 30 seconds', async () => {
    jest.useFakeTimers();
    try {
      const { server } = renderAdminPage();
      await screen.findByRole('list', { name: 'Systemstatistik' });
      expect(requestsOf(server, 'GET', '/api/admin/dashboard')).toHaveLength(1);
      expect(requestsOf(server, 'GET', '/api/contact/messages')).toHaveLength(1);

      await act(async () => {
        await jest.advanceTimersByTimeAsync(30_000);
      });
      await waitFor(() => expect(requestsOf(server, 'GET', '/api/admin/dashboard')).toHaveLength(2));
      expect(requestsOf(server, 'GET', '/api/contact/messages')).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows a running cleanup: erased so far of due, started when and by whom; no second start meanwhile', async () => {
    renderAdminPage(() => jsonResponse(dashboardBody({ cleanupRun: cleanupRun() })));
    const progress = await screen.findByRole('status', { name: 'Laufende Bereinigung' });
    expect(progress).toHaveTextContent('Bereinigung läuft: 5 von 12 Fällen gelöscht');
    expect(progress).toHaveTextContent('gestartet am 21.03.2026, 10:15 Uhr von admin@example.de');
    expect(within(progress).getByRole('progressbar', { name: 'Fortschritt der Bereinigung' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    expect(screen.getByRole('button', { name: 'Bereinigung jetzt ausführen' })).toBeDisabled();
  });

  it('shows the outcome of the last cleanup', async () => {
    renderAdminPage(() =>
      jsonResponse(
        dashboardBody({
          cleanupRun: cleanupRun({
            status: 'failed',
            erased: 7,
            finishedAt: '2026-03-21T10:16:00.000Z',
            error: 'Datenträger voll',
            startedBy: { id: 'system:retention', email: null },
          }),
        }),
      ),
    );
    const outcome = await screen.findByRole('status', { name: 'Letzte Bereinigung' });
    expect(outcome).toHaveTextContent(
      'Letzte Bereinigung fehlgeschlagen am 21.03.2026, 10:16 Uhr nach 7 gelöschten Einträgen: Datenträger voll (gestartet am 21.03.2026, 10:15 Uhr von automatisch).',
    );
    expect(screen.getByRole('button', { name: 'Bereinigung jetzt ausführen' })).toBeEnabled();
  });

  it('says how many unconfirmed accounts the last cleanup removed', async () => {
    renderAdminPage(() =>
      jsonResponse(
        dashboardBody({
          cleanupRun: cleanupRun({
            status: 'completed',
            erased: 12,
            unconfirmedAccountsErased: 2,
            finishedAt: '2026-03-21T10:16:00.000Z',
          }),
        }),
      ),
    );
    const outcome = await screen.findByRole('status', { name: 'Letzte Bereinigung' });
    expect(outcome).toHaveTextContent(
      'Letzte Bereinigung abgeschlossen am 21.03.2026, 10:16 Uhr: 12 Einträge gelöscht und 2 unbestätigte Konten entfernt (gestartet am 21.03.2026, 10:15 Uhr von admin@example.de).',
    );
  });

  it("polls every 2 seconds while a cleanup runs and reports 'Cleanup completed: N entries removed' at its end", async () => {
    jest.useFakeTimers();
    try {
      const answers = [
        cleanupRun({ erased: 5 }),
        cleanupRun({ erased: 10 }),
        cleanupRun({ status: 'completed', erased: 12, finishedAt: '2026-03-21T10:16:00.000Z' }),
      ];
      let call = 0;
      const { server } = renderAdminPage(() =>
        jsonResponse(dashboardBody({ cleanupRun: answers[Math.min(call++, answers.length - 1)] })),
      );
      expect(await screen.findByText(/Bereinigung läuft: 5 von 12/)).toBeInTheDocument();

      await act(async () => {
        await jest.advanceTimersByTimeAsync(2_000);
      });
      expect(await screen.findByText(/Bereinigung läuft: 10 von 12/)).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(2_000);
      });
      expect(await screen.findByText('Cleanup completed: 12 entries removed')).toBeInTheDocument();
      expect(screen.getByRole('status', { name: 'Letzte Bereinigung' })).toHaveTextContent(
        'Letzte Bereinigung abgeschlossen am 21.03.2026, 10:16 Uhr: 12 Einträge gelöscht',
      );

      // Finished: back to the 30-second rhythm.
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10_000);
      });
      expect(requestsOf(server, 'GET', '/api/admin/dashboard')).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not report an outcome it did not see running (an old run on first load)', async () => {
    renderAdminPage(() =>
      jsonResponse(dashboardBody({ cleanupRun: cleanupRun({ status: 'completed', erased: 12, finishedAt: null }) })),
    );
    await screen.findByRole('status', { name: 'Letzte Bereinigung' });
    expect(screen.queryByText(/Cleanup completed/)).not.toBeInTheDocument();
  });
});
