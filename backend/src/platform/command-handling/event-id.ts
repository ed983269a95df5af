import { createHash } from 'node:crypto';

/**
 * Deterministic event id (UUID layout, version 8 "custom") from a command id and the event's index in the
 * decision: retrying the same command yields the same ids, so the store's idempotent append stores them once.
 */
export function deterministicEventId(commandId: string, index: number): string {
  const hex = createHash('sha256').update(`${commandId}\u0000${index}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
