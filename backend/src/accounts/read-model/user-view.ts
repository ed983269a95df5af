import type { Plan, Role } from '../domain/events.js';
import { unconfirmedAccountDeadline } from '../domain/user-decider.js';
import type { AccountRecord } from './account-queries.port.js';

/** A user as the API shows it (docs/SPEC.md §3): never a password hash, never a token. */
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
  /** When the account is deleted unless its address is confirmed before (`UNCONFIRMED_ACCOUNT_DAYS`), else null. */
  readonly unconfirmedAccountDeletionAt: string | null;
  readonly plan: Plan;
  readonly planPeriodEnd: string | null;
  readonly cancelAtPeriodEnd: boolean;
  readonly createdAt: string;
  readonly lastLoginAt: string | null;
}

/**
 * The plan in force: a cancelled subscription keeps Pro until its paid period ends (FAQ), and ends then even if
 * Stripe's final "subscription deleted" webhook is late or lost.
 */
export function effectivePlan(account: AccountRecord, now: Date): Plan {
  const lapsed =
    account.cancelAtPeriodEnd && account.planPeriodEnd !== null && account.planPeriodEnd <= now.toISOString();
  return lapsed ? 'free' : account.plan;
}

export function toUserView(account: AccountRecord, now: Date, unconfirmedAccountDays: number): UserView {
  return {
    id: account.id,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    role: account.role,
    isActive: account.isActive,
    emailConfirmed: account.emailConfirmed,
    pendingEmail: account.pendingEmail,
    unconfirmedAccountDeletionAt: unconfirmedAccountDeadline(
      { ...account, registeredAt: account.createdAt },
      unconfirmedAccountDays,
    ),
    plan: effectivePlan(account, now),
    planPeriodEnd: account.planPeriodEnd,
    cancelAtPeriodEnd: account.cancelAtPeriodEnd,
    createdAt: account.createdAt,
    lastLoginAt: account.lastLoginAt,
  };
}
