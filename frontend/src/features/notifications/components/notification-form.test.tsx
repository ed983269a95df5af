import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '../../../test/fake-server';
import { field } from '../../../test/form-queries';
import { problem } from '../../../test/session-fixtures';
import { findCard, inCard, renderNotificationsPage, requestsOf } from '../test/render-notifications-page';
import { subscription } from '../test/subscription-fixtures';

let consoleError: jest.SpiedFunction<typeof console.error>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const formHeading = (name: string) => screen.queryByRole('heading', { level: 2, name });
const save = () => screen.getByRole('button', { name: 'Speichern' });

async function openCreate(setup: Parameters<typeof renderNotificationsPage>[0] = {}) {
  const rendered = renderNotificationsPage(setup);
  await screen.findByRole('heading', { level: 2, name: /^Ihre Benachrichtigungen \(/ });
  await rendered.user.click(screen.getByRole('button', { name: 'Neue Benachrichtigung' }));
  return rendered;
}

describe('NotificationForm', () => {
  describe('validation', () => {
    it('requires e-mail and company name and sends nothing', async () => {
      const { user, server } = await openCreate();
      await user.clear(field('E-Mail-Adresse'));
      await user.click(save());

      expect(screen.getByText('E-Mail-Adresse ist erforderlich')).toBeInTheDocument();
      expect(screen.getByText('Firmenname ist erforderlich')).toBeInTheDocument();
      expect(field('E-Mail-Adresse')).toHaveFocus();
      expect(requestsOf(server, 'POST', '/api/subscriptions')).toHaveLength(0);
    });

    it('checks the e-mail format', async () => {
      const { user, server } = await openCreate();
      await user.clear(field('E-Mail-Adresse'));
      await user.type(field('E-Mail-Adresse'), 'erika@example');
      await user.type(field('Firmenname'), 'Muster GmbH');
      await user.click(save());

      expect(screen.getByText('Ungültiges E-Mail-Format')).toBeInTheDocument();
      expect(requestsOf(server, 'POST', '/api/subscriptions')).toHaveLength(0);
    });
  });

  describe('creating', () => {
    it('opens with the user address, sends parsed keywords, confirms, closes and shows the new entry', async () => {
      const { user, server, db } = await openCreate();
      server.on('POST', '/api/subscriptions', async (request) => {
        const body = (await request.clone().json()) as { companyName: string; keywords: string[] };
        const created = subscription({ id: 's-new', ...body });
        db.entries.push(created);
        return jsonResponse(created, { status: 201 });
      });
      expect(formHeading('Neue Benachrichtigung')).toBeInTheDocument();
      expect(field('E-Mail-Adresse')).toHaveValue('erika@example.de');
      expect(field('E-Mail-Adresse')).toHaveFocus();

      await user.type(field('Firmenname'), '  Neue Firma GmbH ');
      await user.type(field('Stichwörter (optional)'), ' Berlin, , Eröffnung ,');
      await user.click(save());

      expect(await screen.findByText('Benachrichtigung hinzugefügt')).toBeInTheDocument();
      expect(await requestsOf(server, 'POST', '/api/subscriptions')[0].json()).toEqual({
        email: 'erika@example.de',
        companyName: 'Neue Firma GmbH',
        keywords: ['Berlin', 'Eröffnung'],
        active: true,
        mode: 'täglich',
      });
      expect(formHeading('Neue Benachrichtigung')).not.toBeInTheDocument();
      expect(await findCard('Neue Firma GmbH')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Neue Benachrichtigung' })).toHaveFocus());
    });

    it('offers "Sofort" and "Täglich (Sammel-E-Mail um 07:00)" and sends the chosen mode (issue #30)', async () => {
      const { user, server } = await openCreate();
      server.on('POST', '/api/subscriptions', () => jsonResponse(subscription(), { status: 201 }));
      const form = within(screen.getByRole('form', { name: 'Neue Benachrichtigung' }));
      expect(form.getByRole('radio', { name: 'Täglich (Sammel-E-Mail um 07:00)' })).toBeChecked();
      await user.type(field('Firmenname'), 'Muster GmbH');
      await user.click(form.getByRole('radio', { name: 'Sofort' }));
      await user.click(save());
      await screen.findByText('Benachrichtigung hinzugefügt');
      expect(await requestsOf(server, 'POST', '/api/subscriptions')[0].json()).toMatchObject({ mode: 'sofort' });
    });

    it('sends an empty keyword list when no terms are given (all proceedings)', async () => {
      const { user, server } = await openCreate();
      server.on('POST', '/api/subscriptions', () => jsonResponse(subscription(), { status: 201 }));
      await user.type(field('Firmenname'), 'Muster GmbH');
      await user.click(save());
      await screen.findByText('Benachrichtigung hinzugefügt');
      expect(await requestsOf(server, 'POST', '/api/subscriptions')[0].json()).toMatchObject({ keywords: [] });
    });

    it('shows the save failure and keeps the form with its input', async () => {
      const { user, server } = await openCreate();
      server.on('POST', '/api/subscriptions', () => problem(500, 'Interner Fehler'));
      await user.type(field('Firmenname'), 'Muster GmbH');
      await user.click(save());

      expect(await screen.findByText('Fehler beim Speichern der Benachrichtigung')).toBeInTheDocument();
      expect(formHeading('Neue Benachrichtigung')).toBeInTheDocument();
      expect(field('Firmenname')).toHaveValue('Muster GmbH');
      expect(consoleError).toHaveBeenCalled();
    });

    it('treats a 403 from the server as the free-plan refusal and goes to /pricing', async () => {
      const { user, server } = await openCreate();
      server.on('POST', '/api/subscriptions', () =>
        problem(403, 'Pro-Abonnement erforderlich für E-Mail-Benachrichtigungen'),
      );
      await user.type(field('Firmenname'), 'Muster GmbH');
      await user.click(save());

      expect(await screen.findByText('Pro-Abonnement erforderlich für E-Mail-Benachrichtigungen')).toBeInTheDocument();
      // The router navigates in a transition, which may commit after the toast.
      expect(await screen.findByRole('heading', { level: 1, name: 'Preise' })).toBeInTheDocument();
    });

    it('closes and resets on cancel', async () => {
      const { user, server } = await openCreate();
      await user.clear(field('E-Mail-Adresse'));
      await user.type(field('Firmenname'), 'Halb ausgefüllt');
      await user.click(save());
      expect(screen.getByText('E-Mail-Adresse ist erforderlich')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
      expect(formHeading('Neue Benachrichtigung')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Neue Benachrichtigung' }));
      expect(field('E-Mail-Adresse')).toHaveValue('erika@example.de');
      expect(field('Firmenname')).toHaveValue('');
      expect(screen.queryByText('E-Mail-Adresse ist erforderlich')).not.toBeInTheDocument();
      expect(requestsOf(server, 'POST', '/api/subscriptions')).toHaveLength(0);
    });

    it('mentions notifications that already go to the address (lookup by e-mail)', async () => {
      const { user, server } = renderNotificationsPage();
      server.on('GET', '/api/subscriptions/email/:email', (_request, { url }) =>
        jsonResponse(url.pathname.endsWith('erika%40example.de') ? [subscription(), subscription({ id: 's-2' })] : []),
      );
      await screen.findByText('Noch keine Benachrichtigungen');
      await user.click(screen.getByRole('button', { name: 'Neue Benachrichtigung' }));
      expect(
        await screen.findByText('An diese E-Mail-Adresse gehen bereits 2 Benachrichtigungen.'),
      ).toBeInTheDocument();
    });

    it('treats a failed lookup as no subscription, silently', async () => {
      const { user, server } = renderNotificationsPage();
      server.on('GET', '/api/subscriptions/email/:email', () => problem(404, 'Nicht gefunden'));
      await screen.findByText('Noch keine Benachrichtigungen');
      await user.click(screen.getByRole('button', { name: 'Neue Benachrichtigung' }));
      await waitFor(() =>
        expect(requestsOf(server, 'GET', '/api/subscriptions/email/erika%40example.de')).toHaveLength(1),
      );
      expect(screen.queryByText(/An diese E-Mail-Adresse/)).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  describe('editing', () => {
    const entry = subscription({ active: false, registerNumber: 'HRB 12345' });

    async function openEdit() {
      const rendered = renderNotificationsPage({ entries: [entry] });
      await findCard('Muster Bau GmbH');
      await rendered.user.click(inCard('Muster Bau GmbH').getByRole('button', { name: 'Bearbeiten: Muster Bau GmbH' }));
      return rendered;
    }

    it('pre-fills the form with the entry', async () => {
      await openEdit();
      expect(formHeading('Benachrichtigung bearbeiten')).toBeInTheDocument();
      expect(field('E-Mail-Adresse')).toHaveValue('erika@example.de');
      expect(field('Firmenname')).toHaveValue('Muster Bau GmbH');
      expect(field('Stichwörter (optional)')).toHaveValue('Berlin, Eröffnung');
    });

    it('saves with PUT, keeping state and register number, and confirms', async () => {
      const { user, server, db } = await openEdit();
      server.on('PUT', '/api/subscriptions/:id', async (request) => {
        const updated = { ...entry, ...((await request.clone().json()) as object) };
        db.entries = [updated];
        return jsonResponse(updated);
      });
      await user.clear(field('Stichwörter (optional)'));
      await user.type(field('Stichwörter (optional)'), 'Hamburg');
      await user.click(save());

      expect(await screen.findByText('Benachrichtigung aktualisiert')).toBeInTheDocument();
      const [put] = requestsOf(server, 'PUT', '/api/subscriptions/s-1');
      expect(await put.json()).toEqual({
        email: 'erika@example.de',
        companyName: 'Muster Bau GmbH',
        keywords: ['Hamburg'],
        active: false,
        mode: 'täglich',
        registerNumber: 'HRB 12345',
      });
      expect(formHeading('Benachrichtigung bearbeiten')).not.toBeInTheDocument();
      expect(await screen.findByText('Hamburg')).toBeInTheDocument();
    });

    it('shows the save failure when the update fails', async () => {
      const { user, server } = await openEdit();
      server.on('PUT', '/api/subscriptions/:id', () => problem(409, 'Konflikt'));
      await user.click(save());
      expect(await screen.findByText('Fehler beim Speichern der Benachrichtigung')).toBeInTheDocument();
      expect(formHeading('Benachrichtigung bearbeiten')).toBeInTheDocument();
    });

    it('cancelling an edit and creating afterwards starts empty', async () => {
      const { user } = await openEdit();
      await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
      await user.click(screen.getByRole('button', { name: 'Neue Benachrichtigung' }));
      expect(formHeading('Neue Benachrichtigung')).toBeInTheDocument();
      expect(field('Firmenname')).toHaveValue('');
      expect(field('Stichwörter (optional)')).toHaveValue('');
    });
  });
});
