import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Plan } from '../plans/plan.js';

export type { Plan } from '../plans/plan.js';

/**
 * Who is asking. The global authentication guard (accounts module) puts the caller on `request.user`; a
 * request without a session is anonymous and, where a route allows that, treated as the free plan.
 */
export interface Caller {
  readonly userId: string | null;
  readonly plan: Plan;
  readonly role: 'admin' | 'user' | null;
  /** How the caller authenticated: a login session (SPA) or a personal API key (query API only). */
  readonly via?: 'session' | 'api-key';
  readonly sessionId?: string;
  /** Whether the user's e-mail address is confirmed (alerts need it); absent for anonymous callers. */
  readonly emailConfirmed?: boolean;
}

export const ANONYMOUS: Caller = { userId: null, plan: 'free', role: null };

export function isPro(caller: Caller): boolean {
  return caller.plan === 'pro_monthly' || caller.plan === 'pro_yearly';
}

export function callerOf(request: { user?: Caller }): Caller {
  return request.user ?? ANONYMOUS;
}

/** `@CurrentCaller() caller: Caller` in a controller method. */
export const CurrentCaller = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  callerOf(context.switchToHttp().getRequest()),
);
