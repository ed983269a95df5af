import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { jsonResponse } from '../../../test/fake-server';
import { problem } from '../../../test/session-fixtures';
import { findCard, inCard, renderNotificationsPage, requestsOf } from '../test/render-notifications-page';
import { subscription } from '../test/subscription-fixtures';

let consoleError: jest.SpiedFunction<typeof console.error>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

async function renderWithEntry() {
  const rendered = renderNotificationsPage({ entries: [subscription()] });
  await findCard('Muster Bau GmbH');
  return rendered;
}

describe('notification entry actions', () => {
  describe('toggle', () => {
    it('switches the entry off with PATCH …/toggle and confirms', async () => {
      const { user, server, db } = await renderWithEntry();
      server.on('PATCH', '/api/subscriptions/:id/toggle', () => {
        db.entries = [subscription({ active: false })];
        return jsonResponse(db.entries[0]);
      });
      await user.click(inCard('Muster Bau GmbH').getByRole('switch', { name: 'Aktiv' }));

      expect(await screen.findByText('Status geändert')).toBeInTheDocument();
      expect(requestsOf(server, 'PATCH', '/api/subscriptions/s-1/toggle')).toHaveLength(1);
      expect(await inCard('Muster Bau GmbH').findByRole('switch', { name: 'Inaktiv' })).not.toBeChecked();
    });

    it('reports a failed toggle and keeps the state', async () => {
      const { user, server } = await renderWithEntry();
      server.on('PATCH', '/api/subscriptions/:id/toggle', () => problem(500, 'Kaputt'));
      await user.click(inCard('Muster Bau GmbH').getByRole('switch', { name: 'Aktiv' }));

      expect(await screen.findByText('Fehler beim Ändern des Status')).toBeInTheDocument();
      expect(inCard('Muster Bau GmbH').getByRole('switch', { name: 'Aktiv' })).toBeChecked();
    });
  });

  describe('delete', () => {
    const openDialog = async (user: Awaited<ReturnType<typeof renderWithEntry>>['user']) => {
      await user.click(inCard('Muster Bau GmbH').getByRole('button', { name: 'Löschen: Muster Bau GmbH' }));
      return screen.findByRole('alertdialog', { name: 'Benachrichtigung löschen?' });
    };

    it('asks first and sends nothing when cancelled', async () => {
      const { user, server } = await renderWithEntry();
      const dialog = await openDialog(user);
      expect(dialog).toHaveTextContent('„Muster Bau GmbH“ wird endgültig gelöscht');
      expect(screen.getByRole('button', { name: 'Abbrechen' })).toHaveFocus();

      await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(requestsOf(server, 'DELETE', '/api/subscriptions/s-1')).toHaveLength(0);
    });

    it('deletes after confirmation, confirms and removes the entry', async () => {
      const { user, server, db } = await renderWithEntry();
      server.on('DELETE', '/api/subscriptions/:id', () => {
        db.entries = [];
        return new Response(null, { status: 204 });
      });
      await openDialog(user);
      await user.click(screen.getByRole('button', { name: 'Löschen' }));

      expect(await screen.findByText('Benachrichtigung gelöscht')).toBeInTheDocument();
      expect(requestsOf(server, 'DELETE', '/api/subscriptions/s-1')).toHaveLength(1);
      expect(await screen.findByText('Noch keine Benachrichtigungen')).toBeInTheDocument();
    });

    it('reports a failed delete and keeps the entry', async () => {
      const { user, server } = await renderWithEntry();
      server.on('DELETE', '/api/subscriptions/:id', () => problem(500, 'Kaputt'));
      await openDialog(user);
      await user.click(screen.getByRole('button', { name: 'Löschen' }));

      expect(await screen.findByText('Fehler beim Löschen der Benachrichtigung')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(inCard('Muster Bau GmbH').getByText('E-Mail an: erika@example.de')).toBeInTheDocument();
    });
  });
});
