import type { MailMessage } from '../mailer.port.js';

/**
 * The record of every mail the product sends (docs/DESIGN.md §3, issue #28): written before the SMTP transaction, so
 * that a crash during it leaves a mail to send again instead of a mail lost. Adapters: the read-model database
 * (SQLite) and MongoDB, beside the read models (it is not a projection: a replay does not touch it).
 */
export const MAIL_DELIVERY_STORE = Symbol('MAIL_DELIVERY_STORE');

/** `sending`: recorded, no outcome yet (a lease holds it); `sent`: the server took it; `failed`: given up. */
export type MailDeliveryStatus = 'sending' | 'sent' | 'failed';

export interface MailDelivery {
  /** The caller's stable key (e.g. `digest-<id>`) or a random one: unique. */
  readonly key: string;
  /** The Message-ID header, the same on every attempt: `<key@domain>`. */
  readonly messageId: string;
  /** What the mail is (`digest`, `email-confirmation`, …), for the admin view. */
  readonly kind: string;
  readonly status: MailDeliveryStatus;
  /** Attempts so far (1: the first send; more: re-sent after a crash or a failure). */
  readonly attempts: number;
  readonly recordedAt: Date;
  /** Until when the current attempt owns the mail; after it any process may send it again. */
  readonly leaseUntil: Date;
  readonly finishedAt: Date | null;
  /** The error code of the last failed attempt (never the message text: it may hold addresses). */
  readonly lastError: string | null;
  /** The mail itself while it may still be sent; dropped (null) once it is sent or given up. */
  readonly message: MailMessage | null;
}

export interface NewMailDelivery {
  readonly key: string;
  readonly messageId: string;
  readonly kind: string;
  readonly message: MailMessage;
  readonly at: Date;
  readonly leaseUntil: Date;
}

export interface MailDeliveryCounts {
  readonly sending: number;
  readonly sent: number;
  readonly failed: number;
  /** Deliveries that needed more than one attempt (whatever their status). */
  readonly resent: number;
}

export interface MailDeliveryStore {
  /** Records a first attempt; `false` when the key is already recorded (nothing changed). */
  record(delivery: NewMailDelivery): Promise<boolean>;
  get(key: string): Promise<MailDelivery | null>;
  /**
   * Takes up to `limit` deliveries in `sending` whose lease ended at `now`: each gets one more attempt and a new
   * lease until `leaseUntil`, atomically, so that of several processes only one sends each of them.
   */
  claimExpired(now: Date, leaseUntil: Date, limit: number): Promise<MailDelivery[]>;
  /** Gives an attempt that failed a later retry (its lease moved to `retryAt`), keeping `sending`. */
  postpone(key: string, retryAt: Date, error: string): Promise<void>;
  /** Outcome of the attempt: the stored mail is dropped (it holds personal data and is not needed any more). */
  finish(key: string, outcome: { status: 'sent' | 'failed'; at: Date; error?: string }): Promise<void>;
  counts(): Promise<MailDeliveryCounts>;
  /** Mails of these kinds the server took (`sent`) at or after `since`: the monitor's "alerts sent today". */
  countSentSince(kinds: readonly string[], since: Date): Promise<number>;
  /** The newest deliveries that failed or needed more than one attempt, newest first. */
  troubled(limit: number): Promise<MailDelivery[]>;
  /** Forgets finished deliveries older than `cutoff`; the number forgotten. */
  purgeFinished(cutoff: Date): Promise<number>;
}
