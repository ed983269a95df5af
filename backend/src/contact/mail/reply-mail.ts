import { escapeHtml, htmlParagraph } from '../../platform/mail/html.js';
import type { MailMessage } from '../../platform/mail/mailer.port.js';
import type { ContactMessageReceived } from '../domain/events.js';
import { berlinDateTime, quote } from './mail-format.js';

/** `Re: <subject>`, without stacking a second "Re:". */
export function replySubject(subject: string): string {
  return /^re:/i.test(subject) ? subject : `Re: ${subject}`;
}

/**
 * The admin's answer to the sender, quoting the original message. Sent from MAIL_FROM; Reply-To is the
 * support address, so that a further answer reaches a person.
 */
export function replyMail(original: ContactMessageReceived['data'], answer: string, supportEmail: string): MailMessage {
  const greeting = `Guten Tag ${original.name},`;
  const closing = ['Mit freundlichen Grüßen', 'Ihr Insolvenzmonitor-Team'];
  const quoted = `Ihre Nachricht vom ${berlinDateTime(original.receivedAt)}:`;
  const text = [greeting, '', answer, '', ...closing, '', quoted, quote(original.message)].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${htmlParagraph(answer)}</p>`,
    `<p>${closing.join('<br>\n')}</p>`,
    `<p>${escapeHtml(quoted)}</p>`,
    `<blockquote>${htmlParagraph(original.message)}</blockquote>`,
  ].join('\n');
  return {
    to: { name: original.name, address: original.email },
    replyTo: supportEmail,
    subject: replySubject(original.subject),
    text,
    html,
    kind: 'contact-reply',
  };
}
