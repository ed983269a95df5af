import { germanBerlinDateTime } from '../../platform/clock/berlin-time.js';
import { escapeHtml } from '../../platform/mail/html.js';
import type { MailMessage } from '../../platform/mail/mailer.port.js';

/**
 * The "Passwort vergessen" mail. Anyone can ask for it for any address, so it greets neutrally and carries no
 * text the account holder chose (as the confirmation mails, issue #28), and says what happens if nobody asked.
 */
export function passwordResetMail(address: string, link: string, requestedAt: Date, expiresAt: Date): MailMessage {
  const intro = `für Ihr Konto beim Insolvenzmonitor wurde am ${germanBerlinDateTime(requestedAt)} ein neues Passwort angefordert. Über diesen Link legen Sie es fest:`;
  const validity = `Der Link ist bis ${germanBerlinDateTime(expiresAt)} gültig und kann einmal verwendet werden. Mit dem neuen Passwort enden alle bestehenden Anmeldungen.`;
  const ignore =
    'Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.';
  const closing = ['Mit freundlichen Grüßen', 'Ihr Insolvenzmonitor-Team'];
  const text = ['Guten Tag,', '', intro, '', link, '', validity, ignore, '', ...closing].join('\n');
  const html = [
    '<p>Guten Tag,</p>',
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(link)}">Neues Passwort festlegen</a></p>`,
    `<p>${escapeHtml(validity)}<br>\n${escapeHtml(ignore)}</p>`,
    `<p>${closing.join('<br>\n')}</p>`,
  ].join('\n');
  return { to: address, subject: 'Passwort zurücksetzen', text, html };
}
