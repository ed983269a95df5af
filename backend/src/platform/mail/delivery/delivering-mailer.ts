import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock/clock.js';
import { assertSafeHeaders } from '../header-guard.js';
import type { Mailer, MailDeliveryOutcome, MailMessage, MailTransport, SentMail } from '../mailer.port.js';
import type { OutboxErasure } from '../outbox-retention.js';
import type { MailDelivery, MailDeliveryStore } from './mail-delivery-store.port.js';

export interface DeliveryOptions {
  /** How long an attempt owns its mail before another process may send it again. */
  readonly leaseMs: number;
  /** The domain of the Message-IDs (that of MAIL_FROM). */
  readonly domain: string;
}

/** After this many attempts a mail nobody could send is given up (and shown to admins as failed). */
export const MAX_ATTEMPTS = 6;

/** The wait before the next attempt after `attempts` failed ones: 1, 2, 4, 8, 16 minutes. */
export function retryDelayMs(attempts: number): number {
  return 60_000 * 2 ** Math.max(0, attempts - 1);
}

/** The Message-ID of a delivery key: stable, so every attempt (and a re-send after a crash) carries the same. */
export function messageIdOf(key: string, domain: string): string {
  return `<${key.replace(/[^A-Za-z0-9._-]/g, '-')}@${domain}>`;
}

/** The error code of a failed send, never its message (it may quote addresses). */
export function failureReason(error: unknown): string {
  return String((error as { code?: unknown }).code ?? (error as Error).name ?? 'Error');
}

/**
 * At-least-once delivery (issue #28): the attempt is recorded (with the mail and its Message-ID) before the
 * SMTP transaction and its outcome after it. A crash in between leaves the record `sending`; when its lease ends
 * `MailRedelivery` sends it again with the same Message-ID (receivers and clients can tell a repeat). A failure
 * the caller is told about ends the delivery as `failed`: the caller decides (hands cases back, answers 503).
 */
export class DeliveringMailer implements Mailer {
  constructor(
    private readonly store: MailDeliveryStore,
    private readonly transport: MailTransport,
    private readonly clock: Clock,
    private readonly options: DeliveryOptions,
  ) {}

  async send(message: MailMessage): Promise<SentMail> {
    // Refused before it is recorded: an unsafe mail must never be re-sent either.
    assertSafeHeaders({
      to: message.to,
      subject: message.subject,
      replyTo: message.replyTo,
      listUnsubscribe: message.unsubscribeUrl,
    });
    const key = message.deliveryKey ?? `mail-${randomUUID()}`;
    const messageId = messageIdOf(key, this.options.domain);
    const at = this.clock.now();
    const recorded = await this.store.record({
      key,
      messageId,
      kind: message.kind ?? 'mail',
      message,
      at,
      leaseUntil: new Date(at.getTime() + this.options.leaseMs),
    });
    // Recorded under this key before (a caller repeating its step): sent, or re-sent by the lease; only a
    // failed one is tried again here.
    if (!recorded && (await this.store.get(key))?.status !== 'failed') return { messageId };
    try {
      await this.transport.send(message, { messageId, date: at });
    } catch (error) {
      await this.store.finish(key, { status: 'failed', at: this.clock.now(), error: failureReason(error) });
      throw error;
    }
    await this.store.finish(key, { status: 'sent', at: this.clock.now() });
    return { messageId };
  }

  /** The outbox is the transport's: its retention and erasure go there. */
  eraseKept(erasure: OutboxErasure): Promise<number> {
    return this.transport.eraseKept(erasure);
  }

  async deliveryOf(deliveryKey: string): Promise<MailDeliveryOutcome | null> {
    const delivery = await this.store.get(deliveryKey);
    return delivery ? { messageId: delivery.messageId, status: delivery.status } : null;
  }

  /**
   * Sends again every mail whose lease ended without outcome (the process sending it died, or an earlier
   * re-send failed): same Message-ID, same Date. A failure postpones it with growing waits; after
   * `MAX_ATTEMPTS` it is given up. Returns what it did, for the log and the tests.
   */
  async redeliverDue(limit = 20): Promise<{ sent: number; postponed: number; failed: number }> {
    const now = this.clock.now();
    const due = await this.store.claimExpired(now, new Date(now.getTime() + this.options.leaseMs), limit);
    const result = { sent: 0, postponed: 0, failed: 0 };
    for (const delivery of due) result[await this.redeliver(delivery)] += 1;
    return result;
  }

  private async redeliver(delivery: MailDelivery): Promise<'sent' | 'postponed' | 'failed'> {
    if (!delivery.message) {
      await this.store.finish(delivery.key, { status: 'failed', at: this.clock.now(), error: 'no_message' });
      return 'failed';
    }
    try {
      await this.transport.send(delivery.message, { messageId: delivery.messageId, date: delivery.recordedAt });
    } catch (error) {
      const reason = failureReason(error);
      if (delivery.attempts >= MAX_ATTEMPTS) {
        await this.store.finish(delivery.key, { status: 'failed', at: this.clock.now(), error: reason });
        return 'failed';
      }
      const retryAt = new Date(this.clock.now().getTime() + retryDelayMs(delivery.attempts));
      await this.store.postpone(delivery.key, retryAt, reason);
      return 'postponed';
    }
    await this.store.finish(delivery.key, { status: 'sent', at: this.clock.now() });
    return 'sent';
  }
}
