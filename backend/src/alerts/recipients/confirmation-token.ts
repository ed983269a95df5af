import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed link of a confirmation mail: `<recipient key>.<expiry, Unix seconds>.<HMAC-SHA256>` with a key
 * derived from the JWT secret under its own purpose string (an unsubscribe token is never valid here). The
 * signature covers the expiry, so it cannot be extended; the decider refuses a confirmation after it.
 */
export class ConfirmationTokens {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    this.key = createHmac('sha256', jwtSecret).update('insolvenzmonitor:alerts:recipient-confirmation:v1').digest();
  }

  sign(recipientKey: string, expiresAt: Date): string {
    const payload = `${recipientKey}.${Math.floor(expiresAt.getTime() / 1000)}`;
    return `${payload}.${this.mac(payload)}`;
  }

  /** The recipient key and expiry of a genuine token (expired or not), else null. */
  verify(token: unknown): { recipientKey: string; expiresAt: Date } | null {
    if (typeof token !== 'string' || token.length > 200) return null;
    const match = /^([0-9a-f]{16,64})\.(\d{1,12})\.([A-Za-z0-9_-]+)$/.exec(token);
    if (!match) return null;
    const payload = `${match[1]}.${match[2]}`;
    const given = Buffer.from(match[3]);
    const expected = Buffer.from(this.mac(payload));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { recipientKey: match[1], expiresAt: new Date(Number(match[2]) * 1000) };
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
