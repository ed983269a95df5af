import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { callerOf } from '../platform/http/caller.js';
import { limitsFor } from '../platform/http/plan-policy.js';
import { PRO_REQUIRED } from './domain/errors.js';

/**
 * Creating alerts is a Pro feature (docs/SPEC.md §6): a free user gets 403 with the SPA's text before the body is
 * even validated. The decider checks the same policy again for every command that needs it.
 */
@Injectable()
export class AlertsPlanGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!limitsFor(callerOf(context.switchToHttp().getRequest())).emailAlerts) {
      throw new ForbiddenException({ message: PRO_REQUIRED, code: 'pro_required' });
    }
    return true;
  }
}
