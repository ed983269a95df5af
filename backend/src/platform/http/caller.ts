import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

/**
 * Who is asking. Authentication (accounts module) puts the user on the request; until then, and for
 * anonymous callers, the caller is treated as a free-plan visitor.
 */
export type Plan = 'free' | 'pro_monthly' | 'pro_yearly';

export interface Caller {
  readonly userId: string | null;
  readonly plan: Plan;
  readonly role: 'admin' | 'user' | null;
}

export const ANONYMOUS: Caller = { userId: null, plan: 'free', role: null };

export function isPro(caller: Caller): boolean {
  return caller.plan === 'pro_monthly' || caller.plan === 'pro_yearly';
}

export function callerOf(request: { user?: Partial<Caller> & { id?: string } }): Caller {
  const user = request.user;
  if (!user) return ANONYMOUS;
  return { userId: user.userId ?? user.id ?? null, plan: user.plan ?? 'free', role: user.role ?? 'user' };
}

/** `@CurrentCaller() caller: Caller` in a controller method. */
export const CurrentCaller = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  callerOf(context.switchToHttp().getRequest()),
);
