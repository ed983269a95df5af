import { isProPlan } from '../plans/plan.js';
import type { Caller } from './caller.js';

// Re-exported: the callers of the plan policy ask it, not the plans file, which of the plans are paid.
export { isProPlan } from '../plans/plan.js';

/**
 * What each plan may do (docs/SPEC.md §1, §9): the one policy every module asks, so limits are enforced by the
 * server and not only hidden by the UI. `null` means unlimited.
 */
export interface PlanLimits {
  readonly searchResults: number | null;
  readonly recentNotices: number | null;
  readonly emailAlerts: boolean;
  readonly export: boolean;
  readonly apiKeys: boolean;
  /** Days back the historical statistics reach ("Historische Daten"). */
  readonly historyDays: number | null;
}

export const FREE_LIMITS: PlanLimits = {
  searchResults: 5,
  recentNotices: 5,
  emailAlerts: false,
  export: false,
  apiKeys: false,
  historyDays: 30,
};

export const PRO_LIMITS: PlanLimits = {
  searchResults: null,
  recentNotices: null,
  emailAlerts: true,
  export: true,
  apiKeys: true,
  historyDays: null,
};

export function limitsFor(caller: Pick<Caller, 'plan'>): PlanLimits {
  return isProPlan(caller.plan) ? PRO_LIMITS : FREE_LIMITS;
}
