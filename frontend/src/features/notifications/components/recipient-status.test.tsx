import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { jsonResponse } from '../../../test/fake-server';
import { problem } from '../../../test/session-fixtures';
import { findCard, inCard, renderNotificationsPage, requestsOf } from '../test/render-notifications-page';
import { subscription } from '../test/subscription-fixtures';

let consoleError: jest.SpiedFunction<typeof console.error>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const pending = subscription({
  email: 'kollegin@example.org',
  recipientStatus: 'pending',
  confirmationSentAt: '2026-11-21T09:00:00.000Z',
});

describe('recipient confirmation (double opt-in)', () => {
  it('shows "Bestätigung ausstehend" with a German explanation, and nothing for the own address', async () => {
    renderNotificationsPage({
      entries: [pending, subscription({ id: 's-2', companyName: 'Eigene GmbH', recipientStatus: 'own' })],
    });
    await findCard('Muster Bau GmbH');
    const card = inCard('Muster Bau GmbH');
    expect(card.getByText('Bestätigung ausstehend')).toBeInTheDocument();
    expect(card.getByRole('alert')).toHaveTextContent(
      'eine Bestätigungs-E-Mail an kollegin@example.org gesendet. Erst nach der Bestätigung durch den Empfänger',
    );
    expect(inCard('Eigene GmbH').queryByText('Bestätigung ausstehend')).not.toBeInTheDocument();
  });

  it('shows "Wartet auf Versand" for an address whose confirmation mail goes out tomorrow (issue #28)', async () => {
    renderNotificationsPage({
      entries: [subscription({ email: 'fremd@example.org', recipientStatus: 'queued', confirmationSentAt: null })],
    });
    await findCard('Muster Bau GmbH');
    const card = inCard('Muster Bau GmbH');
    expect(card.getByText('Wartet auf Versand')).toBeInTheDocument();
    expect(card.getByRole('alert')).toHaveTextContent(
      'Die Bestätigungs-E-Mail an fremd@example.org geht morgen hinaus',
    );
    expect(card.queryByRole('button', { name: 'Bestätigung erneut senden' })).not.toBeInTheDocument();
  });

  it('sends the confirmation again, and shows the server’s German reason when it may not', async () => {
    const { user, server } = renderNotificationsPage({ entries: [pending] });
    await findCard('Muster Bau GmbH');
    server.on('POST', '/api/subscriptions/:id/confirmation', () => jsonResponse(pending));
    await user.click(inCard('Muster Bau GmbH').getByRole('button', { name: 'Bestätigung erneut senden' }));
    expect(await screen.findByText('Bestätigungs-E-Mail erneut gesendet')).toBeInTheDocument();
    expect(requestsOf(server, 'POST', '/api/subscriptions/s-1/confirmation')).toHaveLength(1);

    const tooSoon = 'Die Bestätigungs-E-Mail an diese Adresse wurde in den letzten 24 Stunden bereits gesendet.';
    server.on('POST', '/api/subscriptions/:id/confirmation', () => problem(409, tooSoon));
    await user.click(inCard('Muster Bau GmbH').getByRole('button', { name: 'Bestätigung erneut senden' }));
    expect(await screen.findByText(tooSoon)).toBeInTheDocument();
  });

  it('says when the address refused', async () => {
    renderNotificationsPage({ entries: [subscription({ email: 'nein@example.org', recipientStatus: 'refused' })] });
    await findCard('Muster Bau GmbH');
    expect(inCard('Muster Bau GmbH').getByRole('alert')).toHaveTextContent(
      'Empfang abgelehnt: nein@example.org möchte keine Benachrichtigungen von Ihnen erhalten.',
    );
  });
});
