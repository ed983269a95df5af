import { createHash } from 'node:crypto';

/**
 * The `webhook-id` of a delivery: derived from the endpoint, the case event and the alert, so a replayed match
 * log, a crash before the cursor moved, or a retry all carry the same id and receivers deduplicate by it.
 */
export function deliveryId(endpointId: string, eventId: string, alert: { kind: string; id: string }): string {
  const digest = createHash('sha256').update(`${endpointId}\u0000${eventId}\u0000${alert.kind}:${alert.id}`);
  return `msg_${digest.digest('base64url').slice(0, 32)}`;
}

/**
 * The `webhook-id` of a portfolio hit (issue #31): derived from the endpoint, the portfolio row and the case (its
 * stable key), not the notice: a customer's case is told once per endpoint, a later notice of the same case (or a
 * replay, a crash, a retry) carries the same id and the queue ignores it. A correction or withdrawal by the portal
 * (`correctionEventId`, issue #32) is news of its own: its event id is part of its id.
 */
export function portfolioDeliveryId(
  endpointId: string,
  portfolioId: string,
  rowId: string,
  caseKey: string,
  correctionEventId?: string,
): string {
  const correction = correctionEventId ? `\u0000${correctionEventId}` : '';
  const digest = createHash('sha256').update(
    `${endpointId}\u0000portfolio:${portfolioId}\u0000${rowId}\u0000${caseKey}${correction}`,
  );
  return `msg_${digest.digest('base64url').slice(0, 32)}`;
}
