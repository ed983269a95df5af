import type { Plan, Role } from '../domain/events.js';

/** A user as the API shows it (SPEC.md §3): never a password hash, never a token. */
export interface UserView {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: Role;
  readonly isActive: boolean;
  /** Whether the address is confirmed: alerts need it. */
  readonly emailConfirmed: boolean;
  /** A requested new address awaiting its confirmation link, else null. */
  readonly pendingEmail: string | null;
  readonly plan: Plan;
  readonly planPeriodEnd: string | null;
  readonly cancelAtPeriodEnd: boolean;
  readonly createdAt: string;
  readonly lastLoginAt: string | null;
}

export interface UserRow {
  readonly id: string;
  readonly email: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly role: string;
  readonly is_active: number;
  readonly email_confirmed: number;
  readonly pending_email: string | null;
  readonly plan: string;
  readonly plan_period_end: string | null;
  readonly cancel_at_period_end: number;
  readonly stripe_customer_id: string | null;
  readonly stripe_subscription_id: string | null;
  readonly created_at: string;
  readonly last_login_at: string | null;
}

/**
 * The plan in force: a cancelled subscription keeps Pro until its paid period ends (FAQ), and ends then even if
 * Stripe's final "subscription deleted" webhook is late or lost.
 */
export function effectivePlan(row: UserRow, now: Date): Plan {
  const lapsed =
    row.cancel_at_period_end === 1 && row.plan_period_end !== null && row.plan_period_end <= now.toISOString();
  return lapsed ? 'free' : (row.plan as Plan);
}

export function toUserView(row: UserRow, now: Date): UserView {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role as Role,
    isActive: row.is_active === 1,
    emailConfirmed: row.email_confirmed === 1,
    pendingEmail: row.pending_email,
    plan: effectivePlan(row, now),
    planPeriodEnd: row.plan_period_end,
    cancelAtPeriodEnd: row.cancel_at_period_end === 1,
    createdAt: row.created_at,
    lastLoginAt: row.last_login_at,
  };
}
