import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiSecurity } from '@nestjs/swagger';
import { ApiProblems } from './openapi/api-problems.decorator.js';

/**
 * Route access metadata, read by the global authentication guard (accounts module). By default every `/api`
 * route needs the `X-API-Key` header and a logged-in user.
 */
export const ACCESS_PUBLIC = 'access:public';
export const ACCESS_NO_API_KEY = 'access:no-api-key';
export const ACCESS_QUERY_API = 'access:query-api';
export const ACCESS_NO_WRITE_BUDGET = 'access:no-write-budget';

/** No login needed (a valid session still identifies the caller; an invalid one is ignored here). */
export const Public = () => SetMetadata(ACCESS_PUBLIC, true);

/** Called by machines that cannot send our key (Stripe webhooks, liveness probes): no `X-API-Key` check. */
export const WithoutApiKey = () => SetMetadata(ACCESS_NO_API_KEY, true);

/**
 * A change that must work even for a user over the write budget (`WRITES_PER_USER`): deleting one's account.
 * (Logging out is public, so never counted.)
 */
export const WithoutWriteBudget = () => SetMetadata(ACCESS_NO_WRITE_BUDGET, true);

/**
 * The query API ("API-Zugang"): personal API keys of Pro users are accepted besides sessions, and every call
 * counts against the caller's daily request quota (`X-RateLimit-*` headers, 429 when used up).
 */
export const QueryApi = () =>
  applyDecorators(
    SetMetadata(ACCESS_QUERY_API, true),
    ApiSecurity('api-key'),
    ApiProblems(
      [401, 'API-Schlüssel fehlt oder ist ungültig, oder die Sitzung ist abgelaufen'],
      [403, 'Persönlicher API-Schlüssel ohne Pro-Tarif'],
      [429, 'Tageskontingent der Abfrage-API aufgebraucht (Header `Retry-After`, `X-RateLimit-*`)'],
    ),
  );
