import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed one-click link of a digest mail: `<subscription id>.<HMAC-SHA256>` with a key derived from the
 * JWT secret (a separate purpose string, so a token of one kind is never valid as the other). It can only
 * deactivate that one subscription; it never expires, as deactivating twice changes nothing.
 */
export class UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    this.key = createHmac('sha256', jwtSecret).update('insolvenzmonitor:alerts:unsubscribe:v1').digest();
  }

  sign(subscriptionId: string): string {
    return `${subscriptionId}.${this.mac(subscriptionId)}`;
  }

  /** The subscription id of a genuine token, else null. */
  verify(token: unknown): string | null {
    if (typeof token !== 'string' || token.length > 200) return null;
    const dot = token.lastIndexOf('.');
    if (dot <= 0) return null;
    const id = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1));
    const expected = Buffer.from(this.mac(id));
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }

  private mac(subscriptionId: string): string {
    return createHmac('sha256', this.key).update(subscriptionId).digest('base64url');
  }
}
