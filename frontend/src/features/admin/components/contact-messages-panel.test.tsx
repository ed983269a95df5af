import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { installFakeServer, jsonResponse, pendingResponse } from '../../../test/fake-server';
import { field } from '../../../test/form-queries';
import { problem } from '../../../test/session-fixtures';
import type { ContactMessage } from '../api/contact-messages-api';
import { contactMessage } from '../test/admin-fixtures';
import { renderAsAdmin, requestsOf } from '../test/render-admin';
import { ContactMessagesPanel } from './contact-messages-panel';

let consoleError: jest.SpiedFunction<typeof console.error>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

/** An inbox backend: GET answers with the current messages, so refetches show the change. */
function renderInbox(messages: ContactMessage[], total = messages.length) {
  const inbox = { messages: [...messages], total };
  const server = installFakeServer().on('GET', '/api/contact/messages', () => jsonResponse(inbox));
  return { ...renderAsAdmin(<ContactMessagesPanel />, server), inbox };
}

const message = (subject: string) => screen.getByRole('article', { name: subject });
const inMessage = (subject: string) => within(message(subject));

describe('ContactMessagesPanel', () => {
  it('shows a skeleton of 3 cards while loading', () => {
    installFakeServer().on('GET', '/api/contact/messages', () => pendingResponse());
    renderAsAdmin(<ContactMessagesPanel />);
    const skeleton = screen.getByRole('status', { name: 'Kontaktanfragen werden geladen' });
    expect(within(skeleton).getAllByTestId('skeleton-card')).toHaveLength(3);
  });

  it("shows 'Error: ' and the server text when loading fails", async () => {
    const server = installFakeServer().on('GET', '/api/contact/messages', () => problem(500, 'Posteingang gesperrt'));
    renderAsAdmin(<ContactMessagesPanel />, server);
    expect(await screen.findByText('Error: Posteingang gesperrt')).toBeInTheDocument();
  });

  it('says so when there are no messages', async () => {
    renderInbox([]);
    expect(await screen.findByText('Keine Kontaktanfragen vorhanden.')).toBeInTheDocument();
  });

  it("asks for the newest 10, shows them with 'Showing 10 of N'", async () => {
    const { server } = renderInbox(
      Array.from({ length: 10 }, (_, i) => contactMessage(i)),
      23,
    );
    expect(await screen.findByText('Showing 10 of 23')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    const [request] = requestsOf(server, 'GET', '/api/contact/messages');
    expect(Object.fromEntries(new URL(request.url).searchParams)).toEqual({ limit: '10', offset: '0' });
  });

  it('shows sender, date, inquiry type and status of a message', async () => {
    renderInbox([
      contactMessage(1, {
        status: 'replied',
        inquiryType: 'billing',
        created_at: '2026-03-10T12:00:00Z',
        createdAt: undefined,
      }),
    ]);
    await screen.findByRole('article', { name: 'Anfrage 1' });
    expect(message('Anfrage 1')).toHaveTextContent('Absender 1 <absender1@example.de> · 10.03.2026');
    expect(message('Anfrage 1')).toHaveTextContent('Abrechnung');
    expect(inMessage('Anfrage 1').getByText('Beantwortet')).toBeInTheDocument();
  });

  it('expands a message to its full text and collapses it to two lines again', async () => {
    const { user } = renderInbox([contactMessage(1)]);
    await screen.findByRole('article', { name: 'Anfrage 1' });
    const toggle = inMessage('Anfrage 1').getByRole('button', { name: 'Vollständig anzeigen' });
    const body = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(body).toHaveTextContent('Nachricht 1: Erste Zeile. Zweite Zeile.');
    expect(body).not.toHaveTextContent('Dritte Zeile mit Details.');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(body).toHaveAttribute('data-expanded', 'false');
    expect(body).toHaveStyle({ overflow: 'hidden' });

    await user.click(toggle);
    expect(inMessage('Anfrage 1').getByRole('button', { name: 'Weniger anzeigen' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(body).toHaveAttribute('data-expanded', 'true');
    expect(body).toHaveTextContent('Dritte Zeile mit Details.');
    expect(body).not.toHaveStyle({ overflow: 'hidden' });

    await user.click(inMessage('Anfrage 1').getByRole('button', { name: 'Weniger anzeigen' }));
    expect(body).toHaveAttribute('data-expanded', 'false');
  });

  it('previews the first two lines with text and offers no expansion when nothing is left out', async () => {
    renderInbox([contactMessage(1, { message: 'Guten Tag,\n\nbitte rufen Sie mich zurück.\n' })]);
    await screen.findByRole('article', { name: 'Anfrage 1' });
    expect(message('Anfrage 1')).toHaveTextContent('Guten Tag, bitte rufen Sie mich zurück.');
    expect(inMessage('Anfrage 1').queryByRole('button', { name: 'Vollständig anzeigen' })).not.toBeInTheDocument();
  });

  describe('status actions', () => {
    it('offers mark-as-read only for unread and mark-as-replied only until replied', async () => {
      renderInbox([
        contactMessage(1, { status: 'unread' }),
        contactMessage(2, { status: 'read' }),
        contactMessage(3, { status: 'replied' }),
      ]);
      await screen.findByRole('article', { name: 'Anfrage 1' });
      const buttons = (subject: string) =>
        inMessage(subject)
          .getAllByRole('button')
          .map((b) => b.textContent);
      expect(buttons('Anfrage 1')).toEqual([
        'Vollständig anzeigen',
        'Als gelesen markieren',
        'Als beantwortet markieren',
        'Antworten',
        'Löschen',
      ]);
      expect(buttons('Anfrage 2')).toEqual([
        'Vollständig anzeigen',
        'Als beantwortet markieren',
        'Antworten',
        'Löschen',
      ]);
      expect(buttons('Anfrage 3')).toEqual(['Vollständig anzeigen', 'Antworten', 'Löschen']);
    });

    it("marks as read: 'Message marked as read', and the list shows the new status", async () => {
      const { user, server, inbox } = renderInbox([contactMessage(1)]);
      server.on('PATCH', '/api/contact/messages/:id/read', () => {
        inbox.messages = [contactMessage(1, { status: 'read' })];
        return jsonResponse({ message: 'Nachricht als gelesen markiert.' });
      });
      await screen.findByRole('article', { name: 'Anfrage 1' });
      await user.click(inMessage('Anfrage 1').getByRole('button', { name: 'Als gelesen markieren' }));

      expect(await screen.findByText('Message marked as read')).toBeInTheDocument();
      expect(requestsOf(server, 'PATCH', '/api/contact/messages/m-1/read')).toHaveLength(1);
      expect(await inMessage('Anfrage 1').findByText('Gelesen')).toBeInTheDocument();
    });

    it("reports 'Failed to mark message as read'", async () => {
      const { user, server } = renderInbox([contactMessage(1)]);
      server.on('PATCH', '/api/contact/messages/:id/read', () => problem(409, 'Die Nachricht wurde bereits gelesen.'));
      await screen.findByRole('article', { name: 'Anfrage 1' });
      await user.click(inMessage('Anfrage 1').getByRole('button', { name: 'Als gelesen markieren' }));
      expect(await screen.findByText('Failed to mark message as read')).toBeInTheDocument();
    });

    it("marks as replied: 'Message marked as replied'", async () => {
      const { user, server, inbox } = renderInbox([contactMessage(1, { status: 'read' })]);
      server.on('PATCH', '/api/contact/messages/:id/replied', () => {
        inbox.messages = [contactMessage(1, { status: 'replied' })];
        return jsonResponse({});
      });
      await screen.findByRole('article', { name: 'Anfrage 1' });
      await user.click(inMessage('Anfrage 1').getByRole('button', { name: 'Als beantwortet markieren' }));

      expect(await screen.findByText('Message marked as replied')).toBeInTheDocument();
      expect(requestsOf(server, 'PATCH', '/api/contact/messages/m-1/replied')).toHaveLength(1);
      expect(await inMessage('Anfrage 1').findByText('Beantwortet')).toBeInTheDocument();
    });

    it("reports 'Failed to mark message as replied'", async () => {
      const { user, server } = renderInbox([contactMessage(1)]);
      server.on('PATCH', '/api/contact/messages/:id/replied', () => new Response(null, { status: 500 }));
      await screen.findByRole('article', { name: 'Anfrage 1' });
      await user.click(inMessage('Anfrage 1').getByRole('button', { name: 'Als beantwortet markieren' }));
      expect(await screen.findByText('Failed to mark message as replied')).toBeInTheDocument();
    });
  });

  describe('reply by e-mail', () => {
    async function openReply() {
      const rendered = renderInbox([contactMessage(1)]);
      await screen.findByRole('article', { name: 'Anfrage 1' });
      await rendered.user.click(inMessage('Anfrage 1').getByRole('button', { name: 'Antworten' }));
      const dialog = await screen.findByRole('dialog', { name: 'Antwort an Absender 1' });
      return { ...rendered, dialog };
    }

    it('shows recipient and subject and requires a text', async () => {
      const { user, server, dialog } = await openReply();
      expect(dialog).toHaveTextContent('An: absender1@example.de');
      expect(dialog).toHaveTextContent('Betreff: Re: Anfrage 1');
      expect(field('Antwort')).toHaveFocus();

      await user.click(within(dialog).getByRole('button', { name: 'Antwort senden' }));
      expect(within(dialog).getByText('Antwort ist erforderlich')).toBeInTheDocument();
      expect(requestsOf(server, 'POST', '/api/contact/messages/m-1/reply')).toHaveLength(0);
    });

    it('sends the answer, confirms, closes and shows the message as replied', async () => {
      const { user, server, inbox, dialog } = await openReply();
      server.on('POST', '/api/contact/messages/:id/reply', () => {
        inbox.messages = [contactMessage(1, { status: 'replied' })];
        return jsonResponse({ message: 'Antwort versendet.' });
      });
      await user.type(field('Antwort'), '  Vielen Dank, der Export ist freigeschaltet.  ');
      await user.click(within(dialog).getByRole('button', { name: 'Antwort senden' }));

      expect(await screen.findByText('Antwort an absender1@example.de versendet')).toBeInTheDocument();
      const [post] = requestsOf(server, 'POST', '/api/contact/messages/m-1/reply');
      expect(await post.json()).toEqual({ message: 'Vielen Dank, der Export ist freigeschaltet.' });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await inMessage('Anfrage 1').findByText('Beantwortet')).toBeInTheDocument();
    });

    it('keeps the dialog and the text when sending fails', async () => {
      const { user, server, dialog } = await openReply();
      server.on('POST', '/api/contact/messages/:id/reply', () => problem(502, 'Mailserver nicht erreichbar'));
      await user.type(field('Antwort'), 'Danke!');
      await user.click(within(dialog).getByRole('button', { name: 'Antwort senden' }));

      expect(await screen.findByText('Mailserver nicht erreichbar')).toBeInTheDocument();
      expect(field('Antwort')).toHaveValue('Danke!');
    });

    it('closes without sending on cancel', async () => {
      const { user, server, dialog } = await openReply();
      await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(requestsOf(server, 'POST', '/api/contact/messages/m-1/reply')).toHaveLength(0);
    });
  });

  describe('delete', () => {
    async function askToDelete() {
      const rendered = renderInbox([contactMessage(1), contactMessage(2)]);
      await screen.findByRole('article', { name: 'Anfrage 1' });
      await rendered.user.click(inMessage('Anfrage 1').getByRole('button', { name: 'Löschen' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Nachricht löschen?' });
      return { ...rendered, dialog };
    }

    it('asks for confirmation and deletes nothing when cancelled', async () => {
      const { user, server, dialog } = await askToDelete();
      expect(dialog).toHaveTextContent('„Anfrage 1“ von Absender 1 wird endgültig gelöscht');
      await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(requestsOf(server, 'DELETE', '/api/contact/messages/m-1')).toHaveLength(0);
    });

    it("deletes after confirmation: 'Message deleted', and the message disappears", async () => {
      const { user, server, inbox, dialog } = await askToDelete();
      server.on('DELETE', '/api/contact/messages/:id', () => {
        inbox.messages = [contactMessage(2)];
        inbox.total = 1;
        return jsonResponse({ message: 'Nachricht gelöscht.' });
      });
      await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));

      expect(await screen.findByText('Message deleted')).toBeInTheDocument();
      expect(requestsOf(server, 'DELETE', '/api/contact/messages/m-1')).toHaveLength(1);
      expect(await screen.findByText('Showing 1 of 1')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('article', { name: 'Anfrage 1' })).not.toBeInTheDocument());
    });

    it("reports 'Failed to delete message'", async () => {
      const { user, server, dialog } = await askToDelete();
      server.on('DELETE', '/api/contact/messages/:id', () => problem(500, 'Kaputt'));
      await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
      expect(await screen.findByText('Failed to delete message')).toBeInTheDocument();
    });
  });
});
