/**
 * Positions in MongoDB: 20-digit zero-padded decimal strings. They hold every 64-bit position exactly (a BSON
 * double would not beyond 2^53, and int64 comes back as a JavaScript number unless every client opts into
 * bigint), and they sort and compare (`$lt`) in position order on every MongoDB-compatible server.
 */
const DIGITS = 20;

export function storedPosition(position: bigint): string {
  if (position < 0n) throw new Error(`negative position: ${position}`);
  return position.toString().padStart(DIGITS, '0');
}

export function positionOf(stored: string): bigint {
  return BigInt(stored);
}
