import type { MailDelivery, MailDeliveryStatus, MailDeliveryStore } from './mail-delivery-store.port.js';

/** What admins read about the mails (German, as the dashboard). */
const KIND_LABELS: Readonly<Record<string, string>> = {
  digest: 'Tägliche Benachrichtigung',
  account: 'Konto (Bestätigung, Adressänderung)',
  'recipient-confirmation': 'Bestätigung eines Empfängers',
  'contact-notification': 'Kontaktanfrage an den Support',
  'contact-reply': 'Antwort auf eine Kontaktanfrage',
  'silent-source': 'Warnung: Portal liefert ungewöhnlich wenig',
};

const STATUS_LABELS: Readonly<Record<MailDeliveryStatus, string>> = {
  sending: 'Wird zugestellt',
  sent: 'Zugestellt',
  failed: 'Fehlgeschlagen',
};

export interface MailDeliveryView {
  readonly messageId: string;
  readonly kind: string;
  readonly kindLabel: string;
  readonly status: MailDeliveryStatus;
  readonly statusLabel: string;
  readonly attempts: number;
  /** Whether it was sent more than once (after a crash or a failed attempt): `Erneut gesendet`. */
  readonly resent: boolean;
  readonly recordedAt: string;
  readonly finishedAt: string | null;
  /** When the next attempt may start (a mail still to send). */
  readonly nextAttemptAt: string | null;
  readonly lastError: string | null;
}

export interface MailDeliveryOverview {
  readonly sending: number;
  readonly sent: number;
  readonly failed: number;
  readonly resent: number;
  /** The newest failed or re-sent deliveries, newest first (no addresses: ids, kinds and error codes only). */
  readonly troubled: MailDeliveryView[];
}

export function deliveryView(delivery: MailDelivery): MailDeliveryView {
  return {
    messageId: delivery.messageId,
    kind: delivery.kind,
    kindLabel: KIND_LABELS[delivery.kind] ?? 'E-Mail',
    status: delivery.status,
    statusLabel:
      delivery.attempts > 1 && delivery.status === 'sent' ? 'Erneut gesendet' : STATUS_LABELS[delivery.status],
    attempts: delivery.attempts,
    resent: delivery.attempts > 1,
    recordedAt: delivery.recordedAt.toISOString(),
    finishedAt: delivery.finishedAt?.toISOString() ?? null,
    nextAttemptAt: delivery.status === 'sending' ? delivery.leaseUntil.toISOString() : null,
    lastError: delivery.lastError,
  };
}

export async function deliveryOverview(store: MailDeliveryStore, limit: number): Promise<MailDeliveryOverview> {
  const [counts, troubled] = await Promise.all([store.counts(), store.troubled(limit)]);
  return { ...counts, troubled: troubled.map(deliveryView) };
}
