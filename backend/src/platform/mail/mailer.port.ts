import type { OutboxErasure } from './outbox-retention.js';

/**
 * The mail port (docs/DESIGN.md §3): SMTP through nodemailer when `SMTP_URL` is set, otherwise RFC 5322 files in
 * DATA_DIR/outbox. The sender (`MAIL_FROM`) is configuration, never chosen by a caller.
 */
export const MAILER = Symbol('MAILER');

/** A bare address or a display name with an address (the name is encoded by the adapter). */
export type MailAddress = string | { readonly name: string; readonly address: string };

export interface MailMessage {
  readonly to: MailAddress;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly replyTo?: MailAddress;
}

export interface SentMail {
  /** The Message-ID header of the sent mail, e.g. `<…@insolvenzmonitor.local>`. */
  readonly messageId: string;
}

export interface Mailer {
  /** Sends one mail; rejects with `MailHeaderInjectionError` before sending if a header value is unsafe. */
  send(message: MailMessage): Promise<SentMail>;
  /**
   * Erases the mails this adapter keeps (the outbox; SMTP keeps none and answers 0): those written before
   * `before` (the outbox's retention) and those `mentions` says name erased data. Answers how many it erased.
   */
  eraseKept(erasure: OutboxErasure): Promise<number>;
}
