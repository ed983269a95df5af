/**
 * The plans a user can hold (docs/SPEC.md §1) and the one rule which of them are paid. Pure (no Nest, no I/O), so
 * both the accounts' decider and the HTTP plan policy use this single definition.
 */
export type Plan = 'free' | 'pro_monthly' | 'pro_yearly';

export function isProPlan(plan: Plan): boolean {
  return plan === 'pro_monthly' || plan === 'pro_yearly';
}
