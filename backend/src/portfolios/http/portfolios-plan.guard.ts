import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { callerOf } from '../../platform/http/caller.js';
import { isProPlan } from '../../platform/http/plan-policy.js';
import { PORTFOLIOS_PRO_REQUIRED } from '../domain/errors.js';

/** Portfolios are Pro (issue #31): a free user gets 403 with the German text before the body is read. */
@Injectable()
export class PortfoliosPlanGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!isProPlan(callerOf(context.switchToHttp().getRequest()).plan)) {
      throw new ForbiddenException({ message: PORTFOLIOS_PRO_REQUIRED, code: 'pro_required' });
    }
    return true;
  }
}
