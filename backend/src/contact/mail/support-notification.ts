import { escapeHtml, htmlParagraph } from '../../platform/mail/html.js';
import type { MailMessage } from '../../platform/mail/mailer.port.js';
import type { ContactMessageReceived } from '../domain/events.js';
import { berlinDateTime, INQUIRY_LABELS } from './mail-format.js';

/**
 * The mail to the support address for a new contact message. Reply-To is the sender, so that support can
 * answer straight from the mail program; every user-supplied value is escaped in the HTML part.
 */
export function supportNotification(message: ContactMessageReceived['data'], supportEmail: string): MailMessage {
  const inquiry = message.inquiryType ? INQUIRY_LABELS[message.inquiryType] : 'Nicht angegeben';
  const fields: [string, string][] = [
    ['Name', message.name],
    ['E-Mail', message.email],
    ['Art der Anfrage', inquiry],
    ['Betreff', message.subject],
    ['Eingegangen', berlinDateTime(message.receivedAt)],
  ];
  const text = [
    'Neue Nachricht über das Kontaktformular',
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    'Nachricht:',
    message.message,
    '',
    '—',
    'Antworten Sie direkt auf diese E-Mail oder im Admin-Bereich des Insolvenzmonitors.',
  ].join('\n');
  const rows = fields
    .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('\n');
  const html = [
    '<h2>Neue Nachricht über das Kontaktformular</h2>',
    `<table>\n${rows}\n</table>`,
    `<p>${htmlParagraph(message.message)}</p>`,
    '<p>Antworten Sie direkt auf diese E-Mail oder im Admin-Bereich des Insolvenzmonitors.</p>',
  ].join('\n');
  return {
    to: supportEmail,
    replyTo: { name: message.name, address: message.email },
    subject: `Neue Kontaktanfrage: ${message.subject}`,
    text,
    html,
    kind: 'contact-notification',
    // One notice per message (the id is new for every submission): a stable key, like every contact mail.
    deliveryKey: `contact-notification-${message.messageId}`,
  };
}
