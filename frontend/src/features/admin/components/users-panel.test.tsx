import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { installFakeServer, jsonResponse, pendingResponse } from '../../../test/fake-server';
import { problem } from '../../../test/session-fixtures';
import type { AdminUser } from '../api/admin-users-api';
import { listedUser } from '../test/admin-fixtures';
import { renderAsAdmin, requestsOf } from '../test/render-admin';
import { UsersPanel } from './users-panel';

let consoleError: jest.SpiedFunction<typeof console.error>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

/** A users backend holding `users`; it answers every query with them and `total` for the pages. */
function renderUsers(users: AdminUser[], total = users.length) {
  const db = { users: [...users] };
  const server = installFakeServer().on('GET', '/api/auth/users', ({ url }) => {
    const page = Number(new URL(url).searchParams.get('page'));
    return jsonResponse({ users: db.users, pagination: { page, limit: 20, total, totalPages: Math.ceil(total / 20) } });
  });
  return { ...renderAsAdmin(<UsersPanel />, server), db };
}

const lastQuery = (server: Parameters<typeof requestsOf>[0]) => {
  const requests = requestsOf(server, 'GET', '/api/auth/users');
  return Object.fromEntries(new URL(requests[requests.length - 1].url).searchParams);
};
const row = (email: string) => screen.getByRole('cell', { name: email }).closest('tr') as HTMLElement;

