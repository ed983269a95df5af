import { createHash } from 'node:crypto';
import { escapeHtml, htmlParagraph } from '../../platform/mail/html.js';
import type { MailMessage } from '../../platform/mail/mailer.port.js';
import type { ContactMessageReceived } from '../domain/events.js';
import { berlinDateTime, quote } from './mail-format.js';

/** `Re: <subject>`, without stacking a second "Re:". */
export function replySubject(subject: string): string {
  return /^re:/i.test(subject) ? subject : `Re: ${subject}`;
}

/**
 * The delivery key of an answer (platform/mail/delivery: one mail per key, however often it is sent): the message,
 * the answer's number on it and its text. A command retried after the mail went out (the recording failed, the
 * process died, the admin clicked again on the 503 or 409) has the same three and sends nothing again; a new
 * answer has the next number once the first is recorded, and an edited text is a different answer.
 */
export function replyDeliveryKey(messageId: string, answerNumber: number, answer: string): string {
  const text = createHash('sha256').update(answer).digest('hex').slice(0, 16);
  return `contact-reply-${messageId}-${answerNumber}-${text}`;
}

/**
 * The admin's answer to the sender, quoting the original message. Sent from MAIL_FROM; Reply-To is the
 * support address, so that a further answer reaches a person.
 */
export function replyMail(
  original: ContactMessageReceived['data'],
  answer: { readonly text: string; readonly number: number },
  supportEmail: string,
): MailMessage {
  const greeting = `Guten Tag ${original.name},`;
  const closing = ['Mit freundlichen Grüßen', 'Ihr Insolvenzmonitor-Team'];
  const quoted = `Ihre Nachricht vom ${berlinDateTime(original.receivedAt)}:`;
  const text = [greeting, '', answer.text, '', ...closing, '', quoted, quote(original.message)].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${htmlParagraph(answer.text)}</p>`,
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
    deliveryKey: replyDeliveryKey(original.messageId, answer.number, answer.text),
  };
}
