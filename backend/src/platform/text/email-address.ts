/**
 * One plain e-mail address, for every address the application accepts (accounts, alerts, contact form,
 * configuration): one @, a dot in the domain, and no spaces, quotes, angle brackets, parentheses, commas,
 * semicolons, colons, backslashes or brackets, so it is safe as a mail header value; dots only between
 * characters (no leading, trailing or double dot on either side of the @): `anna@example.de.` reaches the same
 * mailbox as `anna@example.de` (a fully qualified domain), so accepting it would make it a second address for
 * the uniqueness of accounts and the per-address mail limits. Deliberately simple otherwise: the mailer checks
 * header safety again for every message.
 */
const PART = String.raw`[^\s@<>"(),;:\\[\].]+`;
export const EMAIL_ADDRESS = new RegExp(`^${PART}(?:\\.${PART})*@${PART}(?:\\.${PART})+$`);

export function isEmailAddress(value: string): boolean {
  return EMAIL_ADDRESS.test(value);
}
