import { germanBerlinDateTime } from '../../platform/clock/berlin-time.js';
import { escapeHtml } from '../../platform/mail/html.js';
import type { MailMessage } from '../../platform/mail/mailer.port.js';

/**
 * After every password change, to the account's address (OWASP Forgot Password Cheat Sheet: tell the owner): if
 * someone else changed it (a stolen session and password, a mailbox read by others), the owner learns of it
 * and takes the account back through "Passwort vergessen". Neutral greeting, no text the account chose.
 */
export function passwordChangedNotice(
  address: string,
  at: Date,
  via: 'reset-link' | 'profile',
  links: { readonly forgot: string; readonly support: string },
): MailMessage {
  const how = via === 'reset-link' ? 'über den Link aus der E-Mail „Passwort zurücksetzen“' : 'in Ihrem Profil';
  const changed = `das Passwort Ihres Kontos beim Insolvenzmonitor wurde am ${germanBerlinDateTime(at)} ${how} geändert. Alle bisherigen Anmeldungen wurden beendet.`;
  const notYou = `Falls Sie das nicht waren, legen Sie sofort ein neues Passwort fest: ${links.forgot} und schreiben Sie uns an ${links.support}.`;
  const closing = ['Mit freundlichen Grüßen', 'Ihr Insolvenzmonitor-Team'];
  const text = ['Guten Tag,', '', changed, '', notYou, '', ...closing].join('\n');
  const html = [
    '<p>Guten Tag,</p>',
    `<p>${escapeHtml(changed)}</p>`,
    `<p>Falls Sie das nicht waren, <a href="${escapeHtml(links.forgot)}">legen Sie sofort ein neues Passwort fest</a> und schreiben Sie uns an ${escapeHtml(links.support)}.</p>`,
    `<p>${closing.join('<br>\n')}</p>`,
  ].join('\n');
  return { to: address, subject: 'Ihr Passwort wurde geändert', text, html };
}
