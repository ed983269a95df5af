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
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config.js';
import { CLOCK, type Clock } from '../../platform/clock/clock.js';
import { ACCESS_NO_API_KEY, ACCESS_PUBLIC, ACCESS_QUERY_API } from '../../platform/http/access.js';
import type { Caller } from '../../platform/http/caller.js';
import { isProPlan } from '../../platform/http/plan-policy.js';
import { parseApiKey, secretMatches } from '../api-keys/api-key-format.js';
import { AccountsReadModel } from '../read-model/accounts-read-model.js';
import { effectivePlan, type UserRow } from '../read-model/user-view.js';
import { DailyQuota } from '../rate-limits/daily-quota.js';
import { SessionTokens } from '../sessions/session-tokens.js';

export const MISSING_API_KEY = 'Ungültiger oder fehlender API-Schlüssel (Header X-API-Key).';
export const LOGIN_REQUIRED = 'Bitte melden Sie sich an.';
export const SESSION_INVALID = 'Ihre Sitzung ist abgelaufen oder ungültig. Bitte melden Sie sich erneut an.';
export const API_KEY_QUERY_ONLY = 'Persönliche API-Schlüssel gelten nur für die Abfrage-API (/api/insolvency).';
export const API_KEY_NEEDS_PRO = 'API-Zugang erfordert ein aktives Pro-Abonnement.';

type AuthRequest = Request & { user?: Caller };

/**
 * Global guard for every `/api` route (DESIGN.md §10):
 *  1. `X-API-Key` must be the public client key or a personal API key (Pro, query API only);
 *  2. a bearer token must be a valid HS256 session token whose session is still open and whose user is active;
 *     on public routes an invalid token is ignored (a stale token must not block the login form);
 *  3. routes that are not public need a caller;
 *  4. query API calls count against the plan's daily quota, reported in `X-RateLimit-*` headers.
 */
@Injectable()
export class AuthenticationGuard implements CanActivate {
  private readonly quota = new DailyQuota();

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly tokens: SessionTokens,
    private readonly accounts: AccountsReadModel,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<AuthRequest>();
    const response = context.switchToHttp().getResponse<Response>();
    const flag = (key: string) =>
      this.reflector.getAllAndOverride<boolean | undefined>(key, [context.getHandler(), context.getClass()]) === true;
    const isPublic = flag(ACCESS_PUBLIC);
    const isQueryApi = flag(ACCESS_QUERY_API);

    if (!flag(ACCESS_NO_API_KEY)) {
      const apiKey = request.header('x-api-key');
      if (apiKey === undefined || apiKey === '') throw new UnauthorizedException(MISSING_API_KEY);
      if (apiKey !== this.config.publicApiKey) {
        request.user = this.personalKeyCaller(apiKey, isQueryApi);
      }
    }

    if (!request.user) {
      const caller = await this.sessionCaller(request);
      if (caller === 'invalid' && !isPublic) throw new UnauthorizedException(SESSION_INVALID);
      if (caller !== 'invalid' && caller !== null) request.user = caller;
    }

    if (!request.user && !isPublic) throw new UnauthorizedException(LOGIN_REQUIRED);
    if (isQueryApi && request.user?.userId) this.countQuery(request.user, response);
    return true;
  }

  private personalKeyCaller(apiKey: string, isQueryApi: boolean): Caller {
    const parsed = parseApiKey(apiKey);
    const record = parsed ? this.accounts.apiKey(parsed.keyId) : undefined;
    if (!parsed || !record || record.revoked_at !== null || !secretMatches(parsed.secret, record.secret_hash)) {
      throw new UnauthorizedException(MISSING_API_KEY);
    }
    if (!isQueryApi) throw new ForbiddenException(API_KEY_QUERY_ONLY);
    const user = this.accounts.userById(record.user_id);
    if (!user || user.is_active !== 1) throw new UnauthorizedException(MISSING_API_KEY);
    if (!isProPlan(effectivePlan(user, this.clock.now()))) throw new ForbiddenException(API_KEY_NEEDS_PRO);
    return { ...toCaller(user, this.clock.now()), via: 'api-key' };
  }

  private async sessionCaller(request: Request): Promise<Caller | null | 'invalid'> {
    const header = request.header('authorization');
    if (header === undefined || header === '') return null;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) return 'invalid';
    const claims = await this.tokens.verify(match[1]!);
    if (!claims) return 'invalid';
    const user = this.accounts.sessionUser(claims.userId, claims.sessionId, this.clock.now());
    if (!user) return 'invalid';
    return { ...toCaller(user, this.clock.now()), via: 'session', sessionId: claims.sessionId };
  }

  private countQuery(caller: Caller, response: Response): void {
    const limit = isProPlan(caller.plan) ? this.config.queryQuotas.pro : this.config.queryQuotas.free;
    const decision = this.quota.take(caller.userId!, limit, this.clock.now());
    response.setHeader('X-RateLimit-Limit', String(decision.limit));
    response.setHeader('X-RateLimit-Remaining', String(decision.remaining));
    response.setHeader('X-RateLimit-Reset', String(decision.resetAt));
    if (!decision.allowed) {
      const seconds = Math.max(1, decision.resetAt - Math.floor(this.clock.now().getTime() / 1000));
      response.setHeader('Retry-After', String(seconds));
      throw new HttpException(
        'Das tägliche Abfragelimit Ihres Tarifs ist erreicht. Es wird um Mitternacht zurückgesetzt.',
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
  }
}

function toCaller(user: UserRow, now: Date): Caller {
  return {
    userId: user.id,
    plan: effectivePlan(user, now),
    role: user.role === 'admin' ? 'admin' : 'user',
    emailConfirmed: user.email_confirmed === 1,
  };
}
