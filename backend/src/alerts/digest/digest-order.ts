/**
 * The order in which a digest run visits addresses and, within an address, subscriptions and saved searches:
 * by folded address (byte order of its UTF-8, unknown first), then by creation in the global log, then by id.
 * Stable across runs and adapters, so the mail of an address lists its sections in the order they were set up.
 */
export interface DigestOrderKey {
  readonly address: string | null;
  readonly createdPosition: bigint | null;
  readonly id: string;
}

const text = (a: string | null, b: string | null): number =>
  a === b ? 0 : a === null ? -1 : b === null ? 1 : Buffer.compare(Buffer.from(a), Buffer.from(b));

const position = (a: bigint | null, b: bigint | null): number =>
  a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1;

export function digestOrder(a: DigestOrderKey, b: DigestOrderKey): number {
  return text(a.address, b.address) || position(a.createdPosition, b.createdPosition) || text(a.id, b.id);
}
