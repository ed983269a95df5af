import { render, screen, within } from '@testing-library/react';
import { MailDeliveriesTable } from './mail-deliveries-table';

describe('MailDeliveriesTable', () => {
  it('shows the counts and each failed or re-sent mail with its German labels', () => {
    render(
      <MailDeliveriesTable
        deliveries={{
          sending: 1,
          sent: 1310,
          failed: 1,
          resent: 2,
          troubled: [
            {
              messageId: '<digest-1@insolvenzmonitor.de>',
              kind: 'digest',
              kindLabel: 'Tägliche Benachrichtigung',
              status: 'sent',
              statusLabel: 'Erneut gesendet',
              attempts: 2,
              resent: true,
              recordedAt: '2026-11-24T06:00:04.000Z',
              finishedAt: '2026-11-24T06:02:10.000Z',
              nextAttemptAt: null,
              lastError: null,
            },
            {
              messageId: '<mail-2@insolvenzmonitor.de>',
              kind: 'account',
              kindLabel: 'Konto (Bestätigung, Adressänderung)',
              status: 'failed',
              statusLabel: 'Fehlgeschlagen',
              attempts: 1,
              resent: false,
              recordedAt: '2026-11-24T05:00:00.000Z',
              finishedAt: '2026-11-24T05:00:01.000Z',
              nextAttemptAt: null,
              lastError: 'ECONNREFUSED',
            },
          ],
        }}
      />,
    );
    expect(
      screen.getByText('1.310 zugestellt, 2 erneut gesendet, 1 fehlgeschlagen, 1 in Zustellung (14 Tage)'),
    ).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'E-Mail-Zustellung' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent('Tägliche BenachrichtigungErneut gesendet2–<digest-1@insolvenzmonitor.de>');
    expect(rows[1]).toHaveTextContent('Fehlgeschlagen1ECONNREFUSED');
  });
});
