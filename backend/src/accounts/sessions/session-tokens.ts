import { Inject, Injectable } from '@nestjs/common';
import { SignJWT } from 'jose';
import { JWT_SECRET } from '../../platform/config/jwt-secret.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';

/** Sessions last 8 hours at most (docs/DESIGN.md §10); the session id in the token allows revoking it at once. */
export const SESSION_TTL_SECONDS = 8 * 60 * 60;
/** Pinned on issue and on verification (`JwtSessionStrategy`). */
export const SESSION_TOKEN_ALGORITHM = 'HS256';
export const SESSION_TOKEN_ISSUER = 'insolvenzmonitor';
export const SESSION_TOKEN_AUDIENCE = 'insolvenzmonitor-api';

export interface SessionClaims {
  readonly userId: string;
  readonly sessionId: string;
}

/** Issues the HS256 session tokens that `JwtSessionStrategy` verifies. */
@Injectable()
export class SessionTokens {
  private readonly key: Uint8Array;

  constructor(
    @Inject(JWT_SECRET) secret: string,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(claims: SessionClaims): Promise<{ token: string; expiresAt: Date }> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    const expiresAt = new Date((now + SESSION_TTL_SECONDS) * 1000);
    const token = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: SESSION_TOKEN_ALGORITHM, typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(SESSION_TOKEN_ISSUER)
      .setAudience(SESSION_TOKEN_AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + SESSION_TTL_SECONDS)
      .sign(this.key);
    return { token, expiresAt };
  }
}
