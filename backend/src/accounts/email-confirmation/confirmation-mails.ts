import { germanBerlinDateTime } from '../../platform/clock/berlin-time.js';
import { escapeHtml } from '../../platform/mail/html.js';
import type { MailMessage } from '../../platform/mail/mailer.port.js';

export interface MailRecipient {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}

const closing = ['Mit freundlichen Grüßen', 'Ihr Insolvenzmonitor-Team'];
/**
 * Mails with a confirmation link go to addresses nobody has confirmed yet, i.e. possibly to a stranger: they
 * carry no text the account holder chose (names are free text: "Gewinn! Besuchen Sie …", issue #28), neither
 * in the greeting nor in the recipient's display name.
 */
const neutralGreeting = 'Guten Tag,';
const ignoreNote = 'Falls Sie das nicht veranlasst haben, können Sie diese E-Mail ignorieren.';

function linkMail(address: string, subject: string, intro: string, link: string, expiresAt: Date): MailMessage {
  const greeting = neutralGreeting;
  const validity = `Der Link ist bis ${germanBerlinDateTime(expiresAt)} gültig und kann einmal verwendet werden.`;
  const text = [greeting, '', intro, '', link, '', validity, ignoreNote, '', ...closing].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(link)}">E-Mail-Adresse bestätigen</a></p>`,
    `<p>${escapeHtml(validity)}<br>\n${escapeHtml(ignoreNote)}</p>`,
    `<p>${closing.join('<br>\n')}</p>`,
  ].join('\n');
  return { to: address, subject, text, html };
}

/**
 * After registration (or on "erneut senden"): confirms the account's own address, and says that an account left
 * unconfirmed for `unconfirmedDays` days is deleted (`UNCONFIRMED_ACCOUNT_DAYS`).
 */
export function registrationConfirmationMail(
  to: MailRecipient,
  link: string,
  expiresAt: Date,
  unconfirmedDays: number,
): MailMessage {
  const days = unconfirmedDays === 1 ? 'eines Tages' : `von ${unconfirmedDays} Tagen`;
  return linkMail(
    to.email,
    'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    'vielen Dank für Ihre Registrierung beim Insolvenzmonitor. Bitte bestätigen Sie Ihre E-Mail-Adresse über den folgenden Link. Erst danach können Sie E-Mail-Benachrichtigungen anlegen. ' +
      `Wird die Adresse nicht innerhalb ${days} nach der Registrierung bestätigt, löschen wir das Konto mit allen Angaben.`,
    link,
    expiresAt,
  );
}

/** To the new address of a requested change: the change takes effect when this link is opened. */
export function newAddressConfirmationMail(newAddress: string, link: string, expiresAt: Date): MailMessage {
  return linkMail(
    newAddress,
    'Bitte bestätigen Sie Ihre neue E-Mail-Adresse',
    `Sie möchten die E-Mail-Adresse Ihres Insolvenzmonitor-Kontos auf ${newAddress} ändern. Die Änderung wird wirksam, sobald Sie den folgenden Link öffnen.`,
    link,
    expiresAt,
  );
}

/**
 * To the current, confirmed address (so it may greet by name) when a change was requested, without the link: the owner learns of it (a hijacked
 * session is noticed) and the change cannot be completed from this mailbox.
 */
export function addressChangeNotice(to: MailRecipient, newAddress: string, at: Date): MailMessage {
  const greeting = `Guten Tag ${to.firstName} ${to.lastName},`;
  const body = [
    `Ihre E-Mail-Adresse soll geändert werden: Am ${germanBerlinDateTime(at)} wurde für Ihr Insolvenzmonitor-Konto die neue Adresse ${newAddress} angegeben.`,
    'Die Änderung wird erst wirksam, wenn sie über den Link bestätigt wird, den wir an die neue Adresse gesendet haben. Bis dahin bleibt diese Adresse gültig.',
    'Falls Sie das nicht waren, ändern Sie bitte sofort Ihr Passwort und wenden Sie sich an unseren Support.',
  ];
  const text = [greeting, '', ...body.flatMap((line) => [line, '']), ...closing].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...body.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p>${closing.join('<br>\n')}</p>`,
  ].join('\n');
  return {
    to: { name: `${to.firstName} ${to.lastName}`, address: to.email },
    subject: 'Ihre E-Mail-Adresse soll geändert werden',
    text,
    html,
  };
}

/**
 * To the address of an existing account when someone registers with it (issue #28): the registration answers
 * as for a new address, so it reveals nothing, and the owner learns of it here. No link that changes anything,
 * no text from the registration form (it may not be the owner's).
 */
export function registrationAttemptNotice(address: string, at: Date, loginUrl: string, forgotUrl: string): MailMessage {
  const body = [
    `jemand wollte sich am ${germanBerlinDateTime(at)} mit Ihrer E-Mail-Adresse beim Insolvenzmonitor registrieren. Für diese Adresse gibt es bereits ein Konto; es wurde kein neues angelegt und an Ihrem Konto nichts geändert.`,
    `Falls Sie das waren: Melden Sie sich einfach mit Ihrem bestehenden Konto an: ${loginUrl}`,
    `Falls Sie Ihr Passwort vergessen haben, legen Sie hier ein neues fest: ${forgotUrl}`,
    'Falls Sie das nicht waren, können Sie diese E-Mail ignorieren.',
  ];
  const text = [neutralGreeting, '', ...body.flatMap((line) => [line, '']), ...closing].join('\n');
  const html = [
    `<p>${escapeHtml(neutralGreeting)}</p>`,
    `<p>${escapeHtml(body[0]!)}</p>`,
    `<p>Falls Sie das waren: <a href="${escapeHtml(loginUrl)}">Melden Sie sich mit Ihrem bestehenden Konto an</a>.</p>`,
    `<p>Falls Sie Ihr Passwort vergessen haben: <a href="${escapeHtml(forgotUrl)}">Neues Passwort festlegen</a>.</p>`,
    ...body.slice(3).map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p>${closing.join('<br>\n')}</p>`,
  ].join('\n');
  return { to: address, subject: 'Registrierungsversuch mit Ihrer E-Mail-Adresse', text, html };
}
