import type { TestSmtpServer } from '../../support/smtp-server.js';

/**
 * Every (recipient, Aktenzeichen) pair the digest mails received so far carry, one entry per listing: a case
 * mailed twice to an address (in two mails, or twice in one) appears twice. The plain-text part lists each case
 * of a mail once with an `Aktenzeichen:` line (`digest-mail.ts`); a case several of the address's
 * subscriptions matched is listed once and referred to by number in the later sections.
 */
export function mailedCases(smtp: TestSmtpServer): string[] {
  return smtp.received.flatMap(({ to, mail }) => {
    const numbers = [...(mail.text ?? '').matchAll(/^ {3}Aktenzeichen: (.+)$/gm)].map((m) => m[1]!.trim());
    return to.flatMap((recipient) => numbers.map((number) => `${recipient.toLowerCase()} ${number}`));
  });
}
