import { createHash } from 'node:crypto';

/**
 * The `webhook-id` of a delivery: derived from the endpoint, the case event and the alert, so a replayed match
 * log, a crash before the cursor moved, or a retry all carry the same id and receivers deduplicate by it.
 */
export function deliveryId(endpointId: string, eventId: string, alert: { kind: string; id: string }): string {
  const digest = createHash('sha256').update(`${endpointId}\u0000${eventId}\u0000${alert.kind}:${alert.id}`);
  return `msg_${digest.digest('base64url').slice(0, 32)}`;
}
