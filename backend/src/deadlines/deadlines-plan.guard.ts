import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { callerOf } from '../platform/http/caller.js';
import { limitsFor } from '../platform/http/plan-policy.js';

export const DEADLINES_PRO_REQUIRED = 'Pro-Abonnement erforderlich für „Meine Fristen“';

/**
 * "Meine Fristen" lists the deadlines of the cases a user's alerts watch, and alerts are Pro (docs/SPEC.md §6):
 * the same plan policy decides, and a free user gets 403 with a German text before anything is read.
 */
@Injectable()
export class DeadlinesPlanGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!limitsFor(callerOf(context.switchToHttp().getRequest())).emailAlerts) {
      throw new ForbiddenException({ message: DEADLINES_PRO_REQUIRED, code: 'pro_required' });
    }
    return true;
  }
}
