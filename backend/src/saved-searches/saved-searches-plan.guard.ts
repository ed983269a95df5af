import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { callerOf } from '../platform/http/caller.js';
import { isProPlan } from '../platform/http/plan-policy.js';
import { SAVED_SEARCHES_PRO_REQUIRED } from './domain/errors.js';

/**
 * Saving and changing searches is Pro ("Mehrere Suchprofile" on the pricing page): a free user gets 403 with
 * the SPA's text before the body is validated. The decider checks the same policy again.
 */
@Injectable()
export class SavedSearchesPlanGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!isProPlan(callerOf(context.switchToHttp().getRequest()).plan)) {
      throw new ForbiddenException({ message: SAVED_SEARCHES_PRO_REQUIRED, code: 'pro_required' });
    }
    return true;
  }
}
