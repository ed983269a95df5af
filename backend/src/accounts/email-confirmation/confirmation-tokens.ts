import { createHmac, timingSafeEqual } from 'node:crypto';

export interface ConfirmationClaims {
  readonly userId: string;
  readonly requestId: string;
  readonly expiresAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The link token of a confirmation mail: `<user id>.<request id>.<expiry, epoch seconds>.<HMAC-SHA256>`, keyed
 * with a key derived from the JWT secret for this purpose only (no other token of the app is valid here). The
 * signature makes it unforgeable and the expiry travels inside it; single use comes from the user's stream,
 * which accepts only its newest request id, once. The token is never recorded, only the request id.
 */
export class ConfirmationTokens {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    this.key = createHmac('sha256', jwtSecret).update('insolvenzmonitor:accounts:email-confirmation:v1').digest();
  }

  sign(claims: ConfirmationClaims): string {
    const payload = `${claims.userId}.${claims.requestId}.${Math.floor(claims.expiresAt.getTime() / 1000)}`;
    return `${payload}.${this.mac(payload)}`;
  }

  /** The claims of a genuine token (expired or not: the caller decides), else null. */
  verify(token: unknown): ConfirmationClaims | null {
    if (typeof token !== 'string' || token.length > 200) return null;
    const parts = token.split('.');
    if (parts.length !== 4) return null;
    const [userId, requestId, expiry, mac] = parts as [string, string, string, string];
    if (!UUID.test(userId) || !UUID.test(requestId) || !/^\d{1,12}$/.test(expiry)) return null;
    const expected = Buffer.from(this.mac(`${userId}.${requestId}.${expiry}`));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { userId, requestId, expiresAt: new Date(Number(expiry) * 1000) };
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
