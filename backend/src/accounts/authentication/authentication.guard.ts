import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import passport from 'passport';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import {
  ACCESS_NO_API_KEY,
  ACCESS_NO_WRITE_BUDGET,
  ACCESS_PUBLIC,
  ACCESS_QUERY_API,
} from '../../platform/http/access.js';
import type { Caller } from '../../platform/http/caller.js';
import { isProPlan } from '../../platform/http/plan-policy.js';
import { parseApiKey, secretMatches } from '../api-keys/api-key-format.js';
import { ACCOUNT_QUERIES, type AccountQueries } from '../read-model/account-queries.port.js';
import { effectivePlan } from '../read-model/user-view.js';
import { DailyQuota } from '../rate-limits/daily-quota.js';
import {
  RATE_LIMIT_STORE,
  type RateLimitStore,
  type SlidingWindowLimit,
} from '../../platform/rate-limits/rate-limit-store.port.js';
import { enforceRateLimit, inMinutes } from '../../platform/http/retry-later.js';
import { accountCaller } from './account-caller.js';
import { JwtSessionStrategy } from './jwt-session.strategy.js';

export const MISSING_API_KEY = 'Ungültiger oder fehlender API-Schlüssel (Header X-API-Key).';
export const LOGIN_REQUIRED = 'Bitte melden Sie sich an.';
export const SESSION_INVALID = 'Ihre Sitzung ist abgelaufen oder ungültig. Bitte melden Sie sich erneut an.';
export const API_KEY_QUERY_ONLY = 'Persönliche API-Schlüssel gelten nur für die Abfrage-API (/api/insolvency).';
export const API_KEY_NEEDS_PRO = 'API-Zugang erfordert ein aktives Pro-Abonnement.';

type AuthRequest = Request & { user?: Caller };

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A route's access flags, read once per controller method (the metadata is fixed when the app starts). */
interface RouteAccess {
  readonly isPublic: boolean;
  readonly isQueryApi: boolean;
  readonly needsApiKey: boolean;
  readonly countsWrites: boolean;
}

/**
 * Global guard for every `/api` route (docs/DESIGN.md §10):
 *  1. `X-API-Key` must be the public client key or a personal API key (Pro, query API only);
 *  2. a bearer token must pass `JwtSessionStrategy` (passport-jwt: a valid HS256 session token whose session is
 *     still open and whose user is active); on public routes an invalid token is ignored (a stale token must not
 *     block the login form);
 *  3. routes that are not public need a caller;
 *  4. query API calls count against the plan's daily quota, reported in `X-RateLimit-*` headers;
 *  5. changes (POST, PUT, PATCH, DELETE) of a logged-in user on routes that need one count against the user's
 *     write budget (`WRITES_PER_USER` in 10 minutes): one account's script cannot flood the event log that every
 *     read model, the alert matcher and the webhooks of all users work through. Public routes (login,
 *     registration, contact, signed links) have limits of their own.
 */
