import type { Plan } from './session-user';

/** Plan names as pricing, profile and the admin's user list show them. */
export const PLAN_LABELS: Record<Plan, string> = {
  free: 'Free',
  pro_monthly: 'Pro monatlich',
  pro_yearly: 'Pro jährlich',
};

export const planLabel = (plan: Plan | null | undefined) => PLAN_LABELS[plan ?? 'free'] ?? plan;