describe('UsersPanel', () => {
  it('shows a skeleton of 3 cards while loading', () => {
    installFakeServer().on('GET', '/api/auth/users', () => pendingResponse());
    renderAsAdmin(<UsersPanel />);
    const skeleton = screen.getByRole('status', { name: 'Benutzer werden geladen' });
    expect(within(skeleton).getAllByTestId('skeleton-card')).toHaveLength(3);
  });

  it("shows 'Error: ' and the server text when loading fails", async () => {
    const server = installFakeServer().on('GET', '/api/auth/users', () => problem(400, 'Ungültiger Tarif'));
    renderAsAdmin(<UsersPanel />, server);
    expect(await screen.findByText('Error: Ungültiger Tarif')).toBeInTheDocument();
  });

  it('lists users with name, plan, status, dates and page info', async () => {
    const { server } = renderUsers(
      [
        listedUser(1, { plan: 'pro_yearly', lastLoginAt: '2026-03-01T12:00:00Z' }),
        listedUser(2, { isActive: false, role: 'admin' }),
        listedUser(3, { unconfirmedAccountDeletionAt: '2026-01-22T12:00:00.000Z' }),
      ],
      45,
    );
    const table = await screen.findByRole('table', { name: 'Benutzer' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(row('user1@example.de')).toHaveTextContent(
      'Max Muster 1user1@example.deBenutzerPro jährlichAktiv15.01.2026',
    );
    expect(row('user1@example.de')).toHaveTextContent('01.03.2026');
    expect(row('user2@example.de')).toHaveTextContent('AdministratorFreeInaktiv15.01.2026nie');
    // An unconfirmed self-registration says when it is deleted.
    expect(row('user3@example.de')).toHaveTextContent('Aktivunbestätigt, Löschung am 22.01.2026');
    expect(screen.getByText('Seite 1 von 3 (45 Benutzer gesamt)')).toBeInTheDocument();
    expect(lastQuery(server)).toEqual({ page: '1', limit: '20' });
  });

  it('says so when no user matches', async () => {
    renderUsers([]);
    expect(await screen.findByText('Keine Benutzer gefunden.')).toBeInTheDocument();
  });

  it('searches on submit and filters by plan and status, back on page 1', async () => {
    const { user, server } = renderUsers([listedUser(1)], 45);
    await screen.findByRole('table', { name: 'Benutzer' });
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(lastQuery(server)).toMatchObject({ page: '2' }));

    await user.type(screen.getByRole('searchbox', { name: 'Suche (Name oder E-Mail)' }), ' muster {Enter}');
    await waitFor(() => expect(lastQuery(server)).toEqual({ page: '1', limit: '20', search: 'muster' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tarif' }), 'pro_monthly');
    await waitFor(() => expect(lastQuery(server)).toMatchObject({ plan: 'pro_monthly', search: 'muster' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'inactive');
    await waitFor(() =>
      expect(lastQuery(server)).toEqual({
        page: '1',
        limit: '20',
        search: 'muster',
        plan: 'pro_monthly',
        status: 'inactive',
      }),
    );
  });

  it('pages forward and back', async () => {
    const { user, server } = renderUsers([listedUser(1)], 45);
    await screen.findByRole('table', { name: 'Benutzer' });
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.click(await screen.findByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Seite 3 von 3 (45 Benutzer gesamt)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(await screen.findByText('Seite 2 von 3 (45 Benutzer gesamt)')).toBeInTheDocument();
    expect(requestsOf(server, 'GET', '/api/auth/users').map((r) => new URL(r.url).searchParams.get('page'))).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('deactivates a user after confirmation and shows the server message', async () => {
    const { user, server, db } = renderUsers([listedUser(1)]);
    server.on('PUT', '/api/auth/users/:id/status', () => {
      db.users = [listedUser(1, { isActive: false })];
      return jsonResponse({ user: db.users[0], message: 'Benutzer deaktiviert' });
    });
    await screen.findByRole('table', { name: 'Benutzer' });
    await user.click(screen.getByRole('button', { name: 'Deaktivieren: user1@example.de' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Benutzer deaktivieren?' });
    expect(dialog).toHaveTextContent('user1@example.de wird sofort abgemeldet');
    await user.click(within(dialog).getByRole('button', { name: 'Deaktivieren' }));

    expect(await screen.findByText('Benutzer deaktiviert')).toBeInTheDocument();
    const [put] = requestsOf(server, 'PUT', `/api/auth/users/${listedUser(1).id}/status`);
    expect(await put.json()).toEqual({ isActive: false });
    expect(await screen.findByRole('button', { name: 'Aktivieren: user1@example.de' })).toBeInTheDocument();
  });

  it('does not deactivate when the confirmation is cancelled', async () => {
    const { user, server } = renderUsers([listedUser(1)]);
    await screen.findByRole('table', { name: 'Benutzer' });
    await user.click(screen.getByRole('button', { name: 'Deaktivieren: user1@example.de' }));
    await user.click(await screen.findByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requestsOf(server, 'PUT', `/api/auth/users/${listedUser(1).id}/status`)).toHaveLength(0);
  });

  it('activates an inactive user at once', async () => {
    const { user, server } = renderUsers([listedUser(2, { isActive: false })]);
    server.on('PUT', '/api/auth/users/:id/status', () =>
      jsonResponse({ user: listedUser(2), message: 'Benutzer aktiviert' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Aktivieren: user2@example.de' }));
    expect(await screen.findByText('Benutzer aktiviert')).toBeInTheDocument();
    expect(await requestsOf(server, 'PUT', `/api/auth/users/${listedUser(2).id}/status`)[0].json()).toEqual({
      isActive: true,
    });
  });

  it('shows the server refusal (409)', async () => {
    const { user, server } = renderUsers([listedUser(1)]);
    server.on('PUT', '/api/auth/users/:id/status', () =>
      problem(409, 'Sie können Ihr eigenes Konto nicht deaktivieren.'),
    );
    await user.click(await screen.findByRole('button', { name: 'Deaktivieren: user1@example.de' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deaktivieren' }));
    expect(await screen.findByText('Sie können Ihr eigenes Konto nicht deaktivieren.')).toBeInTheDocument();
  });

  it("does not offer deactivating the admin's own account", async () => {
    renderUsers([listedUser(1, { id: 'admin-1', email: 'admin@example.de', role: 'admin' })]);
    expect(await screen.findByRole('button', { name: 'Deaktivieren: admin@example.de' })).toBeDisabled();
  });
});