@Injectable()
export class AuthenticationGuard implements CanActivate {
  private readonly quota: DailyQuota;
  private readonly writes: SlidingWindowLimit;

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly sessions: JwtSessionStrategy,
    @Inject(ACCOUNT_QUERIES) private readonly accounts: AccountQueries,
    @Inject(RATE_LIMIT_STORE) private readonly rateLimits: RateLimitStore,
  ) {
    this.quota = new DailyQuota(rateLimits);
    this.writes = { name: 'writes-user', limit: config.accountLimits.writesPerUserPer10Minutes, windowMs: 10 * 60_000 };
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<AuthRequest>();
    const response = context.switchToHttp().getResponse<Response>();
    const { isPublic, isQueryApi, needsApiKey, countsWrites } = this.routeAccess(context);

    if (needsApiKey) {
      // The header itself (`request.header()` lower-cases the name and special-cases Referer on every call);
      // Node joins a repeated X-API-Key into one string, as it does any header other than Set-Cookie.
      const apiKey = request.headers['x-api-key'] as string | undefined;
      if (apiKey === undefined || apiKey === '') throw new UnauthorizedException(MISSING_API_KEY);
      if (apiKey !== this.config.publicApiKey) {
        request.user = await this.personalKeyCaller(apiKey, isQueryApi);
      }
    }

    if (!request.user) {
      const caller = await this.sessionCaller(request, response);
      if (caller === 'invalid' && !isPublic) throw new UnauthorizedException(SESSION_INVALID);
      if (caller !== 'invalid' && caller !== null) request.user = caller;
    }

    if (!request.user && !isPublic) throw new UnauthorizedException(LOGIN_REQUIRED);
    if (isQueryApi && request.user?.userId) await this.countQuery(request.user, response);
    if (countsWrites && request.user?.userId && WRITE_METHODS.has(request.method)) {
      enforceRateLimit(
        await this.rateLimits.hit(this.writes, request.user.userId),
        (seconds) => `Zu viele Änderungen in kurzer Zeit. Bitte versuchen Sie es in ${inMinutes(seconds)} erneut.`,
        'writes_throttled',
      );
    }
    return true;
  }

  /** Per controller class and method: three reflector look-ups with their arrays on every request otherwise. */
  private readonly accessByRoute = new WeakMap<object, WeakMap<object, RouteAccess>>();

  private routeAccess(context: ExecutionContext): RouteAccess {
    const handler = context.getHandler();
    const controller = context.getClass();
    let ofController = this.accessByRoute.get(controller);
    if (!ofController) this.accessByRoute.set(controller, (ofController = new WeakMap()));
    let access = ofController.get(handler);
    if (!access) {
      const flag = (key: string) =>
        this.reflector.getAllAndOverride<boolean | undefined>(key, [handler, controller]) === true;
      access = {
        isPublic: flag(ACCESS_PUBLIC),
        isQueryApi: flag(ACCESS_QUERY_API),
        needsApiKey: !flag(ACCESS_NO_API_KEY),
        countsWrites: !flag(ACCESS_PUBLIC) && !flag(ACCESS_NO_WRITE_BUDGET),
      };
      ofController.set(handler, access);
    }
    return access;
  }

  private async personalKeyCaller(apiKey: string, isQueryApi: boolean): Promise<Caller> {
    const parsed = parseApiKey(apiKey);
    const record = parsed ? await this.accounts.apiKey(parsed.keyId) : null;
    if (!parsed || !record || record.revokedAt !== null || !secretMatches(parsed.secret, record.secretHash)) {
      throw new UnauthorizedException(MISSING_API_KEY);
    }
    if (!isQueryApi) throw new ForbiddenException(API_KEY_QUERY_ONLY);
    const user = await this.accounts.userById(record.userId);
    if (!user || !user.isActive) throw new UnauthorizedException(MISSING_API_KEY);
    if (!isProPlan(effectivePlan(user, this.clock.now()))) throw new ForbiddenException(API_KEY_NEEDS_PRO);
    return { ...accountCaller(user, this.clock.now()), via: 'api-key' };
  }

  private async sessionCaller(request: Request, response: Response): Promise<Caller | null | 'invalid'> {
    const header = request.headers.authorization;
    if (header === undefined || header === '') return null;
    if (!/^Bearer\s+\S+$/i.test(header)) return 'invalid';
    // A token whose signature was checked before skips passport (its per-request objects and callbacks); its
    // claims, open session and active user are checked all the same (`JwtSessionStrategy.rememberedCaller`).
    const remembered = this.sessions.rememberedCaller(request);
    if (remembered) return (await remembered) || 'invalid';
    return (await this.authenticateSession(request, response)) ?? 'invalid';
  }

  /**
   * Runs the passport strategy by instance rather than through `AuthGuard` and passport's process-wide registry
   * of names: this guard combines it with API keys, optional sessions on public routes and quotas. Passport
   * attaches a request's `success`/`fail`/`error` callbacks to the strategy object it is given (it copies only
   * strategies it looks up by name), so each request gets an object of its own that inherits the strategy: with
   * the shared instance, requests whose session lookups overlapped (asynchronous I/O on MongoDB) were answered
   * through the last request's callbacks, and the others never.
   */
  private authenticateSession(request: Request, response: Response): Promise<Caller | null> {
    return new Promise((resolve, reject) => {
      const authenticate = passport.authenticate(
        Object.create(this.sessions) as JwtSessionStrategy,
        { session: false },
        (error: unknown, caller: Caller | false | undefined) => (error ? reject(error) : resolve(caller || null)),
      ) as (req: Request, res: Response, next: (error?: unknown) => void) => void;
      authenticate(request, response, (error) => (error ? reject(error) : resolve(null)));
    });
  }

  private async countQuery(caller: Caller, response: Response): Promise<void> {
    const limit = isProPlan(caller.plan) ? this.config.queryQuotas.pro : this.config.queryQuotas.free;
    const now = this.clock.now();
    const decision = await this.quota.take(caller.userId!, limit, now);
    response.setHeader('X-RateLimit-Limit', String(decision.limit));
    response.setHeader('X-RateLimit-Remaining', String(decision.remaining));
    response.setHeader('X-RateLimit-Reset', String(decision.resetAt));
    if (!decision.allowed) {
      const seconds = Math.max(1, decision.resetAt - Math.floor(now.getTime() / 1000));
      response.setHeader('Retry-After', String(seconds));
      throw new HttpException(
        'Das tägliche Abfragelimit Ihres Tarifs ist erreicht. Es wird um Mitternacht zurückgesetzt.',
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
  }
}
