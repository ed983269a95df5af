import { createHmac, timingSafeEqual } from 'node:crypto';

export interface PasswordResetClaims {
  readonly userId: string;
  readonly expiresAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The token of a "Passwort vergessen" link: `<user id>.<expiry, epoch seconds>.<HMAC-SHA256>`, keyed with a key
 * derived from the JWT secret for this purpose only. The MAC also covers the account's password hash when the
 * link was issued (never part of the token), so the link dies with that password: it works once, and any
 * password change retires every link issued before it, without a record of the links. Nothing is stored.
 */
export class PasswordResetTokens {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    this.key = createHmac('sha256', jwtSecret).update('insolvenzmonitor:accounts:password-reset:v1').digest();
  }

  sign(claims: PasswordResetClaims, passwordHash: string): string {
    const payload = `${claims.userId}.${Math.floor(claims.expiresAt.getTime() / 1000)}`;
    return `${payload}.${this.mac(payload, passwordHash)}`;
  }

  /** The claims a token names, if it is well formed (whether it is genuine needs the password hash: `matches`). */
  read(token: unknown): PasswordResetClaims | null {
    if (typeof token !== 'string' || token.length > 200) return null;
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [userId, expiry, mac] = parts as [string, string, string];
    if (!UUID.test(userId) || !/^\d{1,12}$/.test(expiry) || !/^[\w-]{43}$/.test(mac)) return null;
    return { userId, expiresAt: new Date(Number(expiry) * 1000) };
  }

  /** Whether `token` was issued for the account while `passwordHash` was its password. */
  matches(token: string, passwordHash: string): boolean {
    const at = token.lastIndexOf('.');
    const expected = Buffer.from(this.mac(token.slice(0, at), passwordHash));
    const given = Buffer.from(token.slice(at + 1));
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private mac(payload: string, passwordHash: string): string {
    return createHmac('sha256', this.key).update(`${payload}\n${passwordHash}`).digest('base64url');
  }
}
