import { germanBerlinDateTime } from '../../platform/clock/berlin-time.js';
import { escapeHtml } from '../../platform/mail/html.js';
import type { MailMessage } from '../../platform/mail/mailer.port.js';

export const CONFIRMATION_SUBJECT_PREFIX = 'Bitte bestätigen: Benachrichtigungen von';

/**
 * The double opt-in mail (German, HTML and text) to an alert address that is not the owner's own: says who
 * wants to send alerts there, links to the page where the addressee confirms or refuses, and promises that
 * nothing else is sent without consent. The owner's name is escaped in the HTML part.
 */
export function confirmationMail(to: string, sender: string, confirmUrl: string, expiresAt: Date): MailMessage {
  const until = germanBerlinDateTime(expiresAt);
  const paragraphs = [
    'Guten Tag,',
    `${sender} möchte Ihnen über den Insolvenzmonitor E-Mail-Benachrichtigungen zu neuen Insolvenzbekanntmachungen an diese Adresse senden lassen.`,
    'Wir senden Ihnen solche E-Mails nur, wenn Sie zustimmen. Bitte bestätigen oder lehnen Sie ab:',
  ];
  const after = [
    `Der Link ist bis zum ${until} gültig. Wenn Sie nichts tun, erhalten Sie keine Benachrichtigungen.`,
    `Wenn Sie ablehnen, senden wir Ihnen im Auftrag von ${sender} keine E-Mails mehr.`,
    'Sie erhalten diese E-Mail einmalig, weil Ihre Adresse im Insolvenzmonitor als Empfänger eingetragen wurde.',
  ];
  const text = [
    ...paragraphs.flatMap((p) => [p, '']),
    `Bestätigen oder ablehnen: ${confirmUrl}`,
    '',
    ...after.flatMap((p) => [p, '']),
  ]
    .join('\n')
    .trimEnd();
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(confirmUrl)}">Bestätigen oder ablehnen</a></p>`,
    ...after.map((p) => `<p>${escapeHtml(p)}</p>`),
  ].join('\n');
  return { to, subject: `${CONFIRMATION_SUBJECT_PREFIX} ${sender}`, text, html, kind: 'recipient-confirmation' };
}
