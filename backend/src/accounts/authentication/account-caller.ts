import type { Caller } from '../../platform/http/caller.js';
import type { AccountRecord } from '../read-model/account-queries.port.js';
import { effectivePlan } from '../read-model/user-view.js';

/** Who asks, as the HTTP layer knows them, from their account (the plan in force, not the one recorded). */
export function accountCaller(user: AccountRecord, now: Date): Caller {
  return {
    userId: user.id,
    plan: effectivePlan(user, now),
    role: user.role === 'admin' ? 'admin' : 'user',
    emailConfirmed: user.emailConfirmed,
  };
}
