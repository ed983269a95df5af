import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { callerOf } from '../platform/http/caller.js';
import { isProPlan } from '../platform/http/plan-policy.js';
import { WEBHOOKS_PRO_REQUIRED } from './domain/errors.js';

/**
 * Registering, changing, rotating and testing webhooks is Pro ("API-Zugang"): a free user gets 403 with the SPA's
 * text before the body is validated. Listing, the delivery log and deleting stay open (one's own data). The
 * decider checks the same policy again.
 */
@Injectable()
export class WebhooksPlanGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!isProPlan(callerOf(context.switchToHttp().getRequest()).plan)) {
      throw new ForbiddenException({ message: WEBHOOKS_PRO_REQUIRED, code: 'pro_required' });
    }
    return true;
  }
}
