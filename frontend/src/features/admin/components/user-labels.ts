import type { Plan } from '../../../lib/session/session-user';

/** Plan names as the pricing page shows them (kept here: features do not import each other). */
export const PLAN_LABELS: Record<Plan, string> = {
  free: 'Free',
  pro_monthly: 'Pro monatlich',
  pro_yearly: 'Pro jährlich',
};

export const planLabel = (plan: Plan | null | undefined) => PLAN_LABELS[plan ?? 'free'] ?? plan;
