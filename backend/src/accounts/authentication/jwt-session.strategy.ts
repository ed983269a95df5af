import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import passport from 'passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { JWT_SECRET } from '../../platform/config/jwt-secret.js';
import { unconfirmedAccountDeadline } from '../domain/user-decider.js';
import type { Caller } from '../../platform/http/caller.js';
import { ACCOUNT_QUERIES, type AccountQueries, type AccountRecord } from '../read-model/account-queries.port.js';
import { SESSION_TOKEN_ALGORITHM, SESSION_TOKEN_AUDIENCE, SESSION_TOKEN_ISSUER } from '../sessions/session-tokens.js';
import { WriteSideAccounts } from '../write-side/write-side-accounts.js';
import { accountCaller } from './account-caller.js';

/** Tokens whose signature, algorithm, issuer and audience were checked; beyond this many the oldest go. */
const VERIFIED_CACHE_SIZE = 10_000;

const bearerToken = ExtractJwt.fromAuthHeaderAsBearerToken();

/** The claims a session token must carry (`sid`: the session, revocable at once). */
interface SessionPayload {
  readonly sub?: unknown;
  readonly sid?: unknown;
  readonly exp?: unknown;
  readonly iat?: unknown;
}

/**
 * Bearer authentication (docs/DESIGN.md §10) as a passport strategy on `passport-jwt`: the signature is checked with
 * the algorithm, issuer and audience pinned (so `alg: none` and RS/HS confusion are refused). `exp` is checked
 * here against the application clock rather than by the library against the wall clock, as tests and demos
 * shift time; it is exclusive, as before. A valid token is not enough: its session must still be open and its
 * user active (logout, password change and deactivation revoke at once), asked of the accounts read model,
 * and not an unconfirmed account past its deadline (gone before its erasure, as for login). A session the read
 * model does not show yet is looked up in the account's stream (`WriteSideAccounts`). Resolves to the caller, or `false` for any token that does not stand.
 *
 * A token that passed the signature check once is remembered with its claims: the next requests of the session
 * skip decoding and HMAC (a quarter of the CPU of a logged-in search request), while `validate` (expiry against
 * the clock, the open session, the active user) still runs on every request.
 */
@Injectable()
export class JwtSessionStrategy extends PassportStrategy(Strategy, 'jwt-session') {
  constructor(
    @Inject(JWT_SECRET) secret: string,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ACCOUNT_QUERIES) private readonly accounts: AccountQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly writeSide: WriteSideAccounts,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A key object made once: given the string, jsonwebtoken first tries (and fails) to parse it as a public
      // key on every request, which cost about 7 % of the API's CPU under search load. passport-jwt hands the
      // value through to jsonwebtoken, which takes a KeyObject.
      secretOrKey: createSecretKey(Buffer.from(secret, 'utf8')) as unknown as string,
      algorithms: [SESSION_TOKEN_ALGORITHM],
      issuer: SESSION_TOKEN_ISSUER,
      audience: SESSION_TOKEN_AUDIENCE,
      ignoreExpiration: true,
      // `validate` gets the request, to remember the token whose signature passport-jwt has just checked.
      passReqToCallback: true,
    });
  }

  private readonly verified = new Map<string, SessionPayload>();

  /** A remembered token goes straight to `validate`; any other through passport-jwt's checks. */
  override authenticate(request: Request, options?: object): void {
    const remembered = this.rememberedCaller(request);
    if (!remembered) return super.authenticate(request, options);
    remembered.then(
      (caller) => (caller ? this.success(caller) : this.fail(401)),
      (error: unknown) => this.error(error as Error),
    );
  }

  /**
   * For a token whose signature passed before: its claims checked again (expiry against the clock, the open
   * session, the active user), without passport. `undefined` for any other token (it goes through passport-jwt).
   */
  rememberedCaller(request: Request): Promise<Caller | false> | undefined {
    const token = bearerToken(request);
    const payload = token ? this.verified.get(token) : undefined;
    if (!payload) return undefined;
    return this.validateClaims(payload).then((caller) => {
      // Expired, or its session closed: it never stands again.
      if (!caller) this.verified.delete(token!);
      return caller;
    });
  }

  /**
   * Each application instance has its strategy of its own (secret, clock, read model): registering it in
   * passport's process-wide registry would let a second instance in the same process replace it.
   */
  getPassportInstance(): passport.PassportStatic {
    return new passport.Passport() as passport.PassportStatic;
  }

  /** Called by passport-jwt once the token's signature, algorithm, issuer and audience passed. */
  async validate(request: Request, payload: SessionPayload): Promise<Caller | false> {
    const caller = await this.validateClaims(payload);
    const token = bearerToken(request);
    if (caller && token) this.remember(token, payload);
    return caller;
  }

  private remember(token: string, payload: SessionPayload): void {
    if (this.verified.size >= VERIFIED_CACHE_SIZE) {
      const oldest = this.verified.keys().next();
      if (!oldest.done) this.verified.delete(oldest.value);
    }
    this.verified.set(token, payload);
  }

  private async validateClaims(payload: SessionPayload): Promise<Caller | false> {
    const { sub, sid, exp, iat } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number' || typeof iat !== 'number') {
      return false;
    }
    const now = this.clock.now();
    if (now.getTime() >= exp * 1000) return false;
    // The read model first (cheap, and it answers every request of a session once it caught up); the account's
    // stream when it does not know the session: a session recorded a moment ago while the projections (another
    // process) are behind. A revoked session is closed on both sides, so the fallback never re-opens it.
    const user =
      (await this.accounts.userOfOpenSession(sub, sid, now)) ?? (await this.writeSide.ofOpenSession(sub, sid, now));
    if (!user) return false;
    // `unconfirmedAccountExpired`, with the record's facts worked out once per record.
    const { expired, deadline } = this.unconfirmedFactsOf(user);
    if (expired || (deadline !== null && deadline <= now.toISOString())) return false;
    return { ...accountCaller(user, now), via: 'session', sessionId: sid };
  }

  /**
   * Per account record: closed as expired, and the deadline of an unconfirmed self-registration. The session
   * cache of the SQLite read model hands out the same frozen record until the account changes, so a request of a
   * remembered session parses and formats no dates for it (issue #33).
   */
  private readonly unconfirmedFacts = new WeakMap<AccountRecord, { expired: boolean; deadline: string | null }>();

  private unconfirmedFactsOf(user: AccountRecord): { expired: boolean; deadline: string | null } {
    let facts = this.unconfirmedFacts.get(user);
    if (!facts) {
      const account = { ...user, registeredAt: user.createdAt };
      facts = {
        expired: (account as { expired?: boolean }).expired === true,
        deadline: unconfirmedAccountDeadline(account, this.config.accountLimits.unconfirmedAccountDays),
      };
      this.unconfirmedFacts.set(user, facts);
    }
    return facts;
  }
}
