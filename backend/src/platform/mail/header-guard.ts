import type { MailAddress } from './mailer.port.js';

/** CR and LF end a header line (injection of further headers or a body); NUL truncates in some MTAs. */
const UNSAFE = /[\r\n\0]/;

/** A header value would have let a caller add headers or recipients (docs/DESIGN.md §10); nothing was sent. */
export class MailHeaderInjectionError extends Error {
  override readonly name = 'MailHeaderInjectionError';
  constructor(readonly header: string) {
    super(`Mail header "${header}" contains CR, LF or NUL; the mail was not sent`);
  }
}

/**
 * Rejects every header value containing CR, LF or NUL. Checked explicitly rather than trusting the
 * library's encoding, so that the rule holds for every adapter and is tested on its own.
 */
export function assertSafeHeaders(headers: Readonly<Record<string, MailAddress | undefined>>): void {
  for (const [header, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const parts = typeof value === 'string' ? [value] : [value.name, value.address];
    if (parts.some((part) => UNSAFE.test(part))) throw new MailHeaderInjectionError(header);
  }
}
