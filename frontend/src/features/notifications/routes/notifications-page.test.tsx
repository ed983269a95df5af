import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { jsonResponse, pendingResponse } from '../../../test/fake-server';
import { problem } from '../../../test/session-fixtures';
import { card, findCard, inCard, renderNotificationsPage, requestsOf } from '../test/render-notifications-page';
import { subscription } from '../test/subscription-fixtures';

let consoleError: jest.SpiedFunction<typeof console.error>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const listHeading = () => screen.getByRole('heading', { level: 2, name: /^Ihre Benachrichtigungen/ });

describe('NotificationsPage', () => {
  it('explains to a Pro user with an unconfirmed address why alerts cannot be created yet', async () => {
    const { user } = renderNotificationsPage({ emailConfirmed: false });
    expect(
      screen.getByText('Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.', { selector: '.MuiAlertTitle-root' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Neue Benachrichtigung' }));
    expect(
      await screen.findByText('Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.', { selector: '#notistack-snackbar' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /Benachrichtigung/ })).not.toBeInTheDocument();
  });

  describe('list states', () => {
    it('shows a skeleton of 3 cards while loading', () => {
      renderNotificationsPage({ list: () => pendingResponse() });
      expect(screen.getByRole('heading', { level: 1, name: 'Benachrichtigungen' })).toBeInTheDocument();
      const skeleton = screen.getByRole('status', { name: 'Benachrichtigungen werden geladen' });
      expect(within(skeleton).getAllByTestId('skeleton-card')).toHaveLength(3);
    });

    it('shows the empty state with a count of 0', async () => {
      renderNotificationsPage({ entries: [] });
      expect(await screen.findByText('Noch keine Benachrichtigungen')).toBeInTheDocument();
      expect(listHeading()).toHaveTextContent('Ihre Benachrichtigungen (0)');
    });

    it('shows the server error text when loading fails, and loads again on request', async () => {
      let calls = 0;
      const { user } = renderNotificationsPage({
        list: () => (++calls === 1 ? problem(500, 'Lesemodell nicht verfügbar') : jsonResponse([subscription()])),
      });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Benachrichtigungen konnten nicht geladen werden');
      expect(alert).toHaveTextContent('Lesemodell nicht verfügbar');

      await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
      expect(await findCard('Muster Bau GmbH')).toBeInTheDocument();
    });

    it("falls back to 'An error occurred' when the failure has no text", async () => {
      renderNotificationsPage({ list: () => new Response('Bad Gateway', { status: 502 }) });
      expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
    });

    it('lists every entry with its count, terms, state and dates', async () => {
      renderNotificationsPage({
        entries: [
          subscription({ lastNotification: '2026-03-12T12:00:00.000Z' }),
          subscription({
            id: 's-2',
            companyName: 'Beispiel AG',
            email: 'alerts@example.de',
            keywords: [],
            active: false,
            registerNumber: 'HRB 12345',
            mode: 'sofort',
          }),
        ],
      });
      await findCard('Muster Bau GmbH');
      expect(listHeading()).toHaveTextContent('Ihre Benachrichtigungen (2)');

      const first = inCard('Muster Bau GmbH');
      expect(first.getByText('E-Mail an: erika@example.de')).toBeInTheDocument();
      expect(within(first.getByRole('list', { name: 'Stichwörter' })).getAllByRole('listitem')).toHaveLength(2);
      expect(first.getByRole('switch', { name: 'Aktiv' })).toBeChecked();
      expect(card('Muster Bau GmbH')).toHaveTextContent('Erstellt am 10.03.2026');
      expect(card('Muster Bau GmbH')).toHaveTextContent(/Letzte Benachrichtigung: 12\.03\.2026/);
      expect(card('Muster Bau GmbH')).toHaveTextContent('Benachrichtigung: Täglich (Sammel-E-Mail um 07:00)');

      const second = inCard('Beispiel AG');
      expect(second.getByText('alle Verfahren')).toBeInTheDocument();
      expect(second.getByText('Registernummer HRB 12345')).toBeInTheDocument();
      expect(second.getByRole('switch', { name: 'Inaktiv' })).not.toBeChecked();
      expect(card('Beispiel AG')).toHaveTextContent('Letzte Benachrichtigung: noch keine');
      expect(card('Beispiel AG')).toHaveTextContent('Benachrichtigung: Sofort');
    });
  });

  describe('a long list (a watchlist upload)', () => {
    const customers = Array.from({ length: 1234 }, (_, i) =>
      subscription({ id: `s-${i + 1}`, companyName: `Kunde ${String(i + 1).padStart(4, '0')} GmbH`, keywords: [] }),
    );
    const articles = () => screen.getAllByRole('article');
    const range = () => screen.getByText(/^\d[\d.]*(–\d[\d.]* von | Treffer)|^Keine Benachrichtigung passt/);

    it('shows 20 entries at a time with the total, and pages through them', async () => {
      const { user } = renderNotificationsPage({ entries: customers });
      await findCard('Kunde 0001 GmbH');
      expect(listHeading()).toHaveTextContent('Ihre Benachrichtigungen (1.234)');
      expect(articles()).toHaveLength(20);
      expect(range()).toHaveTextContent('1–20 von 1.234');
      // The upload is still within reach below the list, not below 1,234 cards.
      expect(screen.getByRole('region', { name: 'Beobachtungsliste importieren (CSV)' })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Nächste Seite' }));
      expect(await findCard('Kunde 0021 GmbH')).toBeInTheDocument();
      expect(screen.queryByRole('article', { name: 'Kunde 0001 GmbH' })).not.toBeInTheDocument();
      expect(range()).toHaveTextContent('21–40 von 1.234');
      await user.click(screen.getByRole('button', { name: 'Seite 62' }));
      expect(await findCard('Kunde 1234 GmbH')).toBeInTheDocument();
      expect(articles()).toHaveLength(14);
      expect(range()).toHaveTextContent('1.221–1.234 von 1.234');
    });

    it('finds entries by what the user types, from the first page of the matches', async () => {
      const { user } = renderNotificationsPage({ entries: customers });
      await findCard('Kunde 0001 GmbH');
      await user.click(screen.getByRole('button', { name: 'Seite 3' }));
      await user.type(screen.getByRole('searchbox', { name: 'Benachrichtigungen durchsuchen' }), 'kunde 0042');
      expect(await findCard('Kunde 0042 GmbH')).toBeInTheDocument();
      expect(articles()).toHaveLength(1);
      expect(range()).toHaveTextContent('1 Treffer (1.234 insgesamt)');
      expect(screen.queryByRole('button', { name: 'Nächste Seite' })).not.toBeInTheDocument();

      await user.clear(screen.getByRole('searchbox', { name: 'Benachrichtigungen durchsuchen' }));
      await user.type(screen.getByRole('searchbox', { name: 'Benachrichtigungen durchsuchen' }), 'kunde 01');
      // Anywhere in the name: Kunde 0100–0199, and 0010, 1001 … as well.
      const containing = customers.filter(({ companyName }) => companyName.includes('01'));
      expect(range()).toHaveTextContent(`1–20 von ${containing.length} Treffern (1.234 insgesamt)`);
      expect(screen.getByRole('button', { name: `Seite ${Math.ceil(containing.length / 20)}` })).toBeInTheDocument();

      await user.clear(screen.getByRole('searchbox', { name: 'Benachrichtigungen durchsuchen' }));
      await user.type(screen.getByRole('searchbox', { name: 'Benachrichtigungen durchsuchen' }), 'Müller');
      expect(range()).toHaveTextContent('Keine Benachrichtigung passt zu „Müller“.');
      expect(screen.queryAllByRole('article')).toHaveLength(0);
    });

    it('shows a short list whole, without filter or pages', async () => {
      renderNotificationsPage({ entries: customers.slice(0, 20) });
      await findCard('Kunde 0020 GmbH');
      expect(articles()).toHaveLength(20);
      expect(screen.queryByRole('searchbox', { name: 'Benachrichtigungen durchsuchen' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Nächste Seite' })).not.toBeInTheDocument();
    });
  });

  it('explains how notifications work', () => {
    renderNotificationsPage({ list: () => pendingResponse() });
    const box = screen.getByRole('region', { name: 'So funktionieren Benachrichtigungen' });
    for (const text of [
      'neue Insolvenzverfahren veröffentlicht werden, die zu Ihren Suchbegriffen passen',
      'täglich geprüft, die Benachrichtigungen täglich versendet',
      'jederzeit aktivieren, deaktivieren oder löschen',
      'Mehrere Suchbegriffe erhöhen die Genauigkeit',
    ]) {
      expect(box).toHaveTextContent(text);
    }
  });

  describe('plans', () => {
    it('shows free users the yellow upsell banner linking to /pricing and no bulk upload', () => {
      renderNotificationsPage({ plan: 'free', list: () => pendingResponse() });
      const banner = screen.getByRole('note');
      expect(banner).toHaveTextContent('E-Mail-Benachrichtigungen sind Teil von Pro');
      expect(banner).toHaveClass('MuiAlert-colorWarning');
      // The yellow of the search's and dashboard's banners, not MUI's peach warning tone.
      expect(banner).toHaveStyle({ backgroundColor: 'rgb(255, 248, 225)' });
      const upgrade = within(banner).getByRole('link', { name: 'Jetzt upgraden' });
      expect(upgrade).toHaveAttribute('href', '/pricing');
      // "Jetzt upgraden" on one line on a desktop.
      expect(upgrade).toHaveStyle({ whiteSpace: 'nowrap' });
      expect(screen.queryByRole('region', { name: 'Beobachtungsliste importieren (CSV)' })).not.toBeInTheDocument();
    });

    it.each(['pro_monthly', 'pro_yearly'] as const)('shows %s users no banner but the bulk upload', (plan) => {
      renderNotificationsPage({ plan, list: () => pendingResponse() });
      expect(screen.queryByText('E-Mail-Benachrichtigungen sind Teil von Pro')).not.toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Beobachtungsliste importieren (CSV)' })).toBeInTheDocument();
    });

    it("refuses 'new notification' to free users with the Pro toast and goes to /pricing", async () => {
      const { user, server } = renderNotificationsPage({ plan: 'free', entries: [] });
      await screen.findByText('Noch keine Benachrichtigungen');
      await user.click(screen.getByRole('button', { name: 'Neue Benachrichtigung' }));

      expect(await screen.findByText('Pro-Abonnement erforderlich für E-Mail-Benachrichtigungen')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 1, name: 'Preise' })).toBeInTheDocument();
      expect(requestsOf(server, 'POST', '/api/subscriptions')).toHaveLength(0);
    });

    it('lets free users still switch off and delete entries they have', async () => {
      const { user } = renderNotificationsPage({ plan: 'free', entries: [subscription()] });
      await findCard('Muster Bau GmbH');
      expect(inCard('Muster Bau GmbH').getByRole('switch', { name: 'Aktiv' })).toBeEnabled();
      await user.click(inCard('Muster Bau GmbH').getByRole('button', { name: 'Löschen: Muster Bau GmbH' }));
      expect(await screen.findByRole('alertdialog', { name: 'Benachrichtigung löschen?' })).toBeInTheDocument();
    });
  });
});
