import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { type FakeHandler, installFakeServer, jsonResponse } from '../../../test/fake-server';
import { problem } from '../../../test/session-fixtures';
import { dashboardBody } from '../test/admin-fixtures';
import { renderAsAdmin, requestsOf } from '../test/render-admin';
import { AdminOverview } from './admin-overview';

let consoleError: jest.SpiedFunction<typeof console.error>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

function renderOverview(route: { method: string; path: string; handler: FakeHandler }) {
  const server = installFakeServer().on(route.method, route.path, route.handler);
  return renderAsAdmin(<AdminOverview dashboard={dashboardBody()} />, server);
}

const dialogGone = () => waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

describe('manual cleanup', () => {
  const cleanup = (handler: FakeHandler) => renderOverview({ method: 'POST', path: '/api/admin/cleanup', handler });

  it('asks first, naming how many entries are due, and does nothing when cancelled', async () => {
    const { user, server } = cleanup(() => jsonResponse({ deleted: 12 }));
    await user.click(screen.getByRole('button', { name: 'Bereinigung jetzt ausführen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Bereinigung jetzt ausführen?' });
    expect(dialog).toHaveTextContent('derzeit 12');

    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await dialogGone();
    expect(requestsOf(server, 'POST', '/api/admin/cleanup')).toHaveLength(0);
  });

  it('starts the cleanup in the background after confirmation and says so', async () => {
    const { user, server } = cleanup(() =>
      jsonResponse({ runId: 'run-1', status: 'running', message: 'Bereinigung gestartet' }, { status: 202 }),
    );
    await user.click(screen.getByRole('button', { name: 'Bereinigung jetzt ausführen' }));
    await user.click(await screen.findByRole('button', { name: 'Jetzt bereinigen' }));

    expect(await screen.findByText('Bereinigung gestartet')).toBeInTheDocument();
    expect(screen.queryByText(/Cleanup completed/)).not.toBeInTheDocument();
    expect(requestsOf(server, 'POST', '/api/admin/cleanup')).toHaveLength(1);
    await dialogGone();
  });

  it('shows the server message on 409 while another cleanup runs, as a notice rather than a failure', async () => {
    const { user } = cleanup(() =>
      problem(409, 'Eine Bereinigung läuft bereits. Bitte warten Sie, bis sie abgeschlossen ist.'),
    );
    await user.click(screen.getByRole('button', { name: 'Bereinigung jetzt ausführen' }));
    await user.click(await screen.findByRole('button', { name: 'Jetzt bereinigen' }));
    expect(
      await screen.findByText('Eine Bereinigung läuft bereits. Bitte warten Sie, bis sie abgeschlossen ist.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Cleanup failed/)).not.toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("reports 'Cleanup failed: ' with the server text", async () => {
    const { user } = cleanup(() => problem(500, 'Ereignisspeicher gesperrt'));
    await user.click(screen.getByRole('button', { name: 'Bereinigung jetzt ausführen' }));
    await user.click(await screen.findByRole('button', { name: 'Jetzt bereinigen' }));
    expect(await screen.findByText('Cleanup failed: Ereignisspeicher gesperrt')).toBeInTheDocument();
  });

  it("reports 'Cleanup failed: An error occurred' without a server text", async () => {
    const { user } = cleanup(() => new Response(null, { status: 502 }));
    await user.click(screen.getByRole('button', { name: 'Bereinigung jetzt ausführen' }));
    await user.click(await screen.findByRole('button', { name: 'Jetzt bereinigen' }));
    expect(await screen.findByText('Cleanup failed: An error occurred')).toBeInTheDocument();
  });
});

describe('manual import', () => {
  const trigger = (handler: FakeHandler) => renderOverview({ method: 'POST', path: '/api/admin/import', handler });

  async function confirmImport(user: ReturnType<typeof trigger>['user']) {
    await user.click(screen.getByRole('button', { name: 'Import jetzt starten' }));
    await screen.findByRole('alertdialog', { name: 'Import jetzt starten?' });
    await user.click(screen.getByRole('button', { name: 'Import starten' }));
  }

  it('asks first and sends nothing when cancelled', async () => {
    const { user, server } = trigger(() => jsonResponse({ runId: 'r-1', message: 'Import gestartet.' }));
    await user.click(screen.getByRole('button', { name: 'Import jetzt starten' }));
    await user.click(await screen.findByRole('button', { name: 'Abbrechen' }));
    await dialogGone();
    expect(requestsOf(server, 'POST', '/api/admin/import')).toHaveLength(0);
  });

  it('starts a run after confirmation and shows the server message', async () => {
    const { user, server } = trigger(() =>
      jsonResponse({ runId: 'r-1', message: 'Import gestartet (Manual Session).' }, { status: 202 }),
    );
    await confirmImport(user);
    expect(await screen.findByText('Import gestartet (Manual Session).')).toBeInTheDocument();
    expect(requestsOf(server, 'POST', '/api/admin/import')).toHaveLength(1);
  });

  it('shows the message of the run in progress on 409', async () => {
    const { user } = trigger(() => problem(409, 'Ein Import läuft bereits seit 08:30 Uhr.'));
    await confirmImport(user);
    expect(await screen.findByText('Ein Import läuft bereits seit 08:30 Uhr.')).toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('reports other failures', async () => {
    const { user } = trigger(() => new Response(null, { status: 500 }));
    await confirmImport(user);
    expect(await screen.findByText('Import konnte nicht gestartet werden')).toBeInTheDocument();
  });
});
