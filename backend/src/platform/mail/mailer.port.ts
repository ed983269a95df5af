import type { OutboxErasure } from './outbox-retention.js';

/**
 * The mail port (docs/DESIGN.md §3): SMTP through nodemailer when `SMTP_URL` is set, otherwise RFC 5322 files in
 * DATA_DIR/outbox. The sender (`MAIL_FROM`) is configuration, never chosen by a caller. Every mail goes through
 * the delivery record (`delivery/`): at least once, with one Message-ID however often it is sent.
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
  /**
   * An alert mail's unsubscribe address (https): sent as `List-Unsubscribe` with `List-Unsubscribe-Post:
   * List-Unsubscribe=One-Click` (RFC 2369, RFC 8058), so that mail programs offer "Abbestellen" and mailbox
   * providers switch the mail off with one POST. The address must switch off on POST and only ask on GET.
   */
  readonly unsubscribeUrl?: string;
  /** What the mail is, for the admin's view of deliveries (`digest`, `email-confirmation`, …). */
  readonly kind?: string;
  /**
   * A stable key of this mail (e.g. `digest-<id>`): its Message-ID derives from it, and a caller recovering from
   * a crash asks `deliveryOf(key)` what became of it. Without it a random key is used.
   */
  readonly deliveryKey?: string;
}

export interface SentMail {
  /** The Message-ID header of the sent mail, e.g. `<…@insolvenzmonitor.local>`. */
  readonly messageId: string;
}

/** What became of a recorded mail: `sending` is re-sent by the delivery after its lease (at least once). */
export interface MailDeliveryOutcome {
  readonly messageId: string;
  readonly status: 'sending' | 'sent' | 'failed';
}

export interface Mailer {
  /**
   * Records the mail, then sends it; resolves once the server took it. Rejects with `MailHeaderInjectionError`
   * before anything is recorded if a header value is unsafe, or with the transport's error when this attempt
   * failed (the delivery is then `failed`: the caller was told and decides). A crash during the send leaves it
   * `sending`: it is sent again after its lease.
   */
  send(message: MailMessage): Promise<SentMail>;
  /** The delivery recorded under `deliveryKey`, or null if none was (the mail was never sent). */
  deliveryOf(deliveryKey: string): Promise<MailDeliveryOutcome | null>;
  /**
   * Erases the mails this installation keeps (the outbox; SMTP keeps none and answers 0): those written before
   * `before` (the outbox's retention) and those `mentions` says name erased data. Answers how many it erased.
   */
  eraseKept(erasure: OutboxErasure): Promise<number>;
}

/** Sends one rendered mail with the given Message-ID and Date: the adapter under the delivery record. */
export interface MailTransport {
  send(message: MailMessage, headers: { readonly messageId: string; readonly date: Date }): Promise<void>;
  /** `Mailer.eraseKept` for what the transport keeps (the outbox files). */
  eraseKept(erasure: OutboxErasure): Promise<number>;
}
