import type { MailMessage } from '../../platform/mail/mailer.port.js';
import { createHash } from 'node:crypto';
import { escapeHtml } from '../../platform/mail/html.js';

/** An admin's mail about a silent source (issue #30 item 5): once per day and address. */
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
    deliveryKey: `silent-source-${day}-${addressKey(to)}`,
  };
}

/** A stable, address-free part of the delivery key (the key is in the Message-ID; the address is not). */
function addressKey(to: string): string {
  return createHash('sha256').update(to.trim().toLowerCase()).digest('hex').slice(0, 12);
}
