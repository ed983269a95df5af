/**
 * One plain e-mail address, for every address the application accepts (accounts, alerts, contact form,
 * configuration): one @, a dot in the domain, and no spaces, quotes, angle brackets, parentheses, commas,
 * semicolons, colons, backslashes or brackets, so it is safe as a mail header value. Deliberately simple: the
 * mailer checks header safety again for every message.
 */
export const EMAIL_ADDRESS = /^[^\s@<>"(),;:\\[\]]+@[^\s@<>"(),;:\\[\]]+\.[^\s@<>"(),;:\\[\]]+$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL_ADDRESS.test(value);
}
