import { Inject, Injectable } from '@nestjs/common';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { JWT_SECRET } from '../../platform/config/jwt-secret.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';

/** Sessions last 8 hours at most (DESIGN.md §10); the session id in the token allows revoking it at once. */
export const SESSION_TTL_SECONDS = 8 * 60 * 60;
const ISSUER = 'insolvenzmonitor';
const AUDIENCE = 'insolvenzmonitor-api';

export interface SessionClaims {
  readonly userId: string;
  readonly sessionId: string;
}

/** Verified tokens remembered (their signature cannot change); beyond this many the oldest are forgotten. */
const VERIFIED_CACHE_SIZE = 10_000;

/**
 * HS256 JWTs. Verification pins the algorithm (so `alg: none` and RS/HS confusion are refused), the issuer and
 * the audience, and checks `exp` against the application clock (tests and demos shift time). A token that
 * verified once is remembered with its expiry, so the next requests of a session skip the HMAC (WebCrypto, a
 * noticeable share of a search request); `exp` is still checked every time, and revocation is the session
 * lookup's business, not the token's.
 */
@Injectable()
export class SessionTokens {
  private readonly key: Uint8Array;
  private readonly verified = new Map<string, { readonly claims: SessionClaims; readonly expiresAtMs: number }>();

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
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + SESSION_TTL_SECONDS)
      .sign(this.key);
    return { token, expiresAt };
  }

  /** The claims of a valid token, or null for anything forged, expired, malformed or of another algorithm. */
  async verify(token: string): Promise<SessionClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (this.clock.now().getTime() < known.expiresAtMs) return known.claims;
      this.verified.delete(token);
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: this.clock.now(),
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      const sessionId = payload['sid'];
      if (typeof payload.sub !== 'string' || typeof sessionId !== 'string') return null;
      const claims = { userId: payload.sub, sessionId };
      this.remember(token, claims, (payload.exp as number) * 1000);
      return claims;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }

  private remember(token: string, claims: SessionClaims, expiresAtMs: number): void {
    if (this.verified.size >= VERIFIED_CACHE_SIZE) {
      const oldest = this.verified.keys().next();
      if (!oldest.done) this.verified.delete(oldest.value);
    }
    this.verified.set(token, { claims, expiresAtMs });
  }
}
