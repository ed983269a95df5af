import type { MailMessage } from '../../platform/mail/mailer.port.js';
import { escapeHtml } from '../../platform/mail/html.js';

/** The admins' mail about a silent source (issue #30 item 5): once per day, to SUPPORT_EMAIL. */
export function silentSourceMail(to: string, day: string, warning: string, appUrl: string): MailMessage {
  const date = day.split('-').reverse().join('.');
  const subject = `Insolvenzmonitor: das Portal liefert am ${date} ungewöhnlich wenige Bekanntmachungen`;
  const lines = [
    'Guten Tag,',
    '',
    warning,
    '',
    'Bitte prüfen Sie das Portal. Der Abgleich und die Import-Sitzungen laufen weiter; die Zahlen zeigt der ' +
      `Import-Monitor im Dashboard: ${appUrl}/dashboard`,
  ];
  return {
    to,
    subject,
    text: lines.join('\n'),
    html: lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join('\n'),
    kind: 'silent-source',
    deliveryKey: `silent-source-${day}`,
  };
}
